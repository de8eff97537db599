import { LANGUAGES } from '@app/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../features/site/api/get-permission.ts';
import { changeLanguage, useLanguageStore } from '../../lib/i18n.ts';

/** SPEC §2.5 language select: the brand's supported languages first, every other platform code after. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  const current = useLanguageStore((s) => s.language.code);
  const supported = usePermission().brand.supportedLanguages;
  const primary = LANGUAGES.filter((l) => supported.includes(l.code));
  const others = LANGUAGES.filter((l) => !supported.includes(l.code));
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-fg-muted uppercase">
        {t('common:language.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(e) => void changeLanguage(e.target.value)}
        className="h-10 w-full rounded-lg border border-line bg-sunken px-2 text-sm text-fg"
        data-testid="language-select"
      >
        <optgroup label={t('common:language.supported')}>
          {primary.map((l) => (
            <option key={l.code} value={l.code} lang={l.tag}>
              {l.nativeName}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('common:language.others')}>
          {others.map((l) => (
            <option key={l.code} value={l.code} lang={l.tag}>
              {l.nativeName} ({l.code})
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
}
