import type { ReactNode } from 'react';
import { canSee, type Area } from '../lib/roles.ts';
import { useSession } from '../lib/session.ts';
import { Forbidden } from './ui.tsx';

/** The 403 page for an area the operator's role cannot use (the server refuses its calls anyway). */
export function Guard({ area, children }: { area: Area; children: ReactNode }) {
  const session = useSession();
  if (!canSee(session?.operator.role, area)) return <Forbidden />;
  return <>{children}</>;
}
