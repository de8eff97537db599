import { PATTERNS } from '@app/contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/auth.json';
import ty from '../../../locales/ty/auth.json';
import { checkRule, ruleMessage } from './use-password-rule.ts';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { auth: en }, ty: { auth: ty } } });
});

describe('registration rule messages (SPEC §5)', () => {
  const username = { patternId: 'FIRST_LETTER', acceptedPattern: PATTERNS.FIRST_LETTER.acceptedPattern, minLength: 6, maxLength: 16 };

  it('substitutes (min) and (max) into the translated pattern text', () => {
    const message = ruleMessage(i18next.t, username);
    expect(message).toContain('6');
    expect(message).toContain('16');
    expect(message).not.toContain('(min)');
    expect(message).not.toContain('(max)');
  });

  it('says nothing for a valid value and the rule text for an invalid one', () => {
    expect(checkRule(i18next.t, username, 'alice2024')).toBeUndefined();
    expect(checkRule(i18next.t, username, '2alice')).toBe(ruleMessage(i18next.t, username));
    expect(checkRule(i18next.t, username, 'al')).toBe(ruleMessage(i18next.t, username));
    expect(checkRule(i18next.t, username, 'a'.repeat(17))).toBe(ruleMessage(i18next.t, username));
  });

  it('a lone * accepts anything within the length bounds', () => {
    const any = { patternId: 'ANY', acceptedPattern: '*', minLength: 2, maxLength: 5 };
    expect(checkRule(i18next.t, any, '!@ #')).toBeUndefined();
    expect(checkRule(i18next.t, any, 'x')).toBe(ruleMessage(i18next.t, any));
  });

  it('an unknown pattern id falls back to the generic length text', () => {
    const odd = { patternId: 'SOMETHING_NEW', acceptedPattern: '^[0-9]+$', minLength: 4, maxLength: 8 };
    expect(checkRule(i18next.t, odd, 'abc')).toBe(ruleMessage(i18next.t, { ...odd, patternId: 'ANY' }));
  });

  it('has a translated text for every pattern in EN and TY', async () => {
    for (const id of Object.keys(PATTERNS)) {
      expect(en.pattern, id).toHaveProperty(id);
      expect(ty.pattern, id).toHaveProperty(id);
      for (const [lang, catalog] of [['en', en], ['ty', ty]] as const) {
        await i18next.changeLanguage(lang);
        const template = catalog.pattern[id as keyof typeof catalog.pattern];
        const message = ruleMessage(i18next.t, { patternId: id, acceptedPattern: '*', minLength: 1, maxLength: 9 });
        expect(message).not.toMatch(/\((min|max)\)/);
        if (template.includes('(max)')) expect(message, `${lang} ${id}`).toContain('9');
      }
      await i18next.changeLanguage('en');
    }
  });
});
