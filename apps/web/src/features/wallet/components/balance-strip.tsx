import { useTranslation } from 'react-i18next';
import { useWalletBalance } from '../api/get-wallet-balance.ts';
import { useMoney } from '../../site/hooks/use-money.ts';

/** The available balance above a money form. */
export function BalanceStrip() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const q = useWalletBalance();
  return (
    <div className="flex items-center justify-between rounded-xl bg-sunken px-4 py-3">
      <span className="text-sm text-fg-secondary">{t('balance')}</span>
      <span className="text-lg font-bold tabular-nums" data-testid="wallet-balance">
        {q.data ? money(q.data.balance) : '…'}
      </span>
    </div>
  );
}
