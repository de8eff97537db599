import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** /agentHome: the agent centre (SPEC §2.8), built with the agent back office work. */
export function Component() {
  const { t } = useTranslation();
  return <ComingSoon title={t('common:routes.agentHome')} />;
}
