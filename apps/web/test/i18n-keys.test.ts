import { ErrorCode } from '@app/contracts';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR } from '../src/lib/http.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const COMPLETE = ['en', 'ty'];
/** i18next plural forms: t('key', { count }) reads key_one, key_other... */
const PLURAL = /^_(zero|one|two|few|many|other)$/;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return walk(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Every leaf key of a catalogue, with arrays as leaves (returnObjects content). */
function leaves(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function catalog(lang: string): Map<string, Set<string>> {
  const dir = path.join(root, 'locales', lang);
  const out = new Map<string, Set<string>>();
  for (const file of fs.readdirSync(dir)) {
    if (file.endsWith('.json')) out.set(file.replace('.json', ''), new Set(leaves(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))));
  }
  return out;
}

interface KeyUse {
  file: string;
  ns: string;
  key: string;
  /** A template-literal key, checked as a pattern. */
  pattern?: RegExp;
}

/** Keys used in code: t('ns:key'), t('key') with the file's useTranslation namespace (default common), i18nKey="...". */
function usedKeys(): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const file of walk(root)) {
    const text = fs.readFileSync(file, 'utf8');
    const nsMatch = /useTranslation\(\s*\[?\s*'([a-z]+)'/.exec(text);
    const defaultNs = nsMatch?.[1] ?? 'common';
    const split = (raw: string) => (raw.includes(':') ? { ns: raw.split(':')[0] as string, key: raw.split(':')[1] as string } : { ns: defaultNs, key: raw });
    for (const m of text.matchAll(/\bt\(\s*'([^'$]+)'/g)) uses.push({ file, ...split(m[1] as string) });
    for (const m of text.matchAll(/i18nKey="([^"]+)"/g)) uses.push({ file, ...split(m[1] as string) });
    for (const m of text.matchAll(/\bt\(\s*`([^`]+)`/g)) {
      const raw = m[1] as string;
      const { ns, key } = split(raw);
      const source = key.split(/\$\{[^}]+\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^.]+');
      uses.push({ file, ns, key, pattern: new RegExp(`^${source}$`) });
    }
  }
  return uses;
}

const catalogs = Object.fromEntries(COMPLETE.map((l) => [l, catalog(l)]));

describe('translation catalogues', () => {
  it('finds keys in the code (the scanner works)', () => {
    expect(usedKeys().length).toBeGreaterThan(50);
  });

  for (const lang of COMPLETE) {
    it(`${lang.toUpperCase()} has every key the code uses`, () => {
      const missing: string[] = [];
      for (const use of usedKeys()) {
        const keys = catalogs[lang]?.get(use.ns);
        const ok = use.pattern ? [...(keys ?? [])].some((k) => use.pattern?.test(k) || k.startsWith(`${use.key.split('${')[0]}`)) : keys?.has(use.key) || [...(keys ?? [])].some((k) => k.startsWith(`${use.key}.`) || PLURAL.test(k.slice(use.key.length)) && k.startsWith(use.key));
        if (!ok) missing.push(`${use.ns}:${use.key} (${path.relative(root, use.file)})`);
      }
      expect(missing).toEqual([]);
    });
  }

  it('EN and TY hold exactly the same keys', () => {
    for (const [ns, keys] of catalogs.en ?? []) {
      expect([...(catalogs.ty?.get(ns) ?? [])].sort(), `namespace ${ns}`).toEqual([...keys].sort());
    }
    expect([...(catalogs.ty?.keys() ?? [])].sort()).toEqual([...(catalogs.en?.keys() ?? [])].sort());
  });

  it('names every route of the router', () => {
    const routes = fs.readFileSync(path.join(root, 'app/routes.tsx'), 'utf8');
    const names = [...routes.matchAll(/name: '([A-Za-z]+)'/g)].map((m) => m[1] as string);
    names.push('sports', 'esports', 'lott', 'elott', 'cockfight', 'live', 'fish', 'rng', 'pvp', 'bgs');
    for (const lang of COMPLETE) {
      const missing = names.filter((n) => !catalogs[lang]?.get('common')?.has(`routes.${n}`));
      expect(missing, lang).toEqual([]);
    }
  });

  it('translates every API error code and client error code', () => {
    const codes = [...Object.values(ErrorCode), ...Object.values(CLIENT_ERROR)];
    for (const lang of COMPLETE) {
      const missing = codes.filter((c) => !catalogs[lang]?.get('errors')?.has(`codes.${c}`));
      expect(missing, lang).toEqual([]);
    }
  });
});
