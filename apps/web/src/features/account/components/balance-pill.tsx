import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../lib/format.ts';
import type { MemberInfo } from '../../../lib/session.ts';
import { toggleBalanceHidden, useBalanceVisibility } from '../lib/balance-visibility.ts';
import { Icon } from '../../../components/icons/icon.tsx';

export interface BalancePillProps {
  member: MemberInfo;
  refreshing: boolean;
  onRefresh: () => void;
}

/** SPEC §2.4 balance: currency symbol and amount from minor units; hide as asterisks; refresh. */
export function BalancePill({ member, refreshing, onRefresh }: BalancePillProps) {
  const { t } = useTranslation();
  const hidden = useBalanceVisibility((s) => s.hidden);
  const amount = hidden ? '****' : formatMinor(member.balance ?? 0);
  return (
    <div className="flex h-9 items-center rounded-full border border-line bg-sunken ps-3 text-sm" data-testid="header-balance">
      <span className="me-1 font-semibold text-primary" data-testid="currency-symbol">
        {member.currencySymbol}
      </span>
      <span className="min-w-10 font-semibold tabular-nums" data-testid="balance-amount" aria-live="polite">
        {amount}
      </span>
      <span className="sr-only">{member.currency}</span>
      <button
        type="button"
        onClick={toggleBalanceHidden}
        className="ms-1 grid size-8 place-items-center rounded-full text-fg-muted hover:text-fg"
        aria-label={hidden ? t('common:account.showBalance') : t('common:account.hideBalance')}
        aria-pressed={hidden}
        data-testid="balance-toggle"
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} className="size-4" />
      </button>
      <button
        type="button"
        onClick={onRefresh}
        disabled={refreshing}
        className="me-0.5 grid size-8 place-items-center rounded-full text-fg-muted hover:text-fg disabled:opacity-60"
        aria-label={t('common:account.refreshBalance')}
        data-testid="balance-refresh"
      >
        <Icon name="refresh" className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
      </button>
    </div>
  );
}
