import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon, type IconName } from '../../components/icons/icon.tsx';
import { isCurrentLink } from '../../lib/current-link.ts';
import { SideMenuGames } from '../../features/games/components/side-menu-games.tsx';
import { pickMenuLinks, useCustomerService } from '../../features/site/hooks/use-customer-service.ts';
import { usePermission } from '../../features/site/api/get-permission.ts';
import { isDesktop, setMenuOpen, useUi } from '../ui-store.ts';
import { DownloadQr } from './download-qr.tsx';
import { LanguageSelect } from './language-select.tsx';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold ${isActive ? 'bg-sunken text-primary' : 'text-fg-secondary hover:bg-sunken hover:text-fg'}`;

function MenuLink({ to, icon, label, end = false }: { to: string; icon: IconName; label: string; end?: boolean }) {
  const active = isCurrentLink(to, useLocation(), { end });
  return (
    <Link to={to} aria-current={active ? 'page' : undefined} className={itemClass({ isActive: active })}>
      <Icon name={icon} />
      {label}
    </Link>
  );
}

function ExternalLink({ href, icon, label }: { href: string; icon: IconName; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={itemClass({ isActive: false })}>
      <Icon name={icon} />
      <span className="flex-1 truncate">{label}</span>
      <Icon name="external" className="size-3.5 opacity-60" />
    </a>
  );
}

/** SPEC §2.5 side menu: a column on desktop, a drawer on phones; closes on navigation on phones. */
export function SideMenu() {
  const { t } = useTranslation();
  const open = useUi((s) => s.menuOpen);
  // A phone starts with the drawer closed: its contents (the vendor entries, the language list, ~130
  // elements) are rendered the first time it opens, then kept, instead of with the lobby's first screen.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const location = useLocation();

  useEffect(() => {
    if (!isDesktop()) setMenuOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!open || isDesktop()) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      {open && <div className="fixed inset-0 z-30 bg-overlay lg:hidden" onClick={() => setMenuOpen(false)} aria-hidden="true" />}
      <aside
        id="side-menu"
        aria-label={t('common:menu.label')}
        hidden={!open}
        data-testid="side-menu"
        className="fixed inset-y-0 start-0 z-40 w-(--menu-w) overflow-y-auto border-e border-line bg-menu p-3 lg:sticky lg:top-0 lg:z-20 lg:h-dvh"
      >
        {opened && <SideMenuContent />}
      </aside>
    </>
  );
}

function SideMenuContent() {
  const { t } = useTranslation();
  const cs = pickMenuLinks(useCustomerService());
  const { resources } = usePermission();
  return (
    <>
        <nav aria-label={t('common:menu.label')} className="flex flex-col gap-1">
          <MenuLink to="/" end icon="home" label={t('common:nav.home')} />
          <SideMenuGames />
          <MenuLink to="/promotions" icon="gift" label={t('common:nav.promotions')} />
          <MenuLink to="/member?page=referral" icon="users" label={t('common:menu.inviteFriends')} />
          <MenuLink to="/member?page=vip" icon="crown" label={t('common:menu.vipBonus')} />
        </nav>
        <DownloadQr ios={resources.ios} android={resources.android} />
        {(cs.liveChat || cs.telegram.length > 0 || cs.facebook) && (
          <section className="mt-4 border-t border-line pt-4" aria-labelledby="menu-cs-title">
            <h2 id="menu-cs-title" className="mb-1 px-3 text-xs font-semibold text-fg-muted uppercase">
              {t('common:cs.title')}
            </h2>
            {cs.liveChat && <ExternalLink href={cs.liveChat.href} icon="chat" label={t('common:cs.liveChat')} />}
            {cs.telegram.map((l) => (
              <ExternalLink key={l.id} href={l.href} icon="telegram" label={l.title} />
            ))}
            {cs.facebook && <ExternalLink href={cs.facebook.href} icon="facebook" label={cs.facebook.title} />}
          </section>
        )}
        <div className="mt-4 border-t border-line px-3 pt-4">
          <LanguageSelect />
        </div>
    </>
  );
}
