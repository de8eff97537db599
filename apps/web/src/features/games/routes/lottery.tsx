import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { useRouteHandle } from '../../../lib/route-handle.ts';

/** A game screen of SPEC §2.1, built with the game catalogue and the in-house games. */
export function Component() {
  const { t } = useTranslation();
  const name = useRouteHandle()?.name ?? 'home';
  return <ComingSoon title={t(`common:routes.${name}`)} />;
}
