import { useTranslation } from 'react-i18next';

const TONE: Record<string, string> = {
  PENDING: 'bg-warning/15 text-warning',
  DISBURSED: 'bg-primary/15 text-primary',
  CREDITED: 'bg-success/15 text-success',
  RECEIVED: 'bg-success/15 text-success',
  RECEIVED_FORCED: 'bg-success/15 text-success',
  PARTIALLY_RECEIVED: 'bg-warning/15 text-warning',
  NOT_RECEIVED: 'bg-danger/15 text-danger',
  FAILED: 'bg-danger/15 text-danger',
  REJECTED: 'bg-danger/15 text-danger',
  CANCELLED: 'bg-sunken text-fg-secondary',
};

/** A deposit or withdrawal status as a coloured, translated pill. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('wallet');
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[status] ?? 'bg-sunken text-fg-secondary'}`} data-status={status}>
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}
