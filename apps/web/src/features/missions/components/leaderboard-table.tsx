import { useTranslation } from 'react-i18next';
import { formatDate, formatInteger } from '../../../lib/format.ts';
import { useMoney } from '../../site/hooks/use-money.ts';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import { QueryBlock } from './query-block.tsx';

/** This week's top members by valid turnover; the caller's row is highlighted and their rank always shown. */
export function LeaderboardTable() {
  const { t } = useTranslation('missions');
  const money = useMoney();
  const q = useLeaderboard();
  return (
    <QueryBlock isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()}>
      {q.data && (
        <div className="grid gap-3" data-testid="leaderboard">
          <div>
            <h2 className="font-semibold">{t('leaderboard.title')}</h2>
            <p className="text-sm text-fg-secondary">
              {t('leaderboard.period', { from: formatDate(q.data.periodStart, { dateStyle: 'medium', timeZone: q.data.timeZone }), to: formatDate(new Date(Date.parse(q.data.periodEnd) - 1), { dateStyle: 'medium', timeZone: q.data.timeZone }) })}
            </p>
            <p className="text-sm text-fg-secondary">{t('leaderboard.intro')}</p>
          </div>
          <p className="rounded-xl bg-sunken p-3 text-sm font-semibold" data-testid="leaderboard-me">
            {q.data.me.rank === null ? t('leaderboard.unranked') : t('leaderboard.yourRank', { rank: formatInteger(q.data.me.rank), amount: money(q.data.me.validTurnover) })}
          </p>
          {q.data.entries.length === 0 ? (
            <p className="rounded-card border border-dashed border-line p-6 text-center text-fg-muted" data-testid="leaderboard-empty">
              {t('leaderboard.empty')}
            </p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-start text-xs text-fg-muted">
                  <th scope="col" className="w-14 py-2 text-start font-medium">
                    {t('leaderboard.rank')}
                  </th>
                  <th scope="col" className="py-2 text-start font-medium">
                    {t('leaderboard.player')}
                  </th>
                  <th scope="col" className="py-2 text-end font-medium">
                    {t('leaderboard.turnover')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {q.data.entries.map((e) => (
                  <tr key={e.rank} className={`border-t border-line ${e.isMe ? 'bg-primary/10 font-semibold' : ''}`} data-testid="leaderboard-row" aria-current={e.isMe ? 'true' : undefined}>
                    <td className="py-2 ps-1 tabular-nums">
                      <span className={`inline-grid size-7 place-items-center rounded-full ${e.rank <= 3 ? 'bg-accent text-accent-contrast' : 'bg-sunken'}`}>{formatInteger(e.rank)}</span>
                    </td>
                    <td className="py-2 break-all">
                      {e.username}
                      {e.isMe && <span className="ms-2 rounded-full bg-primary px-2 text-xs text-primary-contrast">{t('leaderboard.you')}</span>}
                    </td>
                    <td className="py-2 pe-1 text-end tabular-nums">{money(e.validTurnover)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </QueryBlock>
  );
}
