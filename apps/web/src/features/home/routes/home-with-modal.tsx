import { useLocation, useSearchParams } from 'react-router';
import { useRouteModal } from '../../../components/modal/use-route-modal.ts';
import { useRouteHandle } from '../../../lib/route-handle.ts';
import { HomePage } from './home.tsx';

/**
 * /login, /register and /help (SPEC §2.1): home with a popup on top.
 * /login keeps `redirect`, /register reads `referralCode`, /help opens the section named by the hash.
 */
export function Component() {
  const kind = useRouteHandle()?.modal ?? 'login';
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const props =
    kind === 'register'
      ? { referralCode: params.get('referralCode') }
      : kind === 'help'
        ? { section: hash.replace('#', '') || undefined }
        : { redirect: params.get('redirect') };
  useRouteModal(kind, props);
  return <HomePage />;
}
