import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Guard } from './components/guard.tsx';
import { Layout } from './components/layout.tsx';
import { isApiError } from './lib/api.ts';
import { AccountPage } from './pages/account.tsx';
import { AdjustmentsPage } from './pages/adjustments.tsx';
import { AuditPage } from './pages/audit.tsx';
import { HomeRedirect, NotFoundPage } from './pages/home.tsx';
import { LoginPage } from './pages/login.tsx';
import { MemberDetailPage } from './pages/member-detail.tsx';
import { MembersPage } from './pages/members.tsx';
import { PaymentsPage } from './pages/payments.tsx';
import { ReportsPage } from './pages/reports.tsx';
import { StaffPage } from './pages/staff.tsx';

// The editor (Tiptap) is a lazy chunk: most operators never open it.
const AnnouncementsPage = lazy(() => import('./pages/announcements.tsx').then((m) => ({ default: m.AnnouncementsPage })));
const AnnouncementEditPage = lazy(() => import('./pages/announcement-edit.tsx').then((m) => ({ default: m.AnnouncementEditPage })));
const BannersPage = lazy(() => import('./pages/banners.tsx').then((m) => ({ default: m.BannersPage })));
const NoticesPage = lazy(() => import('./pages/notices.tsx').then((m) => ({ default: m.NoticesPage })));
const HelpArticlesPage = lazy(() => import('./pages/help-articles.tsx').then((m) => ({ default: m.HelpArticlesPage })));
const RiskPage = lazy(() => import('./pages/risk.tsx').then((m) => ({ default: m.RiskPage })));
const KycPage = lazy(() => import('./pages/kyc.tsx').then((m) => ({ default: m.KycPage })));
const RewardsVipPage = lazy(() => import('./pages/rewards-vip.tsx').then((m) => ({ default: m.RewardsVipPage })));
const RewardsRebatePage = lazy(() => import('./pages/rewards-rebate.tsx').then((m) => ({ default: m.RewardsRebatePage })));
const RewardsPointsPage = lazy(() => import('./pages/rewards-points.tsx').then((m) => ({ default: m.RewardsPointsPage })));
const RewardsMissionsPage = lazy(() => import('./pages/rewards-missions.tsx').then((m) => ({ default: m.RewardsMissionsPage })));
const GamesPage = lazy(() => import('./pages/games.tsx').then((m) => ({ default: m.GamesPage })));
const GamesImportPage = lazy(() => import('./pages/games-import.tsx').then((m) => ({ default: m.GamesImportPage })));
const SettingsPage = lazy(() => import('./pages/settings.tsx').then((m) => ({ default: m.SettingsPage })));
const ContractsPage = lazy(() => import('./pages/contracts.tsx').then((m) => ({ default: m.ContractsPage })));
const AgentsPage = lazy(() => import('./pages/agents.tsx').then((m) => ({ default: m.AgentsPage })));
const FeedbackPage = lazy(() => import('./pages/feedback.tsx').then((m) => ({ default: m.FeedbackPage })));
const MessagesPage = lazy(() => import('./pages/messages.tsx').then((m) => ({ default: m.MessagesPage })));
const PromotionsPage = lazy(() => import('./pages/promotions.tsx').then((m) => ({ default: m.PromotionsPage })));
const PromotionEditPage = lazy(() => import('./pages/promotion-edit.tsx').then((m) => ({ default: m.PromotionEditPage })));
const PromotionApplicationsPage = lazy(() => import('./pages/promotion-applications.tsx').then((m) => ({ default: m.PromotionApplicationsPage })));
const RewardOffersPage = lazy(() => import('./pages/reward-offers.tsx').then((m) => ({ default: m.RewardOffersPage })));
// uPlot only on the dashboard.
const DashboardPage = lazy(() => import('./pages/dashboard.tsx').then((m) => ({ default: m.DashboardPage })));

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      // A refusal or a missing route does not get better by asking again.
      retry: (n, error) => n < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
  },
});

const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    {
      path: '/',
      element: <Layout />,
      children: [
        { index: true, element: <HomeRedirect /> },
        { path: 'dashboard', element: <Guard area="dashboard"><DashboardPage /></Guard> },
        { path: 'payments', element: <Guard area="payments"><PaymentsPage /></Guard> },
        { path: 'members', element: <Guard area="members"><MembersPage /></Guard> },
        { path: 'members/:id', element: <Guard area="members"><MemberDetailPage /></Guard> },
        { path: 'adjustments', element: <Guard area="adjustments"><AdjustmentsPage /></Guard> },
        { path: 'risk', element: <Guard area="risk"><RiskPage /></Guard> },
        { path: 'kyc', element: <Guard area="kyc"><KycPage /></Guard> },
        { path: 'contracts', element: <Guard area="contracts"><ContractsPage /></Guard> },
        { path: 'rewards/vip', element: <Guard area="loyalty"><RewardsVipPage /></Guard> },
        { path: 'rewards/rebate', element: <Guard area="loyalty"><RewardsRebatePage /></Guard> },
        { path: 'rewards/points', element: <Guard area="loyalty"><RewardsPointsPage /></Guard> },
        { path: 'rewards/missions', element: <Guard area="loyalty"><RewardsMissionsPage /></Guard> },
        { path: 'agents', element: <Guard area="agents"><AgentsPage /></Guard> },
        { path: 'feedback', element: <Guard area="feedback"><FeedbackPage /></Guard> },
        { path: 'messages', element: <Guard area="messages"><MessagesPage /></Guard> },
        { path: 'content', element: <Guard area="content"><AnnouncementsPage /></Guard> },
        { path: 'content/banners', element: <Guard area="content"><BannersPage /></Guard> },
        { path: 'content/notices', element: <Guard area="content"><NoticesPage /></Guard> },
        { path: 'content/help', element: <Guard area="content"><HelpArticlesPage /></Guard> },
        { path: 'content/:id', element: <Guard area="content"><AnnouncementEditPage /></Guard> },
        { path: 'promotions', element: <Guard area="promotions"><PromotionsPage /></Guard> },
        { path: 'promotions/applications', element: <Guard area="promotions"><PromotionApplicationsPage /></Guard> },
        { path: 'promotions/:id', element: <Guard area="promotions"><PromotionEditPage /></Guard> },
        { path: 'rewards', element: <Guard area="rewards"><RewardOffersPage /></Guard> },
        { path: 'games', element: <Guard area="games"><GamesPage /></Guard> },
        { path: 'games/import', element: <Guard area="games"><GamesImportPage /></Guard> },
        { path: 'settings', element: <Guard area="settings"><SettingsPage /></Guard> },
        { path: 'reports', element: <Guard area="reports"><ReportsPage /></Guard> },
        { path: 'audit', element: <Guard area="audit"><AuditPage /></Guard> },
        { path: 'staff', element: <Guard area="staff"><StaffPage /></Guard> },
        { path: 'account', element: <Guard area="account"><AccountPage /></Guard> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
  { basename: '/console' },
);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
