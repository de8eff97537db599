import type { ReactNode } from 'react';

export interface AgentSectionProps {
  title: string;
  /** Export button, filters' extra actions. */
  actions?: ReactNode;
  children: ReactNode;
  testId: string;
}

/** One agent page: a titled card with its actions on the end edge. */
export function AgentSection({ title, actions, children, testId }: AgentSectionProps) {
  return (
    <section className="grid min-w-0 gap-4 rounded-card bg-elevated p-4 shadow-card md:p-5" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id={`${testId}-title`} className="text-xl font-bold">
          {title}
        </h1>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A labelled figure (team size, turnover...). */
export function Stat({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-sunken p-3" data-testid={testId}>
      <dt className="truncate text-xs text-fg-muted">{label}</dt>
      <dd className="mt-0.5 truncate text-base font-semibold tabular-nums md:text-lg">{children}</dd>
    </div>
  );
}

export const selectClass = 'h-9 rounded-xl border border-line bg-sunken px-2 text-sm text-fg';
export const smallInputClass = 'h-9 w-full min-w-0 rounded-xl border border-line bg-sunken px-2 text-sm text-fg placeholder:text-fg-muted';
