import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';

export interface RecordStateProps {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  children: ReactNode;
}

/** Loading, error and empty states shared by the record pages. */
export function RecordState({ isPending, error, isEmpty, children }: RecordStateProps) {
  const { t } = useTranslation('records');
  if (isPending) {
    return (
      <div className="grid place-items-center py-12">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (error) {
    return (
      <p className="rounded-card border border-line p-6 text-center text-danger" role="alert">
        {errorText(error)}
      </p>
    );
  }
  if (isEmpty) {
    return (
      <p className="rounded-card border border-dashed border-line p-8 text-center text-fg-muted" data-testid="records-empty">
        {t('empty')}
      </p>
    );
  }
  return <>{children}</>;
}

/** A signed amount with the colour of its sign. */
export function Signed({ minor, format }: { minor: number; format: (n: number) => string }) {
  const tone = minor > 0 ? 'text-success' : minor < 0 ? 'text-danger' : 'text-fg-secondary';
  // One unit: a narrow column must not break '-฿1.00' after its minus sign.
  return <span className={`tabular-nums whitespace-nowrap ${tone}`}>{`${minor > 0 ? '+' : ''}${format(minor)}`}</span>;
}
