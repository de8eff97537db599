import type { AgentProfile } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { changeLanguage, useLanguageStore } from '../../../lib/i18n.ts';
import { toggleTheme, useTheme } from '../../../lib/theme.ts';
import { usePermission } from '../../site/api/get-permission.ts';
import { Amount } from './amount.tsx';
import { AgentClock } from './agent-clock.tsx';

export interface AgentHeaderProps {
  profile: AgentProfile;
  onMenu: () => void;
  onSignOut: () => void;
}

const iconButton = 'grid size-9 shrink-0 place-items-center rounded-xl text-fg-secondary hover:bg-sunken hover:text-fg';

/** SPEC §2.8 header: GMT offset and a live clock in the agent's zone, nickname, sign out. */
export function AgentHeader({ profile, onMenu, onSignOut }: AgentHeaderProps) {
  const { t } = useTranslation('agent');
  const { brand } = usePermission();
  const theme = useTheme();
  const language = useLanguageStore((s) => s.language.code);
  // The brand's supported languages (EN and TY here): one tap switches to the next.
  const supported = brand.supportedLanguages;
  const other = supported.length > 1 ? supported[(supported.indexOf(language) + 1) % supported.length] : undefined;
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-header">
      <div className="mx-auto flex h-14 max-w-[1440px] items-center gap-2 px-3 md:h-16 md:px-6">
        <button type="button" className={`${iconButton} md:hidden`} onClick={onMenu} aria-label={t('header.openMenu')} data-testid="agent-menu-button">
          <Icon name="menu" />
        </button>
        <Link to="/agentHome" className="shrink-0" aria-label={t('header.home')}>
          <BrandLogo name={brand.name} logoUrl={brand.logoUrl} />
        </Link>
        <span className="hidden rounded-md bg-primary/15 px-2 py-0.5 text-xs font-bold text-primary lg:inline">{t(`types.${profile.typeName}`)}</span>
        <div className="ms-auto hidden sm:block">
          <AgentClock timeZone={profile.timeZone} gmtOffset={profile.gmtOffset} />
        </div>
        <div className="ms-auto flex items-center gap-1 sm:ms-3">
          <div className="hidden min-w-0 text-end md:block">
            <p className="max-w-40 truncate text-sm font-semibold" data-testid="agent-nickname">
              {profile.nickname || profile.username}
            </p>
            {profile.balance !== null && (
              <p className="text-xs text-fg-muted" data-testid="agent-balance">
                <Amount minor={profile.balance} />
              </p>
            )}
          </div>
          {other && (
            <button type="button" className={`${iconButton} w-auto px-2 text-xs font-bold`} onClick={() => void changeLanguage(other)} aria-label={t('header.language')} data-testid="agent-language">
              {other}
            </button>
          )}
          <button type="button" className={iconButton} onClick={toggleTheme} aria-label={t('header.theme')} data-testid="agent-theme">
            <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
          </button>
          <button type="button" className={iconButton} onClick={onSignOut} aria-label={t('header.signOut')} title={t('header.signOut')} data-testid="agent-sign-out">
            <Icon name="logout" />
          </button>
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-line px-3 py-1.5 sm:hidden">
        <span className="min-w-0 truncate text-sm font-semibold" data-testid="agent-nickname-mobile">
          {profile.nickname || profile.username}
        </span>
        <AgentClock timeZone={profile.timeZone} gmtOffset={profile.gmtOffset} />
      </div>
    </header>
  );
}
