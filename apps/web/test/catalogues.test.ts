import { COMPLETE_CATALOGS, LANGUAGES, SOURCE_CATALOG } from '@app/contracts';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pseudoCatalog, pseudoString } from '../src/lib/pseudo.ts';

/**
 * Every translation catalogue against English (docs/languages.md): the same keys, the same
 * {{placeholders}}, $t() nestings and <tags>, and the plural forms its language needs. A catalogue in
 * COMPLETE_CATALOGS must hold every key of every namespace. A partial one is checked in the namespaces it
 * has, must have the core namespaces (the site without the feature areas still being written) and at least
 * PARTIAL_COVERAGE of each one's keys: English keys added after it was translated show in English until
 * it catches up (i18next falls back key by key), but a wrong placeholder, a missing plural form or a key
 * English does not have always fails.
 */
const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Namespaces every catalogue folder must have in full before it is committed at all. */
const PARTIAL_COVERAGE = 0.9;
const CORE = ['account', 'auth', 'common', 'errors', 'games', 'help', 'home', 'inhouse', 'lottery', 'member', 'records', 'site', 'wallet'];

type Flat = Map<string, string>;
function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (typeof value === 'string') out.set(prefix, value);
  else if (Array.isArray(value)) value.forEach((v, i) => flatten(v, `${prefix}.${i}`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
const read = (catalog: string, ns: string): Flat => flatten(JSON.parse(fs.readFileSync(path.join(locales, catalog, `${ns}.json`), 'utf8')));
const namespaces = (catalog: string) =>
  fs
    .readdirSync(path.join(locales, catalog))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();

/** The tokens a translation must keep: {{x}} (with format options), $t(key) and <0>…</0> tags. */
const tokens = (s: string) => [...s.matchAll(/\{\{\s*-?\s*([\w.]+)[^}]*\}\}|\$t\(([^),]+)|<\/?(\w+)\s*\/?>/g)].map((m) => m[0].replace(/\s+/g, '')).sort();

const tagOf = (catalog: string) => LANGUAGES.find((l) => l.catalog === catalog)?.tag ?? catalog;
const catalogues = fs
  .readdirSync(locales, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== SOURCE_CATALOG)
  .map((d) => d.name)
  .sort();

export function compareCatalogue(catalog: string, ns: string, en: Flat, other: Flat): string[] {
  const problems: string[] = [];
  const categories = new Intl.PluralRules(tagOf(catalog)).resolvedOptions().pluralCategories;
  const bases = new Map<string, string>();
  for (const [key, value] of en) bases.set(key.replace(PLURAL, ''), value);
  const done = new Set<string>();
  for (const [key, value] of en) {
    const base = key.replace(PLURAL, '');
    if (PLURAL.test(key)) {
      if (done.has(base)) continue;
      done.add(base);
    }
    const plural = PLURAL.test(key) || /\{\{\s*count\b/.test(value);
    const forms = plural ? categories.map((c) => `${base}_${c}`).filter((k) => other.has(k)) : [];
    if (plural && forms.length > 0) {
      const missing = categories.filter((c) => !other.has(`${base}_${c}`));
      if (missing.length) problems.push(`${ns}:${base} lacks plural forms ${missing.join(', ')} for ${tagOf(catalog)}`);
    } else if (!other.has(key) && !(plural && !PLURAL.test(key) && other.has(base))) {
      if (!PLURAL.test(key) || !other.has(base)) problems.push(`${ns}:${key} missing`);
      continue;
    }
    const source = PLURAL.test(key) ? (en.get(`${base}_other`) ?? value) : value;
    for (const k of forms.length ? forms : [key]) {
      const translated = other.get(k);
      if (translated === undefined) continue;
      if (translated.trim() === '') problems.push(`${ns}:${k} is empty`);
      const want = tokens(source).filter((t) => !(t.startsWith('{{count') && forms.length));
      const got = tokens(translated).filter((t) => !(t.startsWith('{{count') && forms.length));
      if (want.join() !== got.join()) problems.push(`${ns}:${k} placeholders ${got.join(' ')} ≠ EN ${want.join(' ')}`);
    }
  }
  for (const key of other.keys()) {
    const base = key.replace(PLURAL, '');
    if (!en.has(key) && !bases.has(base)) problems.push(`${ns}:${key} is not an EN key`);
  }
  return problems;
}

describe('translation catalogues against EN', () => {
  it('has catalogues to check, each the catalogue of a platform code (no copies of an alias)', () => {
    expect(catalogues.length).toBeGreaterThan(0);
    const known = new Set(LANGUAGES.map((l) => l.catalog));
    expect(catalogues.filter((c) => !known.has(c))).toEqual([]);
    const aliasCodes = LANGUAGES.filter((l) => l.catalog !== l.code.toLowerCase()).map((l) => l.code.toLowerCase());
    expect(catalogues.filter((c) => aliasCodes.includes(c))).toEqual([]);
  });

  for (const catalog of catalogues) {
    it(`${catalog}: every key, placeholder and plural form of EN in the namespaces it has`, () => {
      const have = namespaces(catalog);
      const required = (COMPLETE_CATALOGS as readonly string[]).includes(catalog) ? namespaces(SOURCE_CATALOG) : CORE;
      expect(
        required.filter((ns) => !have.includes(ns)),
        `${catalog} lacks namespaces`,
      ).toEqual([]);
      const complete = (COMPLETE_CATALOGS as readonly string[]).includes(catalog);
      const problems = have.flatMap((ns) => {
        const en = read(SOURCE_CATALOG, ns);
        const found = compareCatalogue(catalog, ns, en, read(catalog, ns));
        if (complete) return found;
        const missing = found.filter((p) => p.endsWith(' missing'));
        const coverage = 1 - missing.length / en.size;
        if (missing.length) console.info(`${catalog}/${ns}: ${missing.length} key(s) still in English: ${missing.join(', ')}`);
        return [...found.filter((p) => !p.endsWith(' missing')), ...(coverage < PARTIAL_COVERAGE ? [`${ns}: only ${Math.round(coverage * 100)} % of EN keys`] : [])];
      });
      expect(problems).toEqual([]);
    });
  }

  it('asks Arabic for all six plural forms and Vietnamese for one (the rule the check relies on)', () => {
    const en: Flat = new Map([['items_one', '{{count}} item'], ['items_other', '{{count}} items']]);
    expect(compareCatalogue('vi', 'x', en, new Map([['items_other', '{{count}} mục']]))).toEqual([]);
    expect(compareCatalogue('ar', 'x', en, new Map([['items_one', 'عنصر واحد'], ['items_other', '{{count}} عنصر']]))).toEqual([
      'x:items lacks plural forms zero, two, few, many for ar',
    ]);
    expect(compareCatalogue('vi', 'x', new Map([['a', 'Hi {{name}}']]), new Map([['a', 'Chào {{ten}}']]))).toEqual(['x:a placeholders {{ten}} ≠ EN {{name}}']);
    expect(compareCatalogue('vi', 'x', new Map([['a', 'A'], ['b', 'B']]), new Map([['a', 'A'], ['c', 'C']]))).toEqual(['x:b missing', 'x:c is not an EN key']);
  });
});

/** The operator console's catalogues (apps/console/src/locales/<catalog>/console.json): each one complete against its EN. */
describe('console catalogues against EN', () => {
  const consoleLocales = path.resolve(locales, '../../../console/src/locales');
  const readConsole = (catalog: string): Flat => flatten(JSON.parse(fs.readFileSync(path.join(consoleLocales, catalog, 'console.json'), 'utf8')));
  const consoleCatalogues = fs
    .readdirSync(consoleLocales, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== SOURCE_CATALOG)
    .map((d) => d.name)
    .sort();
  it('has console catalogues, each the catalogue of a platform code', () => {
    expect(consoleCatalogues).toContain('ty');
    const known = new Set(LANGUAGES.map((l) => l.catalog));
    expect(consoleCatalogues.filter((c) => !known.has(c))).toEqual([]);
  });
  for (const catalog of consoleCatalogues) {
    it(`console ${catalog}: every key, placeholder and plural form of EN`, () => {
      expect(compareCatalogue(catalog, 'console', readConsole(SOURCE_CATALOG), readConsole(catalog))).toEqual([]);
    });
  }
});

/** Orthography the glossaries fix and a keyboard gets wrong (docs/glossary/uz.md: oʻ and gʻ are U+02BB, the tutuq belgisi U+02BC, neither a quotation mark). */
describe('Uzbek letters', () => {
  it('writes oʻ and gʻ with U+02BB and the tutuq belgisi (maʼlumot) with U+02BC in every Uzbek catalogue, site and console', () => {
    const files = [
      ...fs.readdirSync(path.join(locales, 'uz')).map((f) => path.join(locales, 'uz', f)),
      path.resolve(locales, '../../../console/src/locales/uz/console.json'),
    ];
    const wrong = files.flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/[oOgG][\u2018\u2019'`]|\p{L}[\u2018\u2019]\p{L}/gu)].map((m) => `${path.basename(f)}: ${m[0]}`));
    expect(wrong).toEqual([]);
  });
});

describe('pseudo-locale XX', () => {
  it('accents every letter, keeps placeholders, nesting and tags, and is about 40 % longer', () => {
    const s = pseudoString('Deposit {{amount}} now <1>here</1> $t(common:ok)');
    expect(s).toMatch(/^⟦Ðéþöšîţ \{\{amount\}\} ñöŵ <1>ĥéŕé<\/1> \$t\(common:ok\)~+⟧$/);
    const long = 'Withdrawal requests are reviewed within thirty minutes';
    expect(pseudoString(long).length / long.length).toBeGreaterThanOrEqual(1.3);
    expect(pseudoCatalog({ a: { b: ['x'] }, n: 1 })).toEqual({ a: { b: [pseudoString('x')] }, n: 1 });
  });

  it('has no plain ASCII word left in any EN catalogue once pseudo-localised', () => {
    for (const ns of namespaces(SOURCE_CATALOG)) {
      for (const [key, value] of read(SOURCE_CATALOG, ns)) {
        const stripped = pseudoString(value).replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\w+\s*\/?>/g, '');
        expect(/[A-Za-z]{2,}/.test(stripped), `${ns}:${key}`).toBe(false);
      }
    }
  });
});
