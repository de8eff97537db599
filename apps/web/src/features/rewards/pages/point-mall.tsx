import { WhitelabelFlag, isFlagEnabled, type PointMallItem } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatInteger } from '../../../lib/format.ts';
import { memberPath } from '../../../lib/member-pages.ts';
import { usePermission } from '../../site/api/get-permission.ts';
import { usePointMall } from '../api/points.ts';
import { pointsErrorText } from '../components/points-error.ts';
import { RedeemDialog } from '../components/redeem-dialog.tsx';

/** A drawn gift (bonus credit) or parcel (physical item) for items without a picture. */
function ItemIcon({ kind }: { kind: PointMallItem['kind'] }) {
  return (
    <svg viewBox="0 0 24 24" className={`size-14 ${kind === 'BONUS' ? 'text-accent' : 'text-primary'}`} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
      {kind === 'BONUS' ? (
        <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.2C7 7 9.5 7 12 7zm0 0c1.5-3 5-3.5 5-1.2C17 7 14.5 7 12 7z" />
      ) : (
        <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9M7.5 5.25l9 4.5" />
      )}
    </svg>
  );
}

function ItemCard({ item, balance, onRedeem }: { item: PointMallItem; balance: number; onRedeem: () => void }) {
  const { t } = useTranslation('points');
  const soldOut = item.stock === 0;
  const short = item.points > balance;
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-elevated p-4 shadow-card" data-testid="mall-item" data-code={item.code}>
      <div className="grid aspect-[4/3] place-items-center rounded-xl bg-sunken text-4xl" aria-hidden="true">
        {item.imageUrl ? <img src={item.imageUrl} alt="" className="size-full rounded-xl object-cover" /> : <ItemIcon kind={item.kind} />}
      </div>
      <div className="grid flex-1 gap-1">
        <span className={`w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${item.kind === 'BONUS' ? 'bg-accent/15 text-accent' : 'bg-primary/15 text-primary'}`}>{t(`kinds.${item.kind}`)}</span>
        <h2 className="font-semibold">{item.name}</h2>
        <p className="text-lg font-bold text-accent tabular-nums">{t('item.points', { points: formatInteger(item.points) })}</p>
        {item.stock !== null && <p className="text-xs text-fg-muted">{soldOut ? t('item.soldOut') : t('item.stock', { left: formatInteger(item.stock) })}</p>}
      </div>
      <Button onClick={onRedeem} disabled={soldOut || short} variant={soldOut || short ? 'outline' : 'primary'} size="sm" className="min-h-10 leading-tight" data-testid="mall-redeem">
        {soldOut ? t('item.soldOut') : short ? t('item.notEnough') : t('item.redeem')}
      </Button>
    </li>
  );
}

/** /pointMall (SPEC §2.1, §2.9): the items, the member's points and a redeem dialog with the payment password. */
export function PointMallPage() {
  const { t } = useTranslation('points');
  const { whitelabel } = usePermission();
  const enabled = isFlagEnabled(whitelabel, WhitelabelFlag.POINTS_SYSTEM);
  const q = usePointMall();
  const [chosen, setChosen] = useState<PointMallItem | null>(null);

  return (
    <section className="mx-auto grid w-full max-w-6xl gap-4 p-4" aria-labelledby="mall-title" data-testid="point-mall">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="mall-title" className="text-2xl font-bold">
            {t('mall.title')}
          </h1>
          <p className="max-w-prose text-sm text-fg-secondary">{t('mall.intro')}</p>
        </div>
        {q.data && (
          <div className="flex items-center gap-3 rounded-card bg-elevated px-4 py-2 shadow-card">
            <div>
              <p className="text-xs text-fg-muted">{t('balance')}</p>
              <p className="text-2xl font-bold text-accent tabular-nums" data-testid="mall-balance">
                {formatInteger(q.data.balance)}
              </p>
            </div>
            <Link to={memberPath('points')} className={buttonClass({ variant: 'outline', size: 'sm' })}>
              {t('mall.myPoints')}
            </Link>
          </div>
        )}
      </div>
      {!enabled ? (
        <p className="rounded-card border border-line p-6 text-center text-fg-muted">{t('disabled')}</p>
      ) : q.isPending ? (
        <div className="grid place-items-center py-12">
          <Spinner label={t('loading')} />
        </div>
      ) : q.error ? (
        <div role="alert" className="grid justify-items-center gap-3 rounded-card border border-line p-6 text-center text-danger">
          <p>{pointsErrorText(q.error, t)}</p>
          <Button variant="outline" size="sm" onClick={() => void q.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : q.data.items.length === 0 ? (
        <p className="rounded-card border border-dashed border-line p-6 text-center text-fg-muted" data-testid="mall-empty">
          {t('mall.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
          {q.data.items.map((item) => (
            <ItemCard key={item.id} item={item} balance={q.data.balance} onRedeem={() => setChosen(item)} />
          ))}
        </ul>
      )}
      {chosen && q.data && <RedeemDialog item={chosen} balance={q.data.balance} onClose={() => setChosen(null)} />}
    </section>
  );
}
