import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';

/** A titled card of the member centre. */
export function Card({ title, children, testId, aside }: { title: string; children: ReactNode; testId?: string; aside?: ReactNode }) {
  return (
    <section className="grid gap-4 rounded-card bg-elevated p-4 shadow-card md:p-5" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** Loading, error and empty states of the record lists. */
export function ListState({ isPending, error, isEmpty, children }: { isPending: boolean; error: unknown; isEmpty: boolean; children: ReactNode }) {
  const { t } = useTranslation('wallet');
  if (isPending) {
    return (
      <div className="grid place-items-center py-10">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (error) {
    return (
      <p className="rounded-xl border border-line p-6 text-center text-danger" role="alert">
        {errorText(error)}
      </p>
    );
  }
  if (isEmpty) {
    return (
      <p className="rounded-xl border border-dashed border-line p-8 text-center text-fg-muted" data-testid="wallet-empty">
        {t('empty')}
      </p>
    );
  }
  return <>{children}</>;
}

/** An error or success message under a form. */
export function FormMessage({ error, success }: { error?: unknown; success?: string | null }) {
  if (error) {
    return (
      <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger" data-testid="wallet-form-error">
        {errorText(error)}
      </p>
    );
  }
  if (success) {
    return (
      <p role="status" className="rounded-xl bg-success/10 px-3 py-2 text-sm text-success" data-testid="wallet-form-success">
        {success}
      </p>
    );
  }
  return null;
}
