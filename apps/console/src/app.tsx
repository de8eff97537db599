import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Guard } from './components/guard.tsx';
import { Layout } from './components/layout.tsx';
import { isApiError } from './lib/api.ts';
import { AuditPage } from './pages/audit.tsx';
import { HomeRedirect, NotFoundPage } from './pages/home.tsx';
import { LoginPage } from './pages/login.tsx';
import { PaymentsPage } from './pages/payments.tsx';

// The editor (Tiptap) is a lazy chunk: most operators never open it.
const AnnouncementsPage = lazy(() => import('./pages/announcements.tsx').then((m) => ({ default: m.AnnouncementsPage })));
const AnnouncementEditPage = lazy(() => import('./pages/announcement-edit.tsx').then((m) => ({ default: m.AnnouncementEditPage })));

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
        { path: 'payments', element: <Guard area="payments"><PaymentsPage /></Guard> },
        { path: 'content', element: <Guard area="content"><AnnouncementsPage /></Guard> },
        { path: 'content/:id', element: <Guard area="content"><AnnouncementEditPage /></Guard> },
        { path: 'audit', element: <Guard area="audit"><AuditPage /></Guard> },
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
