import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { memberPath, type MemberPage } from '../../../lib/member-pages.ts';
import { useMoney } from '../../site/hooks/use-money.ts';
import { useMerchantWallet } from '../api/get-merchant-wallet.ts';
import { useWalletBalance } from '../api/get-wallet-balance.ts';
import { Card, FormMessage } from '../components/section.tsx';

/** Where the wallet page sends money next, in the member centre's order. */
const ACTIONS: readonly MemberPage[] = ['depositv2', 'withdraw', 'transferUpline', 'transactionHistory'];

/**
 * SPEC §2.7 "my wallet / transfer funds". The platform runs one seamless wallet (SPEC §3 merchant
 * wallet `isSingle`): every game plays from the main balance, so there are no game wallets to
 * transfer between — the page says so instead of offering transfers that would move nothing.
 */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const client = useQueryClient();
  const balance = useWalletBalance();
  const merchant = useMerchantWallet();
  const refresh = () => {
    void balance.refetch();
    void client.invalidateQueries({ queryKey: ['members', 'me'] });
  };
  return (
    <div className="grid gap-4" data-testid="wallet-page">
      <Card
        title={t('wallet.title')}
        aside={
          <Button variant="outline" size="sm" busy={balance.isFetching} onClick={refresh} data-testid="wallet-refresh">
            {t('wallet.refresh')}
          </Button>
        }
      >
        <div className="grid gap-1 rounded-xl bg-sunken px-4 py-5">
          <span className="text-sm text-fg-secondary">{t('wallet.main')}</span>
          <span className="text-3xl font-bold tabular-nums" data-testid="wallet-main-balance">
            {balance.data ? money(balance.data.balance) : '…'}
          </span>
          {balance.data && <span className="text-xs text-fg-muted">{balance.data.currency}</span>}
        </div>
        <FormMessage error={balance.error} />
        {merchant.data?.isSingle && (
          <p className="rounded-xl border border-line p-4 text-sm text-fg-secondary" data-testid="wallet-single">
            {t('wallet.single')}
          </p>
        )}
      </Card>
      <nav aria-label={t('wallet.actions')} className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {ACTIONS.map((page) => (
          <Link key={page} to={memberPath(page)} replace className={`${buttonClass({ variant: 'outline' })} min-h-12 text-center`} data-testid={`wallet-go-${page}`}>
            {t(`member:pages.${page}`)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
