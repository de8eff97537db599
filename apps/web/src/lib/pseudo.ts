/**
 * The pseudo-locale XX (docs/languages.md "Pseudo-locale"): every English string with its letters
 * accented and about 40 % longer, between ⟦ ⟧. A screen in XX shows at once which text is hard-coded
 * (plain ASCII words) and which boxes clip longer translations. Placeholders ({{amount}}), nesting
 * ($t(...)) and <0>Trans</0> tags are kept as they are. Never offered in the picker; i18n.ts enables it in
 * development and on loopback hosts (the e2e server) only.
 */
const ACCENTS: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** Pieces left untouched: {{interpolation}}, $t(nesting), <tags>, and i18next's {{- unescaped}}. */
const KEEP = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[0-9a-zA-Z]+\s*\/?>)/;

export function pseudoString(text: string): string {
  if (text === '') return text;
  let letters = 0;
  const body = text
    .split(KEEP)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      return part.replace(/[A-Za-z]/g, (c) => {
        letters += 1;
        return ACCENTS[c] ?? c;
      });
    })
    .join('');
  // About 40 % longer overall: the brackets count, the rest is padding (at least one character).
  const pad = Math.max(1, Math.round(letters * 0.4) - 2);
  return `${PSEUDO_OPEN}${body}${'~'.repeat(pad)}${PSEUDO_CLOSE}`;
}

/** A whole catalogue (nested objects and arrays) in pseudo. */
export function pseudoCatalog<T>(value: T): T {
  if (typeof value === 'string') return pseudoString(value) as T;
  if (Array.isArray(value)) return value.map((v) => pseudoCatalog(v)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudoCatalog(v)])) as T;
  return value;
}
