import { BET_RECORD_CATEGORIES } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input } from '../components/ui.tsx';
import { SectionTabs } from '../components/section-tabs.tsx';

export type Category = (typeof BET_RECORD_CATEGORIES)[number];
export { BET_RECORD_CATEGORIES as CATEGORIES };

/** The reward settings' pages: VIP levels, rebate rates, points mall, missions (docs/rewards.md). */
export function RewardsTabs() {
  const { t } = useTranslation();
  const tabs = [
    { to: '/rewards/vip', label: t('loyalty.vip.tab') },
    { to: '/rewards/rebate', label: t('loyalty.rebate.tab') },
    { to: '/rewards/points', label: t('loyalty.points.tab') },
    { to: '/rewards/missions', label: t('loyalty.missions.tab') },
  ];
  return <SectionTabs label={t('loyalty.nav')} tabs={tabs} testId="rewards-tabs" />;
}

/** Minor units -> the text of an amount field ("1250.50"); parseBaht reads it back. */
export const bahtText = (minor: number | null | undefined) => (minor === null || minor === undefined ? '' : (minor / 100).toFixed(2).replace(/\.00$/, ''));

/** A whole number typed in a field, or null. */
export function wholeNumber(text: string, min = 0, max = Number.MAX_SAFE_INTEGER): number | null {
  const clean = text.replace(/[,\s]/g, '');
  if (!/^\d+$/.test(clean)) return null;
  const n = Number(clean);
  return n >= min && n <= max ? n : null;
}

/** A field marked wrong: red border. */
export const invalidClass = (bad: boolean) => (bad ? 'border-danger' : '');

/** A text field of a reward form; `invalid` is the catalogue key (under loyalty.invalid) of what is wrong, shown under it. */
export function FormField({
  label,
  hint,
  value,
  onChange,
  invalid,
  testId,
  lang,
  dir,
  inputMode,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  invalid: string | null;
  testId: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  inputMode?: 'decimal' | 'numeric';
}) {
  const { t } = useTranslation();
  return (
    <Field label={label} hint={hint}>
      <Input value={value} lang={lang} dir={dir} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid ? true : undefined} className={invalidClass(Boolean(invalid))} data-testid={testId} />
      {invalid && <span className="text-xs text-danger">{t(`loyalty.invalid.${invalid}`)}</span>}
    </Field>
  );
}

/** The foot of a reward edit form: the save error (already translated), Save and Cancel. */
export function EditFormActions({ error, saving, onCancel, saveTestId, className = 'mt-3' }: { error: string | null; saving: boolean; onCancel: () => void; saveTestId: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {error !== null && (
        <p className={`${className} text-sm text-danger`} role="alert" data-testid="save-error">
          {error}
        </p>
      )}
      <div className={`${className} flex gap-2`}>
        <Button tone="primary" type="submit" disabled={saving} data-testid={saveTestId}>
          {t('action.save')}
        </Button>
        <Button tone="ghost" onClick={onCancel}>
          {t('action.cancel')}
        </Button>
      </div>
    </>
  );
}
