import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';

export interface SecurityItemProps {
  title: string;
  description: string;
  status: string;
  ok: boolean;
  /** A fixed action (e.g. open a popup). */
  action?: ReactNode;
  /** Or an inline form that opens under the row; `done` closes it. */
  form?: (done: () => void) => ReactNode;
  actionLabel?: string;
  testId?: string;
}

/** One row of the security centre: what it is, its state, and how to change it. */
export function SecurityItem({ title, description, status, ok, action, form, actionLabel, testId }: SecurityItemProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="p-4 sm:p-5" data-testid={testId}>
      <div className="flex items-start gap-3">
        <span className={`mt-2 size-2.5 shrink-0 rounded-full ${ok ? 'bg-success' : 'bg-warning'}`} aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
            <h2 className="font-semibold">{title}</h2>
            <span className={`text-sm font-medium break-all [direction:ltr] [unicode-bidi:isolate] ${ok ? 'text-success' : 'text-warning'}`} data-testid={testId ? `${testId}-status` : undefined}>
              {status}
            </span>
          </div>
          <p className="text-sm text-fg-secondary">{description}</p>
        </div>
        <div className="shrink-0 self-center">
          {action}
          {form && actionLabel && (
            <Button size="sm" variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)} data-testid={testId ? `${testId}-toggle` : undefined}>
              {actionLabel}
            </Button>
          )}
        </div>
      </div>
      {form && open && (
        <div id={panelId} className="mt-4 rounded-xl bg-sunken p-4">
          {form(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
