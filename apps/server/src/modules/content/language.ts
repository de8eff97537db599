import { findLanguage } from '@app/contracts';

/**
 * The language a stored text is filed under: TH is an alias of TY (docs/decisions/0002-ty-is-thai.md),
 * MY of MS, and so on, so both read the same text. Unknown codes are kept, upper-cased.
 */
export function canonical(language: string): string {
  const info = findLanguage(language);
  return info && info.catalog !== info.code.toLowerCase() ? info.catalog.toUpperCase() : language.toUpperCase();
}
