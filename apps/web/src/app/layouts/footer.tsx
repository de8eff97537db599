import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FooterVendors } from '../../features/games/components/footer-vendors.tsx';
import { usePermission } from '../../features/site/api/get-permission.ts';
import { memberPath } from '../../lib/member-pages.ts';

/** Site footer: vendors, help links from the operator's home resources, age notice and copyright. */
export function Footer() {
  const { t } = useTranslation();
  const { brand, resources } = usePermission();
  return (
    <footer className="mt-12 border-t border-line bg-header px-4 py-8 text-sm text-fg-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <FooterVendors />
        <nav aria-label={t('common:footer.linksLabel')} className="flex flex-wrap gap-x-5 gap-y-2">
          {resources.home.map((r) => (
            <Link key={r.url} to={r.url} className="hover:text-fg">
              {t(`common:footer.resource.${r.url.split('#')[1] ?? 'help'}`, { defaultValue: r.labelNameEn })}
            </Link>
          ))}
          <Link to="/help" className="hover:text-fg">
            {t('common:footer.help')}
          </Link>
          <Link to="/agent" className="hover:text-fg">
            {t('common:footer.agent')}
          </Link>
          <Link to={memberPath('responsibleGaming')} className="hover:text-fg" data-testid="footer-responsible-gaming">
            {t('common:footer.responsibleGaming')}
          </Link>
        </nav>
        <div className="flex flex-wrap items-center gap-3">
          <span className="grid size-9 place-items-center rounded-full border-2 border-danger text-xs font-bold text-danger" aria-hidden="true">
            18+
          </span>
          <p className="max-w-2xl">{t('common:footer.responsible')}</p>
        </div>
        <p>{t('common:footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}</p>
      </div>
    </footer>
  );
}
