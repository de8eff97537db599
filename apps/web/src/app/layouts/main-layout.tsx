import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/spinner.tsx';
import { useRouteHandle } from '../../lib/route-handle.ts';
import { CustomerServiceWidget } from './customer-service-widget.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { ScrollTopButton } from './scroll-top-button.tsx';
import { SideMenu } from './side-menu.tsx';

/** SPEC §2.1 main layout: side menu, header, main content (re-created when the route key changes), footer, scroll-to-top, customer service. */
export function MainLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const location = useLocation();
  const showSideMenu = !handle?.hideSideMenu;
  const routeKey = location.pathname + location.search;
  return (
    <div className="flex min-h-dvh">
      <a href="#main" className="skip-link">
        {t('common:actions.skipToContent')}
      </a>
      {showSideMenu && <SideMenu />}
      <div className="flex min-w-0 flex-1 flex-col">
        <Header showMenuToggle={showSideMenu} />
        <main id="main" key={routeKey} className="flex-1" tabIndex={-1}>
          <Suspense
            fallback={
              <div className="grid min-h-[50dvh] place-items-center">
                <Spinner size="lg" />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
      <ScrollTopButton />
      <CustomerServiceWidget />
    </div>
  );
}
