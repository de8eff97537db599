import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ensurePlayable } from '../../../lib/gates.ts';
import { memberPath, type MemberPage } from '../../../lib/member-pages.ts';
import type { MemberInfo } from '../../../lib/session.ts';
import { logout } from '../lib/logout.ts';
import { Icon, type IconName } from '../../../components/icons/icon.tsx';

interface Entry {
  key: string;
  label: string;
  icon: IconName;
  badge?: number;
  run: () => void;
}

/** SPEC §2.4/§6 member menu: a button with a dropdown, keyboard operable (arrows, Home, End, Escape). Agents get the agent entry. */
export function MemberMenu({ member, isAgent, isTrial }: { member: MemberInfo; isAgent: boolean; isTrial: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<(HTMLButtonElement | null)[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);

  const gated = (page: MemberPage) => async () => {
    if (await ensurePlayable()) navigate(memberPath(page));
  };
  const entries: Entry[] = [
    { key: 'member', label: t('common:account.menu.memberCentre'), icon: 'user', run: gated('securityCenter') },
    { key: 'deposit', label: t('common:account.menu.deposit'), icon: 'deposit', run: gated('depositv2') },
    { key: 'withdraw', label: t('common:account.menu.withdraw'), icon: 'withdraw', run: gated('withdraw') },
    ...(!isTrial
      ? [{ key: 'messages', label: t('common:account.menu.messages'), icon: 'mail' as const, badge: member.unreadMessageCount ?? 0, run: gated('messages') }]
      : []),
    { key: 'security', label: t('common:account.menu.security'), icon: 'shield', run: gated('securityCenter') },
    ...(isAgent ? [{ key: 'agent', label: t('common:account.menu.agentCentre'), icon: 'users' as const, run: () => navigate('/agentHome') }] : []),
    { key: 'logout', label: t('common:account.menu.logout'), icon: 'logout', run: () => void logout(() => navigate('/')) },
  ];

  useEffect(() => {
    if (!open) return;
    itemsRef.current[0]?.focus();
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const focusItem = (i: number) => itemsRef.current[(i + entries.length) % entries.length]?.focus();
  const onMenuKey = (e: KeyboardEvent) => {
    const index = itemsRef.current.findIndex((el) => el === document.activeElement);
    if (e.key === 'ArrowDown') focusItem(index + 1);
    else if (e.key === 'ArrowUp') focusItem(index - 1);
    else if (e.key === 'Home') focusItem(0);
    else if (e.key === 'End') focusItem(entries.length - 1);
    else if (e.key === 'Escape' || e.key === 'Tab') {
      setOpen(false);
      if (e.key === 'Escape') buttonRef.current?.focus();
      return;
    } else return;
    e.preventDefault();
  };

  return (
    <div className="relative" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className="flex h-9 items-center gap-1.5 rounded-full ps-1 pe-2 text-sm font-semibold hover:bg-sunken"
        data-testid="member-menu-button"
      >
        <span className="grid size-7 place-items-center rounded-full bg-primary text-primary-contrast">
          <Icon name="user" className="size-4" />
        </span>
        <bdi className="hidden max-w-28 truncate lg:inline" data-testid="member-name">
          {member.nickname || member.account}
        </bdi>
        <Icon name="chevronDown" className="size-4 text-fg-muted" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('common:account.menu.label')}
          onKeyDown={onMenuKey}
          className="absolute end-0 top-full z-40 mt-2 w-60 overflow-hidden rounded-2xl border border-line bg-elevated py-1 shadow-card"
          data-testid="member-menu"
        >
          <div className="border-b border-line px-4 py-3">
            <p className="truncate font-semibold">
              <bdi>{member.nickname || member.account}</bdi>
            </p>
            <p className="truncate text-xs text-fg-muted">
              {isTrial ? t('common:account.trialBadge') : isAgent ? t('common:account.agentBadge') : member.account}
            </p>
          </div>
          {entries.map((entry, i) => (
            <button
              key={entry.key}
              ref={(el) => {
                itemsRef.current[i] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                entry.run();
              }}
              className={`flex w-full items-center gap-3 px-4 py-2.5 text-start text-sm hover:bg-sunken focus:bg-sunken focus:outline-none ${entry.key === 'logout' ? 'border-t border-line text-danger' : ''}`}
              data-testid={`member-menu-${entry.key}`}
            >
              <Icon name={entry.icon} className="size-4 shrink-0" />
              <span className="flex-1">{entry.label}</span>
              {entry.badge ? <span className="rounded-full bg-danger px-1.5 text-xs font-bold text-primary-contrast">{entry.badge}</span> : null}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
