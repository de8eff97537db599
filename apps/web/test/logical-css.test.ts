import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Right to left needs logical CSS (docs/languages.md "Right to left"): margin-inline-start, not
 * margin-left; Tailwind ms-/me-/ps-/pe-/start-/end-/text-start/border-s/rounded-s, not ml-/mr-/pl-/pr-/
 * left-/right-/text-left/border-l/rounded-l. This fails on any physical left/right in a stylesheet or in a
 * className. Coordinates measured in JavaScript (style={{ left }} from getBoundingClientRect) are physical
 * by nature and are not classes, so they are not looked at.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function walk(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return walk(full, ext);
    return ext.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const PHYSICAL_CSS = /(?:^|[;{\s])(margin-left|margin-right|padding-left|padding-right|border-left[\w-]*|border-right[\w-]*|border-top-left-radius|border-top-right-radius|border-bottom-left-radius|border-bottom-right-radius|left|right|scroll-margin-left|scroll-margin-right|scroll-padding-left|scroll-padding-right)\s*:|(?:text-align|float|clear)\s*:\s*(left|right)\b/;
/** Tailwind utilities with a physical side, with any variant prefix (sm:, hover:, rtl:…) and a negative sign. */
const PHYSICAL_CLASS =
  /^(?:[\w[\]&=:'-]+:)*-?(?:ml|mr|pl|pr|left|right|scroll-m[lr]|scroll-p[lr]|border-[lr]|rounded-(?:l|r|tl|tr|bl|br)|text-(?:left|right)|float-(?:left|right)|clear-(?:left|right))(?:-.+)?$/;

export function physicalCss(text: string): string[] {
  const found: string[] = [];
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, '');
  withoutComments.split('\n').forEach((line, i) => {
    if (PHYSICAL_CSS.test(line)) found.push(`${i + 1}: ${line.trim()}`);
  });
  return found;
}

export function physicalClasses(text: string): string[] {
  const found: string[] = [];
  const strings = [...text.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\}|\{'([^']*)'\})/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
  // className={cond ? 'a b' : 'c'} and class lists built in constants: the quoted pieces of a className={...} expression.
  for (const m of text.matchAll(/className=\{([^}]*(?:\{[^}]*\}[^}]*)*)\}/g)) strings.push(...[...(m[1] ?? '').matchAll(/'([^']*)'|`([^`]*)`/g)].map((q) => q[1] ?? q[2] ?? ''));
  for (const s of strings) {
    for (const token of s.replace(/\$\{[^}]*\}/g, ' ').split(/\s+/)) if (token && PHYSICAL_CLASS.test(token)) found.push(token);
  }
  return [...new Set(found)];
}

describe('logical CSS only (right to left)', () => {
  it('recognises physical properties and classes, and lets logical ones through', () => {
    expect(physicalCss('a { margin-left: 4px; inset-inline-start: 0 }')).toHaveLength(1);
    expect(physicalCss('a { text-align: right }\nb { text-align: end; margin-inline-end: 2px }')).toEqual(['1: a { text-align: right }']);
    expect(physicalCss('.x { left: 0 }')).toHaveLength(1);
    expect(physicalClasses('<div className="ms-2 pe-3 start-0 text-start rtl:rotate-180" />')).toEqual([]);
    expect(physicalClasses('<div className={`ml-2 ${open ? "x" : ""} sm:text-right`} />')).toEqual(['ml-2', 'sm:text-right']);
    expect(physicalClasses("<div className={open ? 'left-0 -mr-1' : 'rounded-tl-lg'} />")).toEqual(['left-0', '-mr-1', 'rounded-tl-lg']);
  });

  it('has no physical left/right in the stylesheets', () => {
    const found = walk(src, /\.css$/).flatMap((f) => physicalCss(fs.readFileSync(f, 'utf8')).map((l) => `${path.relative(src, f)}:${l}`));
    expect(found).toEqual([]);
  });

  it('has no physical left/right Tailwind classes in the components', () => {
    const found = walk(src, /\.tsx$/).flatMap((f) => physicalClasses(fs.readFileSync(f, 'utf8')).map((c) => `${path.relative(src, f)}: ${c}`));
    expect(found).toEqual([]);
  });
});
