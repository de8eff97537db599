import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSlotRounds } from '../api/get-slot-rounds.ts';
import { fairnessLink } from '../lib/fairness-link.ts';
import { Money } from './money.tsx';

/** The member's latest rounds; each links to the verifier (with the server seed once it was revealed). */
export function RoundsList() {
  const { t } = useTranslation('inhouse');
  const rounds = useSlotRounds(10);
  if (rounds.isPending) return <Spinner size="sm" />;
  if (rounds.isError) return <p className="text-sm text-danger">{errorText(rounds.error)}</p>;
  if (rounds.data.list.length === 0) return <p className="text-sm text-fg-muted">{t('rounds.empty')}</p>;
  return (
    <ul className="divide-y divide-line text-sm" data-testid="rounds-list">
      {rounds.data.list.map((r) => (
        <li key={r.roundId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-testid="round-row">
          <span className="w-full text-xs text-fg-muted">
            {formatDateTime(r.createdAt)} · {t('rounds.nonce', { nonce: r.nonce })}
          </span>
          <span className="text-fg-secondary">
            {t('rounds.bet')} <Money amount={r.bet} currency={r.currency} />
          </span>
          <span className={r.payout > 0 ? 'font-semibold text-success' : 'text-fg-secondary'}>
            {t('rounds.win')} <Money amount={r.payout} currency={r.currency} />
          </span>
          <Link
            className="ms-auto font-semibold text-primary underline"
            to={fairnessLink({ serverSeed: r.serverSeed, serverSeedHash: r.serverSeedHash, clientSeed: r.clientSeed, nonce: r.nonce, bet: r.bet })}
            title={r.serverSeed ? undefined : t('rounds.hiddenSeed')}
            data-testid="round-verify"
          >
            {t('rounds.verify')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
