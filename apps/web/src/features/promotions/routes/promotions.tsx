import type { PromotionStatus, PromotionSummary } from '@app/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { requireRealAccount } from '../../../lib/gates.ts';
import { memberPath } from '../../../lib/member-pages.ts';
import { selectIsLogin, selectIsTrial, useSession } from '../../../lib/session.ts';
import { RichHtml } from '../../content/components/rich-html.tsx';
import { TermsList } from '../../rewards/components/terms-list.tsx';
import { useMoney } from '../../site/hooks/use-money.ts';
import { usePromotion, usePromotions } from '../api/promotions.ts';
import { ApplyForm } from '../components/apply-form.tsx';
import { QueryState } from '../../rewards/components/query-state.tsx';

/** Red envelopes and raffles: their own chunk, loaded with the list. */
const Giveaways = lazy(() => import('../../giveaways/giveaways-section.tsx').then((m) => ({ default: m.GiveawaysSection })));

const TONE: Partial<Record<PromotionStatus, string>> = {
  JOIN: 'bg-primary text-primary-contrast',
  APPLYING: 'bg-warning/20 text-warning',
  PROCESS: 'bg-accent/20 text-accent',
  CLAIMED: 'bg-success/20 text-success',
  ISSUED: 'bg-success/20 text-success',
  REJECTED: 'bg-danger/20 text-danger',
};

function StatusBadge({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation('rewards');
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status] ?? 'bg-sunken text-fg-secondary'}`} data-testid="promotion-status" data-status={status}>
      {t(`promotions.status.${status}`)}
    </span>
  );
}

const period = (p: PromotionSummary, t: (k: string, o: Record<string, string>) => string) =>
  t('promotions.period', { from: formatDate(p.startsAt, { dateStyle: 'medium' }), to: formatDate(p.endsAt, { dateStyle: 'medium' }) });

function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  return (
    <Link to={`/promotions?id=${promotion.id}`} className="group grid overflow-hidden rounded-card bg-elevated shadow-card transition-transform hover:-translate-y-0.5" data-testid="promotion-card">
      <img src={promotion.imageUrl} alt="" className="aspect-[2/1] w-full object-cover" loading="lazy" />
      <div className="grid gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-semibold group-hover:text-primary">{promotion.title}</h2>
          <StatusBadge status={promotion.status} />
        </div>
        <p className="line-clamp-2 text-sm text-fg-secondary">{promotion.summary}</p>
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-fg-muted">
          <span>{period(promotion, t)}</span>
          <span className="font-semibold text-accent">{t('promotions.bonus', { amount: money(promotion.bonusAmount) })}</span>
        </div>
      </div>
    </Link>
  );
}

function PromotionList() {
  const { t } = useTranslation('rewards');
  const signedIn = useSession(selectIsLogin);
  const q = usePromotions(signedIn);
  return (
    <section className="mx-auto grid max-w-6xl gap-4 px-4 py-6" aria-labelledby="promotions-title" data-testid="promotions">
      <h1 id="promotions-title" className="text-2xl font-bold">
        {t('promotions.title')}
      </h1>
      <Suspense fallback={null}>
        <Giveaways />
      </Suspense>
      <QueryState isPending={q.isPending} error={q.error} />
      {q.data && q.data.list.length === 0 && <p className="rounded-card border border-dashed border-line p-8 text-center text-fg-muted">{t('promotions.empty')}</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {q.data.list.map((p) => (
            <PromotionCard key={p.id} promotion={p} />
          ))}
        </div>
      )}
    </section>
  );
}

function PromotionDetail({ id }: { id: string }) {
  const { t } = useTranslation('rewards');
  const signedIn = useSession(selectIsLogin);
  const trial = useSession(selectIsTrial);
  const q = usePromotion(id, signedIn);
  const p = q.data;
  return (
    <section className="mx-auto grid max-w-4xl gap-4 px-4 py-6" aria-labelledby="promotion-title" data-testid="promotion-detail">
      <Link to="/promotions" className="text-sm text-primary hover:underline">
        {t('promotions.back')}
      </Link>
      <QueryState isPending={q.isPending} error={q.error} />
      {p && (
        <article className="grid gap-4 overflow-hidden rounded-card bg-elevated shadow-card">
          <img src={p.imageUrl} alt="" className="aspect-[2/1] w-full object-cover sm:aspect-[3/1]" />
          <div className="grid gap-4 p-4 sm:p-6">
            <header className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h1 id="promotion-title" className="text-2xl font-bold">
                  {p.title}
                </h1>
                <p className="text-sm text-fg-muted">{period(p, t)}</p>
              </div>
              <StatusBadge status={p.status} />
            </header>
            <p className="text-fg-secondary">{p.summary}</p>
            <div className="grid gap-2 rounded-xl bg-sunken p-4">
              <h2 className="font-semibold">{t('terms.title')}</h2>
              <TermsList terms={p.terms} amount={p.bonusAmount} />
            </div>
            {/* The terms are HTML from the console's rich-text editor (sanitised on the server, purified again here). */}
            <RichHtml html={p.body} className="[&_h2]:font-semibold [&_h3]:font-semibold" testId="promotion-body" />
            {p.application && (
              <div className="grid gap-1 rounded-xl border border-line p-4 text-sm" data-testid="promotion-application">
                <h2 className="font-semibold">{t('promotions.application.title')}</h2>
                <p className="text-fg-muted">{t('promotions.application.sent', { date: formatDateTime(p.application.createdAt) })}</p>
                {p.application.comment && <p className="italic">{p.application.comment}</p>}
                {p.application.reason && <p className="text-danger">{t('promotions.application.reason', { reason: p.application.reason })}</p>}
                {p.application.bonusId && (
                  <Link to={memberPath('bonusDetails')} className={`${buttonClass({ variant: 'outline', size: 'sm' })} mt-2 justify-self-start`} data-testid="promotion-bonus-link">
                    {t('promotions.application.bonus')}
                  </Link>
                )}
              </div>
            )}
            {p.status === 'JOIN' && signedIn && !trial && <ApplyForm promotionId={p.id} />}
            {p.status === 'JOIN' && (!signedIn || trial) && (
              <Button onClick={() => void requireRealAccount()} data-testid="apply-login">
                {t('promotions.apply.login')}
              </Button>
            )}
          </div>
        </article>
      )}
    </section>
  );
}

/** /promotions (SPEC §2.1): the list, and one promotion with its terms and the application form (`?id=`). */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id && /^[1-9][0-9]{0,17}$/.test(id) ? <PromotionDetail id={id} /> : <PromotionList />;
}
