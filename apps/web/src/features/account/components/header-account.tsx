import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { openModal } from '../../../components/modal/modal-store.ts';
import { ensurePlayable } from '../../../lib/gates.ts';
import { memberPath } from '../../../lib/member-pages.ts';
import { selectIsAgent, selectIsLogin, selectIsTrial, useSession } from '../../../lib/session.ts';
import { useMe } from '../api/get-me.ts';
import { Icon } from '../../../components/icons/icon.tsx';
import { BalancePill } from './balance-pill.tsx';
import { MemberMenu } from './member-menu.tsx';

function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      className="absolute -end-1 -top-1 grid h-4 min-w-4 place-items-center rounded-full bg-danger px-1 text-[10px] leading-none font-bold text-primary-contrast"
      data-testid={testId}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * Right side of the header (SPEC §2.4). Visitors: log in and register. Signed in:
 * balance (hide/refresh), unread messages (not for trial accounts), available
 * promotions, VIP flag and the member menu.
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useSession((s) => s.member);
  const isLogin = useSession(selectIsLogin);
  const isAgent = useSession(selectIsAgent);
  const isTrial = useSession(selectIsTrial);
  const me = useMe();

  if (isLogin && member) {
    const unread = member.unreadMessageCount ?? 0;
    const promos = member.availablePromoCount ?? 0;
    return (
      <div className="flex items-center gap-1 sm:gap-2" data-testid="header-account">
        {isTrial && (
          <span className="hidden rounded-full border border-warning px-2 py-0.5 text-xs font-semibold text-warning sm:inline" data-testid="trial-badge">
            {t('common:account.trialBadge')}
          </span>
        )}
        {member.vip?.isVip && (
          <span className="hidden items-center gap-1 rounded-full bg-sunken px-2 py-1 text-xs font-bold text-primary md:flex" data-testid="vip-badge">
            <Icon name="crown" className="size-3.5" />
            {t('common:account.vip', { level: member.vip.level })}
          </span>
        )}
        <BalancePill member={member} refreshing={me.isFetching} onRefresh={() => void me.refetch()} />
        <Link
          to="/promotions"
          className="relative hidden size-9 place-items-center rounded-full text-fg-secondary hover:bg-sunken hover:text-fg sm:grid"
          aria-label={t('common:account.promotions', { count: promos })}
          data-testid="header-promos"
        >
          <Icon name="gift" />
          <CountBadge count={promos} testId="promo-count" />
        </Link>
        {!isTrial && (
          <button
            type="button"
            onClick={() => void ensurePlayable().then((ok) => ok && navigate(memberPath('messages')))}
            className="relative hidden size-9 place-items-center rounded-full text-fg-secondary hover:bg-sunken hover:text-fg sm:grid"
            aria-label={t('common:account.messages', { count: unread })}
            data-testid="header-messages"
          >
            <Icon name="mail" />
            <CountBadge count={unread} testId="unread-count" />
          </button>
        )}
        <MemberMenu member={member} isAgent={isAgent} isTrial={isTrial} />
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Button size="sm" variant="outline" className="whitespace-nowrap" onClick={() => void openModal('login')} data-testid="header-login">
        {t('common:auth.login')}
      </Button>
      <Button size="sm" className="whitespace-nowrap" onClick={() => void openModal('register')} data-testid="header-register">
        {t('common:auth.register')}
      </Button>
    </div>
  );
}

/** SPEC §2.4 header nav for signed-in accounts: deposit, withdrawal and the agent entry. */
export function HeaderAccountNav({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useSession(selectIsLogin);
  const isAgent = useSession(selectIsAgent);
  const go = (path: string) => async () => {
    if (await ensurePlayable()) navigate(path);
  };
  // Icon-only until the header has room for the words (2xl); the name stays as the accessible label.
  const item = 'flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold whitespace-nowrap text-fg-secondary hover:text-fg 2xl:px-3';
  const label = 'sr-only 2xl:not-sr-only';
  return (
    <div className={`items-center gap-1 ${className}`} data-testid="header-account-nav">
      {isLogin && (
        <>
          <button type="button" className={item} onClick={go(memberPath('depositv2'))} title={t('common:account.nav.deposit')} data-testid="nav-deposit">
            <Icon name="deposit" className="size-5 2xl:size-4" />
            <span className={label}>{t('common:account.nav.deposit')}</span>
          </button>
          <button type="button" className={item} onClick={go(memberPath('withdraw'))} title={t('common:account.nav.withdraw')} data-testid="nav-withdraw">
            <Icon name="withdraw" className="size-5 2xl:size-4" />
            <span className={label}>{t('common:account.nav.withdraw')}</span>
          </button>
        </>
      )}
      <Link to={isAgent ? '/agentHome' : '/agent'} className={item} title={t('common:account.nav.agent')} data-testid="nav-agent">
        <Icon name="users" className="size-5 2xl:size-4" />
        <span className={label}>{t('common:account.nav.agent')}</span>
      </Link>
    </div>
  );
}
