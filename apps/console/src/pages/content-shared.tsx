import { CONTENT_LANGUAGES, findLanguage } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionTabs } from '../components/section-tabs.tsx';
import { isApiError } from '../lib/api.ts';
import { currentTag } from '../lib/i18n.ts';

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

/** The console always offers EN and TY and the brand default; stored languages stay editable; the rest are added (`useEditLanguages`). */
export function editLanguages(defaultLanguage: string, stored: string[]): string[] {
  return [...new Set([defaultLanguage, 'EN', 'TY', ...stored])];
}

/** The tabs of a per-language editor: `editLanguages`, then the content languages the operator added in it. */
export function useEditLanguages(defaultLanguage: string, stored: string[]) {
  const [added, setAdded] = useState<string[]>([]);
  const languages = [...new Set([...editLanguages(defaultLanguage, stored), ...added])];
  return { languages, add: (code: string) => setAdded((a) => (a.includes(code) ? a : [...a, code])) };
}

/** `lang` and `dir` for the fields of one language's text (an Arabic title is typed right to left). */
export function langProps(code: string): { lang: string; dir: 'ltr' | 'rtl' } {
  const info = findLanguage(code);
  return { lang: info?.tag ?? code.toLowerCase(), dir: info?.dir ?? 'ltr' };
}

/** A language's name in the console's language (Intl.DisplayNames), with its own name beside it when that differs. */
export function useLanguageName() {
  const { t } = useTranslation();
  const tag = currentTag();
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([tag], { type: 'language' });
  } catch {
    names = null;
  }
  return (code: string, withOwn = false) => {
    const info = findLanguage(code);
    const name = t(`content.language.${code}`, { defaultValue: (info && names?.of(info.tag)) ?? code });
    return withOwn && info && info.nativeName !== name ? `${name} · ${info.nativeName}` : name;
  };
}

/** A list of the content languages not `shown` yet; picking one calls `onAdd` (nothing when every one is shown). */
export function AddLanguage({ shown, onAdd }: { shown: string[]; onAdd: (code: string) => void }) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const rest = CONTENT_LANGUAGES.filter((code) => !shown.includes(code));
  if (!rest.length) return null;
  return (
    <select
      aria-label={t('content.addLanguage')}
      value=""
      onChange={(e) => e.target.value && onAdd(e.target.value)}
      className="mb-1 max-w-full rounded-lg border border-line bg-surface px-2 py-1 text-sm text-fg-secondary"
      data-testid="lang-add"
    >
      <option value="">{t('content.addLanguage')}</option>
      {rest.map((code) => (
        <option key={code} value={code}>
          {languageName(code, true)}
        </option>
      ))}
    </select>
  );
}

/**
 * One tab per language; a language without a title is marked, the brand default is starred. With `onAdd`, a
 * list offers the other content languages (CONTENT_LANGUAGES); the one picked gets a tab and is opened.
 */
export function LanguageTabs({
  languages,
  current,
  onSelect,
  filled,
  defaultLanguage,
  onAdd,
}: {
  languages: string[];
  current: string;
  onSelect: (code: string) => void;
  filled: (code: string) => boolean;
  defaultLanguage: string;
  onAdd?: (code: string) => void;
}) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  return (
    <div className="mb-3 flex flex-wrap items-end gap-2">
      <div role="tablist" aria-label={t('content.languages')} className="flex min-w-0 flex-[1_1_16rem] flex-wrap gap-1 border-b border-line">
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
            {languageName(code)}
            {code === defaultLanguage && <span aria-hidden="true"> *</span>}
            {!filled(code) && <span className="ms-1 text-xs text-fg-muted">{t('content.missing')}</span>}
          </button>
        ))}
      </div>
      {onAdd && (
        <AddLanguage
          shown={languages}
          onAdd={(code) => {
            onAdd(code);
            onSelect(code);
          }}
        />
      )}
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
