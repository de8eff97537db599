import { roleOfType, SESSION_KEYS, type MemberInfo } from '@app/contracts';
import { create } from 'zustand';
import { local, session } from './storage.ts';

/** What the app knows about the signed-in account (SPEC §3 "Member info", from `GET /members/me`). */
export type { MemberInfo };
/** @deprecated the full member info; kept for imports written before it grew. */
export type MemberSummary = MemberInfo;

export interface SessionState {
  token: string | null;
  member: MemberInfo | null;
  firstTimeLogin: boolean;
}

/**
 * The one place for session state (SPEC §3 "Login state"). The token lives in
 * sessionStorage as SPEC says; isLogin/isAgent/isTrial are derived, not stored.
 */
/** Kept for the browser session, so a reload still greets a just-registered member as new. */
const FIRST_TIME_KEY = 'firstTimeLogin';

export const useSession = create<SessionState>(() => ({
  token: session.get(SESSION_KEYS.token),
  member: null,
  firstTimeLogin: session.get(FIRST_TIME_KEY) === 'true',
}));

export const selectIsLogin = (s: SessionState) => s.member !== null;
export const selectIsAgent = (s: SessionState) => s.member !== null && roleOfType(s.member.type) === 'agent';
export const selectIsTrial = (s: SessionState) => s.member !== null && roleOfType(s.member.type) === 'trial';

export function getToken(): string | null {
  return useSession.getState().token;
}

export function setToken(token: string): void {
  session.set(SESSION_KEYS.token, token);
  useSession.setState({ token });
}

export function setMember(member: MemberInfo, extra: Partial<Pick<SessionState, 'firstTimeLogin'>> = {}): void {
  session.set(SESSION_KEYS.nickname, member.nickname);
  session.set(SESSION_KEYS.account, member.account);
  session.set(SESSION_KEYS.customerId, String(member.id));
  session.set(SESSION_KEYS.isAgent, String(roleOfType(member.type) === 'agent'));
  if (extra.firstTimeLogin !== undefined) session.set(FIRST_TIME_KEY, String(extra.firstTimeLogin));
  useSession.setState({ member, ...extra });
}

/** SPEC §4 user states: written at start-up, and again after session storage is cleared on logout. */
export function storeMerchantCode(code: string): void {
  session.set(SESSION_KEYS.merchantCode, code);
  local.set(SESSION_KEYS.merchantCode, code);
}

/** SPEC §4 logout: clear session storage, re-store the merchant code, clear login and agent flags. */
export function clearSession(): void {
  const merchant = session.get(SESSION_KEYS.merchantCode) ?? local.get(SESSION_KEYS.merchantCode);
  session.clear();
  if (merchant) storeMerchantCode(merchant);
  useSession.setState({ token: null, member: null, firstTimeLogin: false });
}

/** SPEC §2.2: a token handed over in the URL (app hand-off, agent links) is adopted and removed from the address bar. */
export function adoptTokenFromUrl(): void {
  const url = new URL(window.location.href);
  // The mailed reset link's `token` is a single-use password-reset token, not a session.
  if (url.pathname === '/resetPassword') return;
  const token = url.searchParams.get('token');
  if (!token) return;
  setToken(token);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

let loggingOut = false;
/** Set while a logout runs: the page guard leaves the way home to it instead of sending the member to /login. */
export function setLoggingOut(value: boolean): void {
  loggingOut = value;
}
export const isLoggingOut = () => loggingOut;
