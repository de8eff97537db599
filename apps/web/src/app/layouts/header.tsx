import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { Icon } from '../../components/icons/icon.tsx';
import { HeaderAccount, HeaderAccountNav } from '../../features/account/components/header-account.tsx';
import { HeaderFreePlay } from '../../features/auth/components/header-free-play.tsx';
import { HeaderGameMenu } from '../../features/games/components/header-game-menu.tsx';
import { usePermission } from '../../features/site/api/get-permission.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { toggleMenu, useUi } from '../ui-store.ts';
import { ThemeToggle } from './theme-toggle.tsx';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap ${isActive ? 'text-primary' : 'text-fg-secondary hover:text-fg'}`;

/** SPEC §2.4 header: menu toggle, brand, navigation (Home and Promotions always; game categories when served), account area. */
export function Header({ showMenuToggle }: { showMenuToggle: boolean }) {
  const { t } = useTranslation();
  const permission = usePermission();
  const menuOpen = useUi((s) => s.menuOpen);
  // The navigation row (from 768 px, Tailwind's md) and the account links (from 1280 px, xl) are rendered
  // only at those widths, not rendered and hidden by CSS: on a phone the game menu's render when the
  // sorting list arrived was a long task for nothing. The media query is the one place that decides.
  const wide = useMediaQuery('(min-width: 768px)');
  const extraWide = useMediaQuery('(min-width: 1280px)');
  return (
    <header className="sticky top-0 z-30 flex h-(--header-h) items-center gap-2 border-b border-line bg-header/95 px-3 backdrop-blur sm:px-4">
      {showMenuToggle && (
        <button
          type="button"
          onClick={toggleMenu}
          className="grid size-10 place-items-center rounded-full text-fg-secondary hover:bg-sunken hover:text-fg"
          aria-label={menuOpen ? t('common:menu.close') : t('common:menu.open')}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          data-testid="menu-toggle"
        >
          <Icon name="menu" />
        </button>
      )}
      <BrandLogo name={permission.brand.name} logoUrl={permission.brand.logoUrl} compact />
      {wide && (
        <nav aria-label={t('common:nav.label')} className="ms-2 flex h-10 min-w-0 flex-1 flex-wrap items-center gap-x-1 overflow-hidden">
          <NavLink to="/" end className={navClass}>
            {t('common:nav.home')}
          </NavLink>
          <NavLink to="/promotions" className={navClass}>
            {t('common:nav.promotions')}
          </NavLink>
          <HeaderGameMenu />
        </nav>
      )}
      <div className="ms-auto flex items-center gap-1 sm:gap-2">
        {extraWide && <HeaderAccountNav className="flex" />}
        <ThemeToggle />
        <HeaderFreePlay />
        <HeaderAccount />
      </div>
    </header>
  );
}
