import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { GlobalLoader } from '../components/global-loader.tsx';
import { ModalHost } from '../components/modal/modal-host.tsx';
import { permissionQueryOptions, usePermission } from '../features/site/api/get-permission.ts';
import { MaintenancePage } from '../features/site/components/maintenance-page.tsx';
import { RegionPage } from '../features/site/components/region-page.tsx';
import { useBrandColours } from '../features/site/lib/brand-colours.ts';
import { queryClient } from '../lib/query-client.ts';
import { ChunkErrorBanner } from './chunk-error-banner.tsx';
import { RealityCheckMount } from './reality-check-mount.tsx';
import { useRouteHandle } from '../lib/route-handle.ts';
import { useLoginGuard } from './guard.ts';
import { useStartup } from './startup.ts';

/** The permission call decides the app mode before anything renders (SPEC §2.2). */
export async function rootLoader() {
  await queryClient.ensureQueryData(permissionQueryOptions);
  return null;
}

/** SPEC §2.1: scroll to top when the route name changes (not on query or hash changes). */
function useScrollTopOnRouteChange() {
  const name = useRouteHandle()?.name;
  const previous = useRef(name);
  useEffect(() => {
    // Not on the first render: the page opens at the top (or where the browser restores it), and
    // scrolling here would force a layout of the whole page inside the first render's task.
    if (previous.current === name) return;
    previous.current = name;
    window.scrollTo({ top: 0 });
  }, [name]);
}

export function Root() {
  const permission = usePermission();
  useStartup(permission.brand.merchantCode);
  useBrandColours(permission.brand.colors);
  useScrollTopOnRouteChange();
  useLoginGuard();

  if (permission.status === 1) return <Screen><MaintenancePage /></Screen>;
  if (permission.status === 2) return <Screen><RegionPage /></Screen>;
  return (
    <>
      <Outlet />
      <ModalHost />
      <RealityCheckMount />
      <GlobalLoader />
      <ChunkErrorBanner />
    </>
  );
}

function Screen({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <GlobalLoader />
    </>
  );
}
