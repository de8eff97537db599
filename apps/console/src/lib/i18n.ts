import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/console.json';
import ty from '../locales/ty/console.json';

/** The console's own catalogues (en is the source, ty = Thai is complete); both are small and bundled. */
export const CONSOLE_LANGUAGES = [
  { code: 'en', label: 'English', tag: 'en' },
  { code: 'ty', label: 'ไทย', tag: 'th' },
] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number]['code'];
const KEY = 'console.language';

function saved(): ConsoleLanguage {
  try {
    return localStorage.getItem(KEY) === 'ty' ? 'ty' : 'en';
  } catch {
    return 'en';
  }
}

export function startI18n() {
  return i18next.use(initReactI18next).init({
    resources: { en: { console: en }, ty: { console: ty } },
    lng: saved(),
    fallbackLng: 'en',
    ns: ['console'],
    defaultNS: 'console',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export function setLanguage(code: ConsoleLanguage): void {
  void i18next.changeLanguage(code);
  document.documentElement.lang = code === 'ty' ? 'th' : 'en';
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // private mode
  }
}
