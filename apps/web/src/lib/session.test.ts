import { afterEach, describe, expect, it } from 'vitest';
import { adoptTokenFromUrl, clearSession, selectIsAgent, selectIsLogin, selectIsTrial, setMember, setToken, storeMerchantCode, useSession } from './session.ts';
import { memberInfo } from './member.fixtures.ts';

const member = memberInfo;

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useSession.setState({ token: null, member: null, firstTimeLogin: false });
});

describe('session', () => {
  it('keeps "first time login" for the browser session (a reload still greets a new member as new) and clears it on logout', () => {
    setMember(member({ id: 9, account: 'newbie', nickname: 'Newbie', type: 0 }), { firstTimeLogin: true });
    expect(sessionStorage.getItem('firstTimeLogin')).toBe('true');
    setMember(member({ id: 9, account: 'newbie', nickname: 'Newbie', type: 0 }));
    expect(useSession.getState().firstTimeLogin).toBe(true);
    clearSession();
    expect(sessionStorage.getItem('firstTimeLogin')).toBeNull();
  });

  it('keeps the token in sessionStorage', () => {
    setToken('abc');
    expect(sessionStorage.getItem('token')).toBe('abc');
    expect(useSession.getState().token).toBe('abc');
  });

  it('derives agent and trial flags from the numeric account type', () => {
    for (const [type, agent, trial] of [
      [1, true, false],
      [42, true, false],
      [4, false, true],
      [0, false, false],
    ] as const) {
      setMember(member({ id: 1, account: 'a', nickname: 'n', type }));
      const s = useSession.getState();
      expect([selectIsLogin(s), selectIsAgent(s), selectIsTrial(s)]).toEqual([true, agent, trial]);
    }
  });

  it('clears session storage on logout but keeps the merchant code in both storages', () => {
    storeMerchantCode('LOTUS');
    setToken('abc');
    setMember(member({ id: 7, account: 'alice', nickname: 'Al', type: 1 }));
    clearSession();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('isAgent')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('LOTUS');
    expect(localStorage.getItem('merchantCode')).toBe('LOTUS');
    expect(selectIsLogin(useSession.getState())).toBe(false);
  });

  it('leaves the token of a password-reset link alone (it is not a session)', () => {
    window.history.replaceState(null, '', '/resetPassword?token=reset123');
    adoptTokenFromUrl();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(window.location.search).toBe('?token=reset123');
  });

  it('adopts a token from the URL and removes it from the address bar', () => {
    window.history.replaceState(null, '', '/rng?token=t0k&vassalage=JL');
    adoptTokenFromUrl();
    expect(sessionStorage.getItem('token')).toBe('t0k');
    expect(window.location.search).toBe('?vassalage=JL');
  });
});
