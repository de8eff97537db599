import { DEFAULT_LANGUAGE, findLanguage, LANGUAGE_COOKIE, languageOrDefault, SOURCE_CATALOG, type LanguageInfo } from '@app/contracts';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';
import { applyLanguageFont } from './fonts.ts';
import { setFormatLocale } from './format.ts';
import { local } from './storage.ts';

const LANGUAGE_KEY = 'language';

/** A year, on every path: the server draws the next page (its banner caption, `<html lang dir>`) in this language. */
function writeLanguageCookie(code: string): void {
  if (typeof document === 'undefined' || code === PSEUDO_CODE) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** The visitor's choice, for this app (local storage) and for the server's next page (cookie). */
function rememberLanguage(code: string): void {
  local.set(LANGUAGE_KEY, code);
  writeLanguageCookie(code);
}

/** Every catalogue file is its own chunk, fetched the first time a screen needs that namespace in that language. */
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/** Namespaces loaded before the first render (the shell and error messages); features load theirs on use. */
export const STARTUP_NAMESPACES = ['common', 'errors'] as const;

/**
 * The pseudo-locale (lib/pseudo.ts): English accented and 40 % longer, to find hard-coded text and
 * clipping. Not a platform code (the API never sees it) and never in the picker: it is accepted only in
 * development, in unit tests, and on a loopback host (the e2e and screenshot server).
 */
const PSEUDO_CODE = 'XX';
export const PSEUDO_LANGUAGE: LanguageInfo = { code: PSEUDO_CODE, tag: 'en-XA', nativeName: 'Ƥŝéûðö', englishName: 'Pseudo', dir: 'ltr', catalog: 'en-XA' };

function pseudoAllowed(): boolean {
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') return true;
  const host = typeof location === 'undefined' ? '' : location.hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

function resolveLanguage(code: string | null | undefined): LanguageInfo | undefined {
  if (code?.toUpperCase() === PSEUDO_LANGUAGE.code) return pseudoAllowed() ? PSEUDO_LANGUAGE : undefined;
  return findLanguage(code);
}

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (language === PSEUDO_LANGUAGE.catalog) {
      const english = catalogs[`../locales/${SOURCE_CATALOG}/${namespace}.json`];
      if (!english) return callback(null, {});
      Promise.all([english(), import('./pseudo.ts')]).then(
        ([module, pseudo]) => callback(null, pseudo.pseudoCatalog(module.default)),
        (error: unknown) => callback(error as Error, false),
      );
      return;
    }
    const load = catalogs[`../locales/${language}/${namespace}.json`];
    // An incomplete language has no file: an empty bundle makes i18next use English key by key.
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/**
 * Starts loading a screen's catalogues at once, before i18next asks for them (it does so only after it
 * has started, one round trip later); its read then finds the chunks already in the module cache.
 */
export function preloadNamespaces(namespaces: readonly string[], info: LanguageInfo = initialLanguage()): void {
  for (const catalog of new Set([info.catalog, SOURCE_CATALOG])) {
    for (const ns of namespaces) void catalogs[`../locales/${catalog}/${ns}.json`]?.().catch(() => undefined);
  }
}

interface LanguageState {
  language: LanguageInfo;
}
/** The platform language code in use (e.g. TY), which i18next's catalogue id alone cannot tell apart from an alias. */
export const useLanguageStore = create<LanguageState>(() => ({ language: languageOrDefault(null) }));

/** `<html lang dir>` from the registry, the number/date formats and the script's web font, for the language now in use. */
export function applyHtmlLanguage(info: LanguageInfo): void {
  document.documentElement.lang = info.tag;
  document.documentElement.dir = info.dir;
  setFormatLocale(info.tag, info.dir);
  void applyLanguageFont(info);
}

const languageListeners = new Set<(info: LanguageInfo) => void>();
/** SPEC §4 "language change ... triggers a language update action": features subscribe here (e.g. refetch game names). */
export function onLanguageChange(listener: (info: LanguageInfo) => void): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}

/** A language named by the address (`?lang=TY`: links agents share, search engines, Lighthouse runs); unknown codes are ignored. */
function languageFromAddress(): LanguageInfo | undefined {
  if (typeof location === 'undefined') return undefined;
  return resolveLanguage(new URLSearchParams(location.search).get('lang'));
}

/**
 * The language the app starts in: `?lang=` in the address (then saved, like a choice in the picker),
 * else the visitor's saved choice, else the platform default. Readable before i18n starts.
 */
export function initialLanguage(): LanguageInfo {
  const fromAddress = languageFromAddress();
  if (fromAddress) {
    rememberLanguage(fromAddress.code);
    return fromAddress;
  }
  return resolveLanguage(local.get(LANGUAGE_KEY)) ?? languageOrDefault(DEFAULT_LANGUAGE);
}

export async function initI18n(): Promise<void> {
  const info = initialLanguage();
  // A choice saved before the cookie existed reaches the server from now on.
  if (local.get(LANGUAGE_KEY)) writeLanguageCookie(info.code);
  await i18next
    .use(lazyCatalogs)
    .use(initReactI18next)
    .init({
      lng: info.catalog,
      fallbackLng: SOURCE_CATALOG,
      load: 'currentOnly',
      ns: [...STARTUP_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  useLanguageStore.setState({ language: info });
  applyHtmlLanguage(info);
}

/** Stores the choice, switches the interface and <html lang dir>, then tells subscribers. */
export async function changeLanguage(code: string): Promise<void> {
  const info = resolveLanguage(code);
  if (!info) return;
  rememberLanguage(info.code);
  await i18next.changeLanguage(info.catalog);
  useLanguageStore.setState({ language: info });
  applyHtmlLanguage(info);
  languageListeners.forEach((l) => l(info));
}

const apiLanguage = (code: string) => (code === PSEUDO_LANGUAGE.code ? 'EN' : code);

/** The platform code sent to the API as `language` (SPEC §7); the pseudo-locale asks for English data. */
export function currentLanguageCode(): string {
  return apiLanguage(useLanguageStore.getState().language.code);
}

/** currentLanguageCode() for a component: it re-renders when the language changes. */
export function useLanguageCode(): string {
  return useLanguageStore((s) => apiLanguage(s.language.code));
}
