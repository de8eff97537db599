import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionTabs } from '../components/section-tabs.tsx';
import { isApiError } from '../lib/api.ts';

/** The fields a 400 names (details[].field, e.g. "linkUrl" or "texts.1.imageUrl"; or details.path), to mark them on the form. */
export function invalidFields(error: unknown): string[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const details = error.details as { field?: string }[] | { path?: string[] } | undefined;
  if (Array.isArray(details)) return details.map((e) => e.field ?? '').filter(Boolean);
  return details?.path ? [details.path.join('.')] : [];
}

/** A ref that scrolls its element into view when it first appears (an editor opened from a long list). */
export function useScrollIntoView<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, []);
  return ref;
}

/** The content area's sections: announcements, home banners, marquee notices, help articles. */
export function ContentTabs() {
  const { t } = useTranslation();
  const tabs = [
    { to: '/content', label: t('content.title'), end: true },
    { to: '/content/banners', label: t('banners.nav') },
    { to: '/content/notices', label: t('notices.nav') },
    { to: '/content/help', label: t('helpArticles.nav') },
  ];
  return <SectionTabs label={t('nav.content')} tabs={tabs} testId="content-tabs" />;
}

/** The console always offers EN and TY (the site's complete languages) and the brand default; stored languages stay editable. */
export function editLanguages(defaultLanguage: string, stored: string[]): string[] {
  return [...new Set([defaultLanguage, 'EN', 'TY', ...stored])];
}

/** One tab per language; a language without a title is marked, the brand default is starred. */
export function LanguageTabs({ languages, current, onSelect, filled, defaultLanguage }: { languages: string[]; current: string; onSelect: (code: string) => void; filled: (code: string) => boolean; defaultLanguage: string }) {
  const { t } = useTranslation();
  return (
    <div role="tablist" aria-label={t('content.languages')} className="mb-3 flex flex-wrap gap-1 border-b border-line">
      {languages.map((code) => (
        <button
          key={code}
          type="button"
          role="tab"
          aria-selected={current === code}
          onClick={() => onSelect(code)}
          className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${current === code ? 'border-primary text-primary' : 'border-transparent text-fg-secondary hover:text-fg'}`}
          data-testid={`lang-tab-${code}`}
        >
          {t(`content.language.${code}`, { defaultValue: code })}
          {code === defaultLanguage && <span aria-hidden="true"> *</span>}
          {!filled(code) && <span className="ms-1 text-xs text-fg-muted">{t('content.missing')}</span>}
        </button>
      ))}
    </div>
  );
}

/** ISO -> the value of a datetime-local input (local time) and back. */
export const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
export const fromLocal = (v: string) => (v ? new Date(v).toISOString() : null);

/** The text in the console's language, else the brand default, else the first. */
export function textOf<T extends { language: string }>(texts: T[], uiLanguage: string, defaultLanguage: string): T | undefined {
  const want = uiLanguage.toUpperCase();
  return texts.find((x) => x.language === want) ?? texts.find((x) => x.language === defaultLanguage) ?? texts[0];
}
