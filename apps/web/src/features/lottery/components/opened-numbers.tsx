import type { LotteryDraw } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useOpenedNumbers } from '../api/get-opened-numbers.ts';
import { ResultBalls } from './result-balls.tsx';

/** Recent results with their revealed seeds; "verify" recomputes a draw on the server from its seed. */
export function OpenedNumbers({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('lottery');
  const opened = useOpenedNumbers(gameCode);
  const [verified, setVerified] = useState<Record<string, boolean>>({});

  async function verify(d: LotteryDraw) {
    if (!d.serverSeed) return;
    const answer = (await api('/lottery/fairness/verify', { query: { gameCode, drawNo: d.drawNo, serverSeed: d.serverSeed } })) as { matchesDraw: boolean | null };
    setVerified((v) => ({ ...v, [d.drawNo]: answer.matchesDraw === true }));
  }

  return (
    <section className="rounded-card border border-line bg-elevated p-4 shadow-card" aria-labelledby="opened-title">
      <h2 id="opened-title" className="mb-3 font-semibold">
        {t('openedNumbers')}
      </h2>
      {opened.isPending ? (
        <p className="text-sm text-fg-muted">{t('loading')}</p>
      ) : !opened.data?.list.length ? (
        <p className="text-sm text-fg-muted">{t('noDrawsYet')}</p>
      ) : (
        <ul className="grid gap-2" data-testid="opened-numbers">
          {opened.data.list.map((d) => (
            <li key={d.drawNo} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                <span className="font-semibold">{t('drawNo', { drawNo: d.drawNo })}</span>
                <span className="block text-xs text-fg-muted">{formatDateTime(d.drawsAt)}</span>
              </span>
              <ResultBalls result={d.result} />
              <span className="flex items-center gap-2">
                {verified[d.drawNo] === undefined ? (
                  <button type="button" className="text-xs font-semibold text-primary underline-offset-2 hover:underline" onClick={() => void verify(d)} title={d.serverSeed ?? ''}>
                    {t('verify')}
                  </button>
                ) : (
                  <span className={`text-xs font-semibold ${verified[d.drawNo] ? 'text-success' : 'text-danger'}`} role="status">
                    {verified[d.drawNo] ? t('verified') : t('notVerified')}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
