import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/spinner.tsx';

/** SPEC §2.1: /agent and /agentHome have their own layout, without side menu, header or footer. */
export function AgentLayout() {
  return (
    <div className="min-h-dvh bg-canvas">
      <Suspense
        fallback={
          <div className="grid min-h-dvh place-items-center">
            <Spinner size="lg" />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </div>
  );
}
