import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../lib/format.ts';
import { useMyBets } from '../api/get-my-bets.ts';

/** The member's latest bets on this game, with their outcome once settled. */
export function MyBets({ gameCode, currencySymbol }: { gameCode: string; currencySymbol: string }) {
  const { t } = useTranslation('lottery');
  const bets = useMyBets(gameCode);
  const tone = { PENDING: 'text-fg-muted', WON: 'text-success', LOST: 'text-fg-secondary' } as const;
  return (
    <section className="rounded-card border border-line bg-elevated p-4 shadow-card" aria-labelledby="my-bets-title">
      <h2 id="my-bets-title" className="mb-3 font-semibold">
        {t('myBets')}
      </h2>
      {bets.isPending ? (
        <p className="text-sm text-fg-muted">{t('loading')}</p>
      ) : !bets.data?.list.length ? (
        <p className="text-sm text-fg-muted">{t('noBets')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="my-bets">
            <thead className="text-start text-xs text-fg-muted">
              <tr>
                <th className="py-1 text-start font-normal">{t('columns.draw')}</th>
                <th className="py-1 text-start font-normal">{t('columns.bet')}</th>
                <th className="py-1 text-end font-normal">{t('columns.stake')}</th>
                <th className="py-1 text-end font-normal">{t('columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {bets.data.list.map((b) => (
                <tr key={b.id} className="border-t border-line">
                  <td className="py-1.5 tabular-nums">{b.drawNo}</td>
                  <td className="py-1.5">
                    {t(`betTypes.${b.betType}`)} <span className="font-mono">{b.selection}</span>
                  </td>
                  <td className="py-1.5 text-end tabular-nums">
                    {currencySymbol}
                    {formatMinor(b.stake)}
                  </td>
                  <td className={`py-1.5 text-end font-semibold ${tone[b.status]}`}>
                    {b.status === 'WON' ? t('wonAmount', { amount: `${currencySymbol}${formatMinor(b.payout)}` }) : t(`status.${b.status}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
