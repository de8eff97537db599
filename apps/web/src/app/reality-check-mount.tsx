import { lazy, Suspense } from 'react';
import { importWithTimeout } from '../lib/lazy.ts';
import { useRouteHandle } from '../lib/route-handle.ts';
import { selectIsLogin, selectIsTrial, useSession } from '../lib/session.ts';

/** Pages where a member plays: the reality check (features/protection) runs only there, as its own chunk. */
const PLAY_ROUTES = new Set(['inhouseSlot', 'seamless', 'lottert', 'vnlottery', 'sealottery', 'lottery', 'seaLottery', 'vnLottery']);

const RealityCheck = lazy(() => importWithTimeout(() => import('../features/protection/index.ts')).then((m) => ({ default: m.RealityCheck })));

export function RealityCheckMount() {
  const name = useRouteHandle()?.name;
  const isLogin = useSession(selectIsLogin);
  const isTrial = useSession(selectIsTrial);
  if (!name || !PLAY_ROUTES.has(name) || !isLogin || isTrial) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  );
}
