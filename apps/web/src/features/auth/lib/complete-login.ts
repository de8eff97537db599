import { isFlagEnabled, WhitelabelFlag, type LoginSuccess, type Permission } from '@app/contracts';
import { queryClient } from '../../../lib/query-client.ts';
import { setMember, setToken } from '../../../lib/session.ts';
import { permissionQueryOptions } from '../../site/api/get-permission.ts';
import { markFirstLogin } from '../api/post-first-login.ts';

/**
 * SPEC §4 login flow after a success body (login, 2FA, registration, trial, password by phone):
 * token to session storage, member info stored (and reloaded), first-login action fired.
 * Returns whether the password must be changed now: weak default, or expired while the
 * expiry flag is on — never for an SMS login.
 */
export function completeLogin(res: LoginSuccess): { mustChangePassword: boolean } {
  setToken(res.token);
  setMember(res.member, { firstTimeLogin: res.firstTimeLogin });
  queryClient.setQueryData(['members', 'me', res.token], res.member);
  if (res.firstTimeLogin) void markFirstLogin().catch(() => undefined);
  const permission = queryClient.getQueryData<Permission>(permissionQueryOptions.queryKey);
  const expiryOn = permission ? isFlagEnabled(permission.whitelabel, WhitelabelFlag.PASSWORD_EXPIRY) : false;
  const passwordLogin = res.loginType === 'username';
  return { mustChangePassword: passwordLogin && (res.weakPassword || (res.passwordExpired && expiryOn)) };
}
