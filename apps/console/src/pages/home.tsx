import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canSee, NAV } from '../lib/roles.ts';
import { useSession } from '../lib/session.ts';

/** "/" opens the first area the role can use. */
export function HomeRedirect() {
  const session = useSession();
  const first = NAV.find((n) => canSee(session?.operator.role, n.area));
  return <Navigate to={first?.path ?? '/dashboard'} replace />;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md rounded-card border border-line bg-elevated p-8 text-center" data-testid="not-found">
      <p className="text-5xl font-extrabold text-fg-muted">404</p>
      <p className="mt-2 font-semibold">{t('notFound')}</p>
    </div>
  );
}
