import { DEFAULT_MEMBER_PAGE, WhitelabelFlag, isFlagEnabled } from '@app/contracts';
import { createElement, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ensurePlayable } from '../../../lib/gates.ts';
import { MEMBER_PAGES, memberPageComponent, memberPath, memberBadgeHook, type MemberPage } from '../../../lib/member-pages.ts';
import { selectIsTrial, useSession } from '../../../lib/session.ts';
import { usePermission } from '../../site/api/get-permission.ts';
import { SecurityCentre } from '../components/security-centre.tsx';

/**
 * /member: the member centre (SPEC §2.7), default page securityCenter. The menu
 * follows the spec's order; manualRebate and points show only with their flags;
 * red badges count unread messages, available rewards and claimable missions. Trial accounts are
 * sent back with the `in_need_true_account` dialog.
 */
/** A page another feature registered for the member centre (lib/member-pages.ts). */
function FeaturePage({ page }: { page: MemberPage }) {
  const Page = memberPageComponent(page);
  // Registered once at start-up (a stable component), not created here.
  return Page ? createElement(Page) : null;
}

/** A menu entry's red count badge, shown only above 0: the member's own counts plus any a feature registered. */
function MenuBadge({ page, base }: { page: MemberPage; base: number }) {
  const useFeatureCount = memberBadgeHook(page);
  const count = base + useFeatureCount();
  if (count <= 0) return null;
  return (
    <span className="rounded-full bg-danger px-1.5 text-xs text-primary-contrast" data-testid={`member-badge-${page}`}>
      {count}
    </span>
  );
}

export function Component() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const member = useSession((s) => s.member);
  const firstTimeLogin = useSession((s) => s.firstTimeLogin);
  const isTrial = useSession(selectIsTrial);
  const { whitelabel } = usePermission();

  useEffect(() => {
    if (isTrial) void ensurePlayable().then(() => navigate('/', { replace: true }));
  }, [isTrial, navigate]);

  const pages = MEMBER_PAGES.filter(
    (p) => (p !== 'manualRebate' || isFlagEnabled(whitelabel, WhitelabelFlag.MANUAL_REBATE)) && (p !== 'points' || isFlagEnabled(whitelabel, WhitelabelFlag.POINTS_SYSTEM)),
  );
  const requested = params.get('page') as MemberPage | null;
  const page: MemberPage = requested && (pages as readonly string[]).includes(requested) ? requested : (DEFAULT_MEMBER_PAGE as MemberPage);
  const hasFeaturePage = memberPageComponent(page) !== undefined;
  const badge = (p: MemberPage) => (p === 'messages' ? (member?.unreadMessageCount ?? 0) : p === 'rewardCenter' ? (member?.availablePromoCount ?? 0) : 0);

  if (!member || isTrial) {
    return (
      <div className="grid min-h-[50dvh] place-items-center">
        <Spinner size="lg" />
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-3 py-4 md:flex-row md:gap-6 md:px-6 md:py-8" data-testid="member-centre">
      <nav aria-label={t('menuLabel')} className="md:w-64 md:shrink-0">
        <div className="mb-3 hidden rounded-card bg-elevated p-4 shadow-card md:block">
          <p className="text-xs text-fg-muted">{firstTimeLogin ? t('welcomeNew') : t('welcome')}</p>
          <p className="truncate text-lg font-bold">{member.nickname || member.account}</p>
        </div>
        <ul className="flex gap-1 overflow-x-auto pb-1 [scrollbar-width:none] md:flex-col md:overflow-visible md:rounded-card md:bg-elevated md:p-2 md:shadow-card">
          {pages.map((p) => {
            const active = p === page;
            const count = badge(p);
            return (
              <li key={p} className="shrink-0">
                <Link
                  to={memberPath(p)}
                  replace
                  aria-current={active ? 'page' : undefined}
                  className={`flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold whitespace-nowrap md:whitespace-normal ${active ? 'bg-primary text-primary-contrast' : 'bg-elevated text-fg-secondary hover:text-fg md:bg-transparent'}`}
                  data-testid={`member-nav-${p}`}
                >
                  <span className="flex-1">{t(`pages.${p}`)}</span>
                  <MenuBadge page={p} base={count} />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        {page === 'securityCenter' ? (
          <SecurityCentre member={member} />
        ) : hasFeaturePage ? (
          <Suspense
            fallback={
              <div className="grid min-h-[30dvh] place-items-center">
                <Spinner size="lg" />
              </div>
            }
          >
            <FeaturePage page={page} />
          </Suspense>
        ) : (
          <div className="-mx-4 -my-10">
            <ComingSoon title={t(`pages.${page}`)} />
          </div>
        )}
      </div>
    </div>
  );
}
