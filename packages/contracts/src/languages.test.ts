import { describe, expect, it } from 'vitest';
import { aliasesOf, COMPLETE_CATALOGS, CONTENT_LANGUAGES, findLanguage, inLanguage, LANGUAGES } from './languages.ts';

describe('language codes (decision 0070)', () => {
  it('reads MY as the Malaysian code: Malay, sharing the MS catalogue', () => {
    expect(findLanguage('MY')).toMatchObject({ tag: 'ms-MY', catalog: 'ms', dir: 'ltr' });
    expect(findLanguage('MS')).toMatchObject({ tag: 'ms', catalog: 'ms' });
  });

  it('gives every twin code the catalogue of its twin, not one of its own', () => {
    expect(aliasesOf('ty').map((l) => l.code).sort()).toEqual(['TH', 'TY']);
    expect(aliasesOf('ko').map((l) => l.code).sort()).toEqual(['KO', 'KR']);
    expect(aliasesOf('ms').map((l) => l.code).sort()).toEqual(['MS', 'MY']);
  });

  it('offers every SPEC §9 code', () => {
    const spec = 'CN EN JA TH VI MY ES HI ID KM KO KR MS PT TA TW TY UR UR-LA PT-BR TR BN AR FA RU KK UZ LO NE FR TE SW'.split(' ');
    expect(spec.filter((c) => !findLanguage(c))).toEqual([]);
  });

  it('writes Urdu in Latin script left to right and in Arabic script right to left', () => {
    expect(findLanguage('UR')).toMatchObject({ tag: 'ur', dir: 'rtl' });
    expect(findLanguage('UR-LA')).toMatchObject({ tag: 'ur-Latn', dir: 'ltr' });
  });

  it('names every language in itself (the picker shows native names)', () => {
    for (const l of LANGUAGES) expect(l.nativeName.trim(), l.code).not.toBe('');
    expect(findLanguage('AR')?.nativeName).toBe('العربية');
    expect(findLanguage('HI')?.nativeName).toBe('हिन्दी');
  });

  it('offers operator content in one code per complete catalogue: TY for Thai, never its twin TH', () => {
    expect(CONTENT_LANGUAGES).toHaveLength(COMPLETE_CATALOGS.length);
    expect(CONTENT_LANGUAGES).toEqual(expect.arrayContaining(['EN', 'TY', 'VI', 'AR', 'HI', 'KO', 'MS', 'PT-BR', 'UR-LA']));
    for (const twin of ['TH', 'KR', 'MY', 'DE']) expect(CONTENT_LANGUAGES).not.toContain(twin);
  });

  it('reads a per-language text in the language, then its twin code, then English, never a third language', () => {
    const texts = { EN: 'Welcome', TY: 'ยินดีต้อนรับ', KR: '환영', VI: 'Chào mừng' };
    expect(inLanguage(texts, 'VI')).toBe('Chào mừng');
    expect(inLanguage(texts, 'th')).toBe('ยินดีต้อนรับ');
    expect(inLanguage(texts, 'KO')).toBe('환영');
    expect(inLanguage(texts, 'HI')).toBe('Welcome');
    expect(inLanguage({ TY: 'ไทย' }, 'HI')).toBeUndefined();
    expect(inLanguage(undefined, 'EN')).toBeUndefined();
  });
});
