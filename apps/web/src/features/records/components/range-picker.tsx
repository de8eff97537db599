import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromDateInputs, lastDays, rangeDays, shiftRange, toDateInput, type DateRange } from './date-range.ts';

export interface RangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

const inputClass = 'h-9 rounded-xl border border-line bg-sunken px-2 text-sm';

/** Presets (last 7 / 30 days), earlier/later by one window, or two dates. */
export function RangePicker({ value, onChange }: RangePickerProps) {
  const { t } = useTranslation('records');
  const [from, setFrom] = useState(toDateInput(value.from));
  const [to, setTo] = useState(toDateInput(new Date(value.to.getTime() - 1)));
  const [invalid, setInvalid] = useState(false);
  const days = rangeDays(value);

  function apply(next: DateRange) {
    setFrom(toDateInput(next.from));
    setTo(toDateInput(new Date(next.to.getTime() - 1)));
    setInvalid(false);
    onChange(next);
  }

  const chip = (active: boolean) => `rounded-full border px-3 py-1 text-sm ${active ? 'border-primary bg-primary text-primary-contrast' : 'border-line hover:bg-sunken'}`;
  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="range-picker">
      <div className="flex flex-wrap gap-1.5" role="group" aria-label={t('range.presets')}>
        {[7, 30].map((n) => (
          <button key={n} type="button" className={chip(days === n && toDateInput(value.to) === toDateInput(lastDays(n).to))} onClick={() => apply(lastDays(n))}>
            {t('range.last', { count: n })}
          </button>
        ))}
        <button type="button" className={chip(false)} onClick={() => apply(shiftRange(value, -1))} aria-label={t('range.earlierLabel', { count: days })}>
          ‹ {t('range.earlier')}
        </button>
        <button type="button" className={chip(false)} onClick={() => apply(shiftRange(value, 1))} aria-label={t('range.laterLabel', { count: days })}>
          {t('range.later')} ›
        </button>
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const next = fromDateInputs(from, to);
          if (!next) return setInvalid(true);
          apply(next);
        }}
      >
        <label className="grid gap-0.5 text-xs text-fg-muted">
          {t('range.from')}
          <input type="date" className={inputClass} value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="grid gap-0.5 text-xs text-fg-muted">
          {t('range.to')}
          <input type="date" className={inputClass} value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="submit" className="h-9 rounded-xl border border-line px-3 text-sm font-semibold hover:bg-sunken">
          {t('range.apply')}
        </button>
        {invalid && (
          <span className="text-sm text-danger" role="alert">
            {t('range.invalid')}
          </span>
        )}
      </form>
    </div>
  );
}
