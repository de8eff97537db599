import { DEFAULT_AGENT_PAGE } from '@app/contracts';
import * as RadixDialog from '@radix-ui/react-dialog';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { replace, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { isApiError } from '../../../lib/http.ts';
import { importWithTimeout } from '../../../lib/lazy.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getToken, useSession } from '../../../lib/session.ts';
import { logout } from '../../account/lib/logout.ts';
import { agentProfileQueryOptions, useAgentProfile } from '../api/get-profile.ts';
import { AgentHeader } from '../components/agent-header.tsx';
import { AgentMenu } from '../components/agent-menu.tsx';
import { ContractPopup } from '../components/contract-popup.tsx';
import { POPUP_ENTRIES, visiblePages, type AgentPage } from '../lib/menu.ts';

/**
 * SPEC §2.8 guard: only agents reach /agentHome. A visitor (no token), a member or a trial account (the
 * profile call answers 401/403) is *replaced* to /agent, so Back does not return to a page they cannot see.
 * The profile it fetches is the header's and the menu's data.
 */
export async function loader() {
  const token = getToken();
  if (!token) return replace('/agent');
  try {
    await queryClient.ensureQueryData(agentProfileQueryOptions(token));
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return replace('/agent');
    throw error;
  }
  return null;
}

type Loaded = LazyExoticComponent<ComponentType>;
const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType): Loaded => lazy(() => importWithTimeout(load).then((m) => ({ default: pick(m) })));

/** Every page its own chunk: the agent centre adds nothing to the lobby's first load. */
const PAGES: Record<Exclude<AgentPage, 'agentAnnouncement'>, Loaded> = {
  agentDeposit: page(() => import('../pages/member-feature-pages.tsx'), (m) => m.AgentDepositPage),
  agentWithdraw: page(() => import('../pages/member-feature-pages.tsx'), (m) => m.AgentWithdrawPage),
  agentTeamOverview: page(() => import('../pages/team-overview.tsx'), (m) => m.TeamOverviewPage),
  agentRegister: page(() => import('../pages/register-downline.tsx'), (m) => m.RegisterDownlinePage),
  agentTeam: page(() => import('../pages/team-members.tsx'), (m) => m.TeamMembersPage),
  agentBets: page(() => import('../pages/team-bets.tsx'), (m) => m.TeamBetsPage),
  agentProfitLoss: page(() => import('../pages/profit-loss.tsx'), (m) => m.ProfitLossPage),
  agentIncome: page(() => import('../pages/income.tsx'), (m) => m.IncomePage),
  agentTransactions: page(() => import('../pages/transactions.tsx'), (m) => m.TransactionsPage),
  agentTransfer: page(() => import('../pages/transfer.tsx'), (m) => m.TransferPage),
  agentReferral: page(() => import('../pages/referral.tsx'), (m) => m.ReferralPage),
  agentDividend: page(() => import('../pages/settlements.tsx'), (m) => m.DividendPage),
  agentDailySalary: page(() => import('../pages/settlements.tsx'), (m) => m.DailySalaryPage),
  agentHourlySalary: page(() => import('../pages/settlements.tsx'), (m) => m.HourlySalaryPage),
  agentRealtimeSalary: page(() => import('../pages/settlements.tsx'), (m) => m.RealtimeSalaryPage),
  agentContracts: page(() => import('../pages/contracts.tsx'), (m) => m.ContractsPage),
  agentMessages: page(() => import('../pages/member-feature-pages.tsx'), (m) => m.AgentMessagesPage),
  agentService: page(() => import('../pages/customer-service.tsx'), (m) => m.CustomerServicePage),
};

function PageSpinner() {
  return (
    <div className="grid min-h-[40dvh] place-items-center">
      <Spinner size="lg" />
    </div>
  );
}

/** /agentHome: the agent centre (SPEC §2.8), default page agentTeamOverview. */
export function Component() {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const profile = useAgentProfile();
  const unread = useSession((s) => s.member?.unreadMessageCount ?? 0);
  const [drawer, setDrawer] = useState(false);

  const pages = visiblePages(profile);
  const requested = params.get('page') as AgentPage | null;
  const current: AgentPage = requested && pages.includes(requested) && !POPUP_ENTRIES.has(requested) ? requested : (DEFAULT_AGENT_PAGE as AgentPage);
  const Page = PAGES[current as Exclude<AgentPage, 'agentAnnouncement'>];

  // SPEC §2.8: sign out shows the loader, ends the session, then goes to /agent.
  const signOut = () =>
    void logout(() => {
      queryClient.removeQueries({ queryKey: ['agent'] });
      navigate('/agent', { replace: true });
    }, { confirm: false });

  const menu = (close?: () => void) => <AgentMenu pages={pages} current={current} unread={unread} onNavigate={close} />;

  return (
    <div className="min-h-dvh bg-canvas text-fg" data-testid="agent-home">
      <AgentHeader profile={profile} onMenu={() => setDrawer(true)} onSignOut={signOut} />
      <div className="mx-auto flex max-w-[1440px] gap-6 px-3 py-4 md:px-6 md:py-6">
        <nav aria-label={t('menuLabel')} className="hidden w-56 shrink-0 md:block">
          <div className="sticky top-20 rounded-card bg-elevated p-2 shadow-card">{menu()}</div>
        </nav>
        <main id="main" className="min-w-0 flex-1">
          <Suspense fallback={<PageSpinner />}>
            <Page key={current} />
          </Suspense>
        </main>
      </div>
      {/* SPEC §2.6: an offer waiting for this agent's answer (logged-in agents only: this route's guard). */}
      <Suspense fallback={null}>
        <ContractPopup />
      </Suspense>
      <RadixDialog.Root open={drawer} onOpenChange={setDrawer}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-overlay md:hidden" />
          <RadixDialog.Content className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-menu p-3 shadow-card md:hidden" data-testid="agent-drawer">
            <div className="mb-2 flex items-center justify-between">
              <RadixDialog.Title className="text-base font-bold">{t('menuLabel')}</RadixDialog.Title>
              <RadixDialog.Close className="grid size-9 place-items-center rounded-full text-fg-muted hover:bg-sunken hover:text-fg" aria-label={t('header.closeMenu')}>
                <span aria-hidden="true" className="text-xl leading-none">×</span>
              </RadixDialog.Close>
            </div>
            <RadixDialog.Description className="sr-only">{profile.nickname || profile.username}</RadixDialog.Description>
            <nav aria-label={t('menuLabel')}>{menu(() => setDrawer(false))}</nav>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </div>
  );
}
