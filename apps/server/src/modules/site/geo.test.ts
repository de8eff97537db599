import { describe, expect, it } from 'vitest';
import { countryOf, invalidCidrs, isPrivateAddress, RegionPolicy } from './geo.ts';

describe('region policy', () => {
  const policy = new RegionPolicy({ blockedCountries: ['US'], allowCidrs: ['8.8.4.0/24'], denyCidrs: ['203.0.113.0/24', '2001:db8::/32'] });

  it('never blocks loopback, private or link-local visitors', () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '192.168.0.9', '172.20.0.1', 'fe80::1', 'fd00::7']) {
      expect(isPrivateAddress(ip)).toBe(true);
      expect(policy.decide(ip).restricted).toBe(false);
    }
  });

  it('blocks a visitor whose country is on the list, using the bundled IP database', () => {
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(policy.decide('8.8.8.8')).toEqual({ restricted: true, country: 'US' });
  });

  it('lets an allow-listed address in even from a blocked country', () => {
    expect(policy.decide('8.8.4.4').restricted).toBe(false);
  });

  it('blocks deny-listed IPv4 and IPv6 ranges whatever the country', () => {
    expect(policy.decide('203.0.113.7').restricted).toBe(true);
    expect(policy.decide('::ffff:203.0.113.7').restricted).toBe(true);
    expect(policy.decide('2001:db8::5').restricted).toBe(true);
  });

  it('lets visitors from other countries in', () => {
    const open = new RegionPolicy({ blockedCountries: ['TH'], allowCidrs: [], denyCidrs: [] });
    expect(open.decide('8.8.8.8').restricted).toBe(false);
  });

  it('treats a garbage address as unknown, not blocked', () => {
    expect(policy.decide('not-an-ip').restricted).toBe(false);
  });

  it('finds CIDRs that are not valid', () => {
    expect(invalidCidrs(['10.0.0.0/8', '10.0.0.0/33', 'fe80::/129', 'abc/3', '2001:db8::/32'])).toEqual(['10.0.0.0/33', 'fe80::/129', 'abc/3']);
  });
});
