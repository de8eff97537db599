import type { LanguageInfo } from '@app/contracts';

/**
 * Web fonts for scripts a phone may lack (docs/languages.md "Fonts"). System fonts come first; a Noto
 * family is only a fallback after them, so a phone that has the script never downloads anything. Its CSS
 * (the script's unicode-range subset only: no Latin, which the system fonts draw) is imported on demand
 * when that language becomes active, so no other language's home page carries it. The woff2 files are
 * fetched by the browser only for characters the page actually shows.
 *
 * Urdu gets Noto Nastaliq Urdu, the style Urdu is read in, and likewise only after the system fonts: phones
 * pick their own Nastaliq for lang="ur" text (Android ships Noto Nastaliq Urdu), and a desktop without one
 * downloads ours.
 */
interface ScriptFont {
  family: string;
  load: () => Promise<unknown>;
}

const thai: ScriptFont = {
  family: 'Noto Sans Thai',
  load: () => Promise.all([import('@fontsource/noto-sans-thai/thai-400.css'), import('@fontsource/noto-sans-thai/thai-600.css'), import('@fontsource/noto-sans-thai/thai-700.css')]),
};
const devanagari: ScriptFont = {
  family: 'Noto Sans Devanagari',
  load: () => Promise.all([import('@fontsource/noto-sans-devanagari/devanagari-400.css'), import('@fontsource/noto-sans-devanagari/devanagari-600.css'), import('@fontsource/noto-sans-devanagari/devanagari-700.css')]),
};
const arabic: ScriptFont = {
  family: 'Noto Sans Arabic',
  load: () => Promise.all([import('@fontsource/noto-sans-arabic/arabic-400.css'), import('@fontsource/noto-sans-arabic/arabic-600.css'), import('@fontsource/noto-sans-arabic/arabic-700.css')]),
};

/** By the primary language subtag of the code's BCP 47 tag. */
const FONTS: Record<string, ScriptFont> = {
  th: thai,
  km: {
    family: 'Noto Sans Khmer',
    load: () => Promise.all([import('@fontsource/noto-sans-khmer/khmer-400.css'), import('@fontsource/noto-sans-khmer/khmer-600.css'), import('@fontsource/noto-sans-khmer/khmer-700.css')]),
  },
  lo: {
    family: 'Noto Sans Lao',
    load: () => Promise.all([import('@fontsource/noto-sans-lao/lao-400.css'), import('@fontsource/noto-sans-lao/lao-600.css'), import('@fontsource/noto-sans-lao/lao-700.css')]),
  },
  bn: {
    family: 'Noto Sans Bengali',
    load: () => Promise.all([import('@fontsource/noto-sans-bengali/bengali-400.css'), import('@fontsource/noto-sans-bengali/bengali-600.css'), import('@fontsource/noto-sans-bengali/bengali-700.css')]),
  },
  ta: {
    family: 'Noto Sans Tamil',
    load: () => Promise.all([import('@fontsource/noto-sans-tamil/tamil-400.css'), import('@fontsource/noto-sans-tamil/tamil-600.css'), import('@fontsource/noto-sans-tamil/tamil-700.css')]),
  },
  te: {
    family: 'Noto Sans Telugu',
    load: () => Promise.all([import('@fontsource/noto-sans-telugu/telugu-400.css'), import('@fontsource/noto-sans-telugu/telugu-600.css'), import('@fontsource/noto-sans-telugu/telugu-700.css')]),
  },
  hi: devanagari,
  ne: devanagari,
  ar: arabic,
  fa: arabic,
  ur: {
    family: 'Noto Nastaliq Urdu',
    load: () => Promise.all([import('@fontsource/noto-nastaliq-urdu/arabic-400.css'), import('@fontsource/noto-nastaliq-urdu/arabic-700.css')]),
  },
};

/** The web font a language uses, if any (UR-LA, `ur-Latn`, is Latin script: none). */
export function scriptFontOf(info: Pick<LanguageInfo, 'tag'>): ScriptFont | undefined {
  const [language, script] = info.tag.split('-');
  if (script === 'Latn') return undefined;
  return FONTS[language ?? ''];
}

/**
 * Makes the language's script font available: imports its @font-face CSS once, then names the family in
 * --font-script, which the root font stack lists after the system fonts. Another language resets it.
 */
export function applyLanguageFont(info: Pick<LanguageInfo, 'tag'>, root: HTMLElement = document.documentElement): Promise<unknown> {
  const font = scriptFontOf(info);
  if (!font) {
    root.style.removeProperty('--font-script');
    return Promise.resolve();
  }
  root.style.setProperty('--font-script', `'${font.family}'`);
  return font.load().catch(() => undefined);
}
