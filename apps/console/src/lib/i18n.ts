import { LANGUAGES, type LanguageInfo } from '@app/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/console.json';

/**
 * The console's catalogues: English (the source) is bundled; every other `locales/<catalog>/console.json`
 * is its own chunk, loaded when an operator picks that language. The list of languages is the folders
 * present, named in their own language from the platform registry (@app/contracts LANGUAGES).
 */
const lazyCatalogs = import.meta.glob<{ default: Record<string, unknown> }>(['../locales/*/console.json', '!../locales/en/console.json']);
const catalogOfPath = (p: string) => p.split('/')[2] as string;
const available = ['en', ...Object.keys(lazyCatalogs).map(catalogOfPath)];

/** The registry entry of a catalogue: the code spelled like the folder (TY for ty, MS for ms), else the first that uses it. */
function infoOf(catalog: string): LanguageInfo | undefined {
  return LANGUAGES.find((l) => l.catalog === catalog && l.code.toLowerCase() === catalog) ?? LANGUAGES.find((l) => l.catalog === catalog);
}

export interface ConsoleLanguageInfo {
  code: string;
  label: string;
  tag: string;
  dir: 'ltr' | 'rtl';
}

export const CONSOLE_LANGUAGES: readonly ConsoleLanguageInfo[] = available
  .map((code) => {
    const info = infoOf(code);
    return { code, label: info?.nativeName ?? code, tag: info?.tag ?? code, dir: info?.dir ?? 'ltr' } as const;
  })
  .sort((a, b) => (a.code === 'en' ? -1 : b.code === 'en' ? 1 : a.label.localeCompare(b.label)));
export type ConsoleLanguage = string;
const KEY = 'console.language';

const infoFor = (code: string) => CONSOLE_LANGUAGES.find((l) => l.code === code) ?? CONSOLE_LANGUAGES[0]!;

function saved(): ConsoleLanguage {
  try {
    const code = localStorage.getItem(KEY) ?? 'en';
    return available.includes(code) ? code : 'en';
  } catch {
    return 'en';
  }
}

/** The BCP 47 tag of the console's current language, for Intl formats. */
export function currentTag(): string {
  return infoFor(i18next.language).tag;
}

async function load(code: string): Promise<void> {
  if (i18next.hasResourceBundle(code, 'console')) return;
  const loader = lazyCatalogs[`../locales/${code}/console.json`];
  if (!loader) return;
  i18next.addResourceBundle(code, 'console', (await loader()).default, true, true);
}

function applyHtml(code: string): void {
  const info = infoFor(code);
  document.documentElement.lang = info.tag;
  document.documentElement.dir = info.dir;
}

export async function startI18n() {
  const code = saved();
  await i18next.use(initReactI18next).init({
    resources: { en: { console: en } },
    lng: 'en',
    fallbackLng: 'en',
    ns: ['console'],
    defaultNS: 'console',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (code !== 'en') {
    await load(code).catch(() => undefined);
    await i18next.changeLanguage(code);
  }
  applyHtml(i18next.language);
}

export function setLanguage(code: ConsoleLanguage): void {
  void load(code).then(
    () => i18next.changeLanguage(code),
    () => undefined,
  ).then(() => applyHtml(i18next.language));
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // private mode
  }
}
