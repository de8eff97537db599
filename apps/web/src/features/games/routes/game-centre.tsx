import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { useRouteHandle } from '../../../lib/route-handle.ts';

/** /sports /esports /lott /elott /cockfight: game centre pages, built with the game catalogue. */
export function Component() {
  const { t } = useTranslation();
  const name = useRouteHandle()?.name ?? 'sports';
  return <ComingSoon title={t(`common:routes.${name}`)} />;
}
