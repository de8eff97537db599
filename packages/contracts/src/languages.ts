/**
 * Every platform language code (SPEC §9 and the "others") mapped to its BCP 47
 * tag, native name and writing direction.
 *
 * `catalog` names the translation catalogue the code uses. TY is the platform's
 * code for Thai (docs/decisions/0002-ty-is-thai.md), and TH is kept as an alias
 * of it, as KR is of KO, and MY (the Malaysian code, SPEC §9, dial +60) of MS:
 * twin codes share one catalogue through `catalog`, never a copy
 * (docs/decisions/0070-language-codes.md). Codes whose catalogue is not complete
 * fall back to English key by key.
 */
export interface LanguageInfo {
  code: string;
  tag: string;
  nativeName: string;
  englishName: string;
  dir: 'ltr' | 'rtl';
  catalog: string;
}

const L = (code: string, tag: string, nativeName: string, englishName: string, dir: 'ltr' | 'rtl' = 'ltr', catalog = code.toLowerCase()): LanguageInfo => ({
  code,
  tag,
  nativeName,
  englishName,
  dir,
  catalog,
});

export const LANGUAGES: readonly LanguageInfo[] = [
  L('EN', 'en', 'English', 'English'),
  L('TY', 'th', 'ไทย', 'Thai'),
  L('TH', 'th', 'ไทย', 'Thai', 'ltr', 'ty'),
  L('CN', 'zh-CN', '简体中文', 'Chinese (Simplified)'),
  L('TW', 'zh-TW', '繁體中文', 'Chinese (Traditional)'),
  L('JA', 'ja', '日本語', 'Japanese'),
  L('VI', 'vi', 'Tiếng Việt', 'Vietnamese'),
  L('MY', 'ms-MY', 'Bahasa Melayu (Malaysia)', 'Malay (Malaysia)', 'ltr', 'ms'),
  L('ES', 'es', 'Español', 'Spanish'),
  L('HI', 'hi', 'हिन्दी', 'Hindi'),
  L('ID', 'id', 'Bahasa Indonesia', 'Indonesian'),
  L('KM', 'km', 'ខ្មែរ', 'Khmer'),
  L('KO', 'ko', '한국어', 'Korean'),
  L('KR', 'ko', '한국어', 'Korean', 'ltr', 'ko'),
  L('MS', 'ms', 'Bahasa Melayu', 'Malay'),
  L('PT', 'pt-PT', 'Português', 'Portuguese'),
  L('PT-BR', 'pt-BR', 'Português (Brasil)', 'Portuguese (Brazil)'),
  L('TA', 'ta', 'தமிழ்', 'Tamil'),
  L('UR', 'ur', 'اردو', 'Urdu', 'rtl'),
  L('UR-LA', 'ur-Latn', 'Urdu (Roman)', 'Urdu (Latin script)'),
  L('TR', 'tr', 'Türkçe', 'Turkish'),
  L('BN', 'bn', 'বাংলা', 'Bengali'),
  L('AR', 'ar', 'العربية', 'Arabic', 'rtl'),
  L('FA', 'fa', 'فارسی', 'Persian', 'rtl'),
  L('RU', 'ru', 'Русский', 'Russian'),
  L('KK', 'kk', 'Қазақ тілі', 'Kazakh'),
  L('UZ', 'uz', 'Oʻzbekcha', 'Uzbek'),
  L('LO', 'lo', 'ລາວ', 'Lao'),
  L('NE', 'ne', 'नेपाली', 'Nepali'),
  L('FR', 'fr', 'Français', 'French'),
  L('TE', 'te', 'తెలుగు', 'Telugu'),
  L('SW', 'sw', 'Kiswahili', 'Swahili'),
  L('DE', 'de', 'Deutsch', 'German'),
  L('IT', 'it', 'Italiano', 'Italian'),
  L('PL', 'pl', 'Polski', 'Polish'),
  L('FIL', 'fil', 'Filipino', 'Filipino'),
  L('MN', 'mn', 'Монгол', 'Mongolian'),
  L('SI', 'si', 'සිංහල', 'Sinhala'),
];

/**
 * Catalogues that hold every key of every namespace; the rest fall back to English key by key.
 * Partial catalogues (docs/languages.md) are checked namespace by namespace by the web catalogue test.
 */
export const COMPLETE_CATALOGS = ['en', 'ty', 'ar', 'bn', 'cn', 'es', 'fa', 'fr', 'hi', 'id', 'ja', 'kk', 'km', 'ko', 'lo', 'ms', 'ne', 'pt', 'pt-br', 'ru', 'sw', 'ta', 'te', 'tr', 'tw', 'ur', 'ur-la', 'uz', 'vi'] as const;
export const DEFAULT_LANGUAGE = 'EN';

/** The cookie holding the visitor's language code: written by the web app, read by the server to draw the page in it. */
export const LANGUAGE_COOKIE = 'lang';
export const SOURCE_CATALOG = 'en';

const byCode = new Map(LANGUAGES.map((l) => [l.code, l]));

export function findLanguage(code: string | null | undefined): LanguageInfo | undefined {
  return code ? byCode.get(code.toUpperCase()) : undefined;
}

/** The platform codes that share a catalogue with another code (TH→TY, KR→KO, MY→MS). */
export function aliasesOf(catalog: string): LanguageInfo[] {
  return LANGUAGES.filter((l) => l.catalog === catalog);
}

export function languageOrDefault(code: string | null | undefined): LanguageInfo {
  return findLanguage(code) ?? (byCode.get(DEFAULT_LANGUAGE) as LanguageInfo);
}

/**
 * The languages operator content is written in: one code per complete member-site catalogue (TY, not its
 * twin TH; KO, not KR; MS, not MY). The console offers each of them on every per-language editor.
 */
export const CONTENT_LANGUAGES: readonly string[] = LANGUAGES.filter((l) => l.code.toLowerCase() === l.catalog && (COMPLETE_CATALOGS as readonly string[]).includes(l.catalog)).map((l) => l.code);

/**
 * The entry of a per-language map (operator titles, promotion texts) for a reader of `language`: the language
 * itself, then a twin code sharing its catalogue (TH/TY, KO/KR, MS/MY), then English. Never a third language:
 * a Hindi reader of something written only in Thai gets the English entry or nothing.
 */
export function inLanguage<T>(map: Readonly<Record<string, T | undefined>> | undefined, language: string): T | undefined {
  if (!map) return undefined;
  const info = findLanguage(language);
  const codes = [language.toUpperCase(), ...(info ? aliasesOf(info.catalog).map((l) => l.code) : []), DEFAULT_LANGUAGE];
  for (const code of codes) if (map[code]) return map[code];
  return undefined;
}
