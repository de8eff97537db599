import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, initialLanguage } from './i18n.ts';

describe('initialLanguage', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'lang=; Path=/; Max-Age=0';
    history.replaceState(null, '', '/');
  });

  it('starts in the saved language, else the platform default', () => {
    expect(initialLanguage().code).toBe('EN');
    localStorage.setItem('language', 'VI');
    expect(initialLanguage().code).toBe('VI');
  });

  it('takes ?lang= from the address over the saved choice and keeps it for the next visit', () => {
    localStorage.setItem('language', 'VI');
    history.replaceState(null, '', '/?lang=ar');
    const info = initialLanguage();
    expect([info.code, info.dir]).toEqual(['AR', 'rtl']);
    expect(localStorage.getItem('language')).toBe('AR');
    // The server draws the next page's boot screen in it too.
    expect(document.cookie).toContain('lang=AR');
  });

  it('ignores an unknown ?lang= and keeps the saved choice', () => {
    localStorage.setItem('language', 'TY');
    history.replaceState(null, '', '/?lang=zz');
    expect(initialLanguage().code).toBe('TY');
    expect(localStorage.getItem('language')).toBe('TY');
  });
});

describe('changeLanguage', () => {
  it('saves the choice for the app and in the cookie the server draws the next page in', async () => {
    await initI18n();
    await changeLanguage('VI');
    expect(localStorage.getItem('language')).toBe('VI');
    expect(document.cookie).toContain('lang=VI');
    expect(document.documentElement.lang).toBe('vi');
    await changeLanguage('nope');
    expect(document.cookie).toContain('lang=VI');
  });
});
