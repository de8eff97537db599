import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { call } from '../lib/api.ts';
import { CONSOLE_LANGUAGES, setLanguage, type ConsoleLanguage } from '../lib/i18n.ts';
import { canSee, NAV, navActive } from '../lib/roles.ts';
import { endSession, getSession, idleFor, idleLimitMs, lastEndReason, startSession, touch, useSession } from '../lib/session.ts';
import { currentTheme, setTheme, type Theme } from '../lib/theme.ts';
import type { ConsoleMe } from '@app/contracts';
import { Spinner } from './ui.tsx';

export async function logout(): Promise<void> {
  await call('/operator/auth/logout', { method: 'POST', body: {} }).catch(() => undefined);
  endSession('logout');
}

/** Ends the session after the idle timeout without input, or when the server's expiry passes; input keeps it alive. */
function useIdleTimeout() {
  useEffect(() => {
    let last = 0;
    const onInput = () => {
      const now = Date.now();
      if (now - last > 5_000) {
        last = now;
        touch();
      }
    };
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    for (const e of events) window.addEventListener(e, onInput, { passive: true });
    const timer = window.setInterval(() => {
      const s = getSession();
      if (!s) return;
      if (Date.parse(s.expiresAt) <= Date.now()) endSession('expired');
      else if (idleFor() >= idleLimitMs(s)) {
        void call('/operator/auth/logout', { method: 'POST', body: {} }).catch(() => undefined);
        endSession('idle');
      }
    }, 5_000);
    return () => {
      for (const e of events) window.removeEventListener(e, onInput);
      window.clearInterval(timer);
    };
  }, []);
}

function Preferences() {
  const { t, i18n } = useTranslation();
  const [theme, setThemeState] = useState<Theme>(currentTheme);
  return (
    <div className="flex items-center gap-1">
      <select
        className="min-h-9 rounded-lg border border-line bg-elevated px-2 text-sm"
        aria-label={t('layout.language')}
        value={i18n.language}
        onChange={(e) => setLanguage(e.target.value as ConsoleLanguage)}
        data-testid="language-select"
      >
        {CONSOLE_LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="grid size-9 place-items-center rounded-lg border border-line hover:bg-sunken"
        aria-label={theme === 'dark' ? t('layout.lightTheme') : t('layout.darkTheme')}
        onClick={() => {
          const next = theme === 'dark' ? 'light' : 'dark';
          setTheme(next);
          setThemeState(next);
        }}
        data-testid="theme-toggle"
      >
        <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
      </button>
    </div>
  );
}

export { Preferences };

/** The signed-in frame: side navigation by role, header with the operator, language, theme and logout. */
export function Layout() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  // The phone menu is open for the page it was opened on: following a link closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  useIdleTimeout();

  // The role may have changed since login (an admin changed it): /operator/me is the truth.
  useEffect(() => {
    const s = getSession();
    if (!s) return;
    call<ConsoleMe>('/operator/me')
      .then((me) => {
        const cur = getSession();
        if (cur) startSession({ ...cur, idleTimeoutSeconds: me.idleTimeoutSeconds, totpEnabled: me.totpEnabled, operator: { id: me.id, username: me.username, role: me.role } });
      })
      .catch(() => undefined);
  }, []);

  // A timed-out session resumes where it was; a deliberate logout (maybe for another operator) starts at home.
  if (!session) return <Navigate to="/login" replace state={lastEndReason() === 'logout' ? null : { from: location.pathname + location.search }} />;
  const role = session.operator.role;
  const items = NAV.filter((n) => canSee(role, n.area));
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_1fr]">
      <aside className={`${menuOpen ? 'block' : 'hidden'} border-b border-line bg-menu lg:block lg:border-e lg:border-b-0`}>
        <div className="lg:sticky lg:top-0">
          <div className="hidden h-14 items-center gap-2 px-4 font-extrabold lg:flex">
            <span className="text-primary" aria-hidden="true">
              ✿
            </span>
            {t('layout.brand')}
          </div>
          <nav aria-label={t('layout.nav')} className="grid gap-0.5 p-2" data-testid="side-nav">
            {items.map((n) => (
              <Link
                key={n.area}
                to={n.path}
                aria-current={navActive(n, location.pathname) ? 'page' : undefined}
                className={`rounded-lg px-3 py-2 text-sm font-medium ${navActive(n, location.pathname) ? 'bg-primary/15 text-primary' : 'text-fg-secondary hover:bg-sunken hover:text-fg'}`}
                data-testid={`nav-${n.area}`}
              >
                {t(n.label ?? `nav.${n.area}`)}
              </Link>
            ))}
          </nav>
        </div>
      </aside>
      <div className="min-w-0">
        <header className="sticky top-0 z-10 flex h-14 items-center gap-2 border-b border-line bg-header px-3 lg:px-6">
          <button
            type="button"
            className="grid size-9 place-items-center rounded-lg border border-line lg:hidden"
            aria-label={t('layout.menu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpenOn(menuOpen ? null : location.pathname)}
            data-testid="menu-toggle"
          >
            <span aria-hidden="true">☰</span>
          </button>
          <span className="font-extrabold lg:hidden">{t('layout.brandShort')}</span>
          <div className="ms-auto flex items-center gap-2">
            <span className="hidden text-sm sm:inline" data-testid="operator-name">
              <bdi className="font-semibold">{session.operator.username}</bdi> <span className="text-fg-muted">· {t(`role.${role}`)}</span>
            </span>
            <Preferences />
            <button type="button" className="min-h-9 rounded-lg px-2 text-sm font-semibold text-fg-secondary hover:bg-sunken" onClick={() => void logout()} data-testid="logout">
              {t('layout.logout')}
            </button>
          </div>
        </header>
        <main className="mx-auto max-w-7xl p-3 lg:p-6">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
