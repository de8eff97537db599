import { describe, expect, it } from 'vitest';
import { parseSiteArgs, UsageError } from './commands.ts';

describe('npm run site arguments', () => {
  it('parses maintenance on with an end time and a message', () => {
    expect(parseSiteArgs(['maintenance', 'on', '--until', '2026-12-01T10:00Z', '--message', 'Back soon'])).toEqual({
      kind: 'maintenance',
      enabled: true,
      until: '2026-12-01T10:00Z',
      message: 'Back soon',
    });
  });

  it('parses maintenance off and region commands', () => {
    expect(parseSiteArgs(['maintenance', 'off'])).toEqual({ kind: 'maintenance', enabled: false });
    expect(parseSiteArgs(['region', 'block', 'TH', 'vn'])).toEqual({ kind: 'region-countries', action: 'block', countries: ['TH', 'vn'] });
    expect(parseSiteArgs(['region', 'deny', '203.0.113.0/24'])).toEqual({ kind: 'region-cidrs', action: 'deny', cidrs: ['203.0.113.0/24'] });
    expect(parseSiteArgs(['flag', 'FREE_PLAY', 'off'])).toEqual({ kind: 'flag', modId: 'FREE_PLAY', enabled: false });
  });

  it('explains usage for unknown or malformed commands', () => {
    expect(() => parseSiteArgs([])).toThrow(UsageError);
    expect(() => parseSiteArgs(['maintenance', 'on', '--until', 'tomorrow-ish'])).toThrow(/not a date-time/);
    expect(() => parseSiteArgs(['region', 'block', 'THAILAND'])).toThrow(/two-letter country code/);
    expect(() => parseSiteArgs(['maintenance', 'on', '--until'])).toThrow(/needs a value/);
  });
});
