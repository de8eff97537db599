import { useNavigate } from 'react-router';
import { launchVendorCardLazy } from './launch-lazy.ts';
import type { MenuTarget } from './navigation.ts';

/** Follows a menu target: navigates to its page or launches its vendor game. */
export function useFollowTarget() {
  const navigate = useNavigate();
  return (target: MenuTarget) => {
    if (target.kind === 'page') void navigate(target.to);
    else void launchVendorCardLazy(target.card);
  };
}
