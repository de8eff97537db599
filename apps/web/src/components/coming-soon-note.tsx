import { useTranslation } from 'react-i18next';

/** The in-popup form of the honest "not available yet" message. */
export function ComingSoonNote() {
  const { t } = useTranslation();
  return (
    <div className="py-6 text-center" data-testid="coming-soon">
      <p className="font-semibold">{t('common:comingSoon.title')}</p>
      <p className="mt-1 text-sm text-fg-secondary">{t('common:comingSoon.body')}</p>
    </div>
  );
}
