import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openModal } from '../../../components/modal/modal-store.ts';
import { agentPath, POPUP_ENTRIES, type AgentPage } from '../lib/menu.ts';

export interface AgentMenuProps {
  pages: AgentPage[];
  current: AgentPage;
  unread: number;
  onNavigate?: () => void;
}

const item = (active: boolean) =>
  `flex w-full items-center gap-2 rounded-xl px-3 py-2 text-start text-sm font-semibold ${active ? 'bg-primary text-primary-contrast' : 'text-fg-secondary hover:bg-sunken hover:text-fg'}`;

/** The SPEC §2.8 left menu (a drawer on phones). The announcement entry opens the site's notice popup. */
export function AgentMenu({ pages, current, unread, onNavigate }: AgentMenuProps) {
  const { t } = useTranslation('agent');
  return (
    <ul className="grid gap-0.5" data-testid="agent-menu">
      {pages.map((p) => (
        <li key={p}>
          {POPUP_ENTRIES.has(p) ? (
            <button
              type="button"
              className={item(false)}
              onClick={() => {
                onNavigate?.();
                void openModal('notice');
              }}
              data-testid={`agent-nav-${p}`}
            >
              {t(`menu.${p}`)}
            </button>
          ) : (
            <Link to={agentPath(p)} aria-current={p === current ? 'page' : undefined} className={item(p === current)} onClick={onNavigate} data-testid={`agent-nav-${p}`}>
              <span className="flex-1">{t(`menu.${p}`)}</span>
              {p === 'agentMessages' && unread > 0 && <span className="rounded-full bg-danger px-1.5 text-xs text-primary-contrast">{unread}</span>}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
