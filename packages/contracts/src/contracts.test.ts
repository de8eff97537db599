import { describe, expect, it } from 'vitest';
import { findLanguage, isFlagEnabled, LANGUAGES, languageOrDefault, matchesRule, formatRuleMessage, openCsPath, roleOfType, sealCsPath } from './index.ts';

describe('language registry', () => {
  it('covers at least 35 platform codes with unique codes and BCP 47 tags', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(35);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(LANGUAGES.length);
    for (const l of LANGUAGES) expect(Intl.getCanonicalLocales(l.tag)).toHaveLength(1);
  });

  it('maps TY (and its alias TH) to Thai, and marks Arabic, Persian and Urdu right-to-left', () => {
    expect(findLanguage('ty')).toMatchObject({ tag: 'th', catalog: 'ty' });
    expect(findLanguage('TH')).toMatchObject({ tag: 'th', catalog: 'ty' });
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code).sort()).toEqual(['AR', 'FA', 'UR']);
    expect(languageOrDefault('XX').code).toBe('EN');
  });
});

describe('whitelabel flags', () => {
  const tree = [
    { modId: 'AGENT_POLICY', enabled: false, children: [{ modId: 'CONTRACT_DIVIDEND', enabled: true, children: [] }] },
    { modId: 'FREE_PLAY', enabled: true, children: [] },
  ];
  it('needs the flag and all its parents on', () => {
    expect(isFlagEnabled(tree, 'FREE_PLAY')).toBe(true);
    expect(isFlagEnabled(tree, 'AGENT_POLICY')).toBe(false);
    expect(isFlagEnabled(tree, 'CONTRACT_DIVIDEND')).toBe(false);
    expect(isFlagEnabled(tree, 'UNKNOWN')).toBe(false);
  });
});

describe('register rules', () => {
  it('accepts anything for a lone * within the length bounds', () => {
    expect(matchesRule('any thing!', { acceptedPattern: '*', minLength: 1, maxLength: 20 })).toBe(true);
    expect(matchesRule('', { acceptedPattern: '*', minLength: 1, maxLength: 20 })).toBe(false);
  });

  it('checks pattern and length, counting characters not bytes', () => {
    const rule = { acceptedPattern: '^[\\u0E00-\\u0E7F ]+$', minLength: 2, maxLength: 4 };
    expect(matchesRule('สวัส', rule)).toBe(true);
    expect(matchesRule('abc', rule)).toBe(false);
  });

  it('substitutes (min) and (max) in messages', () => {
    expect(formatRuleMessage('Use (min) to (max) letters', { minLength: 6, maxLength: 16 })).toBe('Use 6 to 16 letters');
  });
});

describe('customer-service paths', () => {
  it('round-trips through seal and open, and rejects tampering', async () => {
    const sealed = await sealCsPath('https://t.me/support');
    expect(sealed).not.toContain('t.me');
    expect(await openCsPath(sealed)).toBe('https://t.me/support');
    expect(await openCsPath(sealed.slice(0, -2) + 'AA')).toBeNull();
    expect(await openCsPath('garbage')).toBeNull();
  });
});

describe('roles', () => {
  it('maps numeric types to agent, trial and member', () => {
    expect([1, 2, 41, 42].map(roleOfType)).toEqual(['agent', 'agent', 'agent', 'agent']);
    expect(roleOfType(4)).toBe('trial');
    expect(roleOfType(3)).toBe('member');
  });
});
