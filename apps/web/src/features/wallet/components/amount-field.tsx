import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field.tsx';
import { formatMinor } from '../../../lib/format.ts';

export interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  limits?: { min: number; max: number };
  /** Quick picks in minor units. */
  presets?: number[];
  testId?: string;
}

/** The amount input (major units as typed) with quick picks and the allowed range. */
export function AmountField({ value, onChange, error, limits, presets = [], testId }: AmountFieldProps) {
  const { t } = useTranslation('wallet');
  return (
    <div className="space-y-2">
      <TextField
        label={t('form.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        hint={limits ? t('form.limits', { min: formatMinor(limits.min), max: formatMinor(limits.max) }) : undefined}
        placeholder={t('form.amountPlaceholder')}
        data-testid={testId}
      />
      {presets.length > 0 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('form.quickAmounts')}>
          {presets.map((p) => {
            const label = formatMinor(p).replace(/\.00$/, '');
            const selected = value.replace(/,/g, '') === String(p / 100);
            return (
              <button
                key={p}
                type="button"
                onClick={() => onChange(String(p / 100))}
                aria-pressed={selected}
                className={`h-9 min-w-16 rounded-xl border px-3 text-sm font-semibold tabular-nums ${selected ? 'border-primary bg-primary/10 text-primary' : 'border-line text-fg-secondary hover:text-fg'}`}
              >
                {label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
