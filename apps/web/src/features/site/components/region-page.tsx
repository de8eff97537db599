import { useTranslation } from 'react-i18next';
import { usePermission } from '../api/get-permission.ts';
import { StatusScreen } from './status-screen.tsx';

/** SPEC §2.2 region-blocked page: the visitor's IP and the block message. */
export function RegionPage() {
  const { t } = useTranslation('site');
  const permission = usePermission();
  return (
    <StatusScreen
      brand={permission.brand.name}
      title={t('region.title')}
      illustration={
        <svg viewBox="0 0 96 96" aria-hidden="true" className="size-full">
          <circle cx="48" cy="48" r="44" fill="currentColor" opacity=".12" />
          <circle cx="48" cy="48" r="26" fill="none" stroke="currentColor" strokeWidth="6" />
          <path d="M30 66L66 30" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
        </svg>
      }
    >
      <p className="text-fg-secondary">{permission.regionRestriction.message || t('region.defaultMessage')}</p>
      <p className="mt-5 rounded-xl bg-sunken px-4 py-3 text-sm">
        {t('region.yourIp')} <strong className="font-mono text-base" data-testid="visitor-ip">{permission.location.ip}</strong>
      </p>
    </StatusScreen>
  );
}
