import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** /member: the member centre overlay (SPEC §2.7), built with the accounts and money work. */
export function Component() {
  const { t } = useTranslation();
  return <ComingSoon title={t('common:routes.member')} />;
}
