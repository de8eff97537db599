import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** /promotions: built with the rewards work. */
export function Component() {
  const { t } = useTranslation();
  return <ComingSoon title={t('common:routes.promotions')} />;
}
