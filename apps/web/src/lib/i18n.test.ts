import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage } from './i18n.ts';

describe('initialLanguage', () => {
  afterEach(() => {
    localStorage.clear();
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
  });

  it('ignores an unknown ?lang= and keeps the saved choice', () => {
    localStorage.setItem('language', 'TY');
    history.replaceState(null, '', '/?lang=zz');
    expect(initialLanguage().code).toBe('TY');
    expect(localStorage.getItem('language')).toBe('TY');
  });
});
