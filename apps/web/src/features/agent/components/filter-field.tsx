import type { ReactNode } from 'react';

/** A small labelled filter control (select or input) of a report toolbar. */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="grid gap-0.5 text-xs text-fg-muted">
      {label}
      {children}
    </label>
  );
}
