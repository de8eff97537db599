import { describe, expect, it } from 'vitest';
import { isCurrentLink } from './current-link.ts';

const at = (url: string) => {
  const u = new URL(url, 'https://site.test');
  return { pathname: u.pathname, search: u.search };
};

describe('isCurrentLink', () => {
  it('lights a member-centre entry only on its own page', () => {
    expect(isCurrentLink('/member?page=vip', at('/member?page=vip'))).toBe(true);
    expect(isCurrentLink('/member?page=referral', at('/member?page=vip'))).toBe(false);
    expect(isCurrentLink('/member?page=vip', at('/member?page=personalHistoryCopy'))).toBe(false);
    expect(isCurrentLink('/member?page=vip', at('/member'))).toBe(false);
  });

  it('ignores other query parameters of the page on screen', () => {
    expect(isCurrentLink('/member?page=vip', at('/member?tab=2&page=vip'))).toBe(true);
  });

  it('matches pages below a path unless the link is an end link, as NavLink does', () => {
    expect(isCurrentLink('/promotions', at('/promotions/12'))).toBe(true);
    expect(isCurrentLink('/promotions', at('/promotionsx'))).toBe(false);
    expect(isCurrentLink('/', at('/live'), { end: true })).toBe(false);
    expect(isCurrentLink('/', at('/'), { end: true })).toBe(true);
  });
});
