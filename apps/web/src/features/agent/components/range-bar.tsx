import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { presetOf, presetRange, RANGE_PRESETS, rangeProblem, shiftRange, type DayRange } from '../lib/date-range.ts';

export interface RangeBarProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** Today in the agent's zone. */
  today: string;
}

const chip = (active: boolean) =>
  `h-8 rounded-full border px-3 text-sm whitespace-nowrap ${active ? 'border-primary bg-primary text-primary-contrast' : 'border-line text-fg-secondary hover:bg-sunken hover:text-fg'}`;
const input = 'h-9 rounded-xl border border-line bg-sunken px-2 text-sm text-fg';

/**
 * Report days in the agent's zone: presets (today, yesterday, last 7 and 30 days, this month; SPEC §9),
 * one window earlier or later, or two typed days (at most 93, as the API allows).
 */
export function RangeBar({ value, onChange, today }: RangeBarProps) {
  const { t } = useTranslation('agent');
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(null);
  // Follow a range set from outside (a preset, a drill-down) without an effect.
  if (shown.from !== value.from || shown.to !== value.to) {
    setShown(value);
    setDraft(value);
    setProblem(null);
  }
  const active = presetOf(value, today);
  const later = shiftRange(value, 1);

  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="agent-range">
      <div className="flex flex-wrap gap-1.5" role="group" aria-label={t('range.presets')}>
        {RANGE_PRESETS.map((p) => (
          <button key={p} type="button" className={chip(active === p)} aria-pressed={active === p} onClick={() => onChange(presetRange(p, today))} data-testid={`range-${p}`}>
            {t(`range.${p}`)}
          </button>
        ))}
        <button type="button" className={chip(false)} onClick={() => onChange(shiftRange(value, -1))} aria-label={t('range.earlier')}>
          <span aria-hidden="true" className="inline-block rtl:rotate-180">‹</span>
        </button>
        <button type="button" className={`${chip(false)} disabled:opacity-40`} disabled={later.from > today} onClick={() => onChange(later)} aria-label={t('range.later')}>
          <span aria-hidden="true" className="inline-block rtl:rotate-180">›</span>
        </button>
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const issue = rangeProblem(draft);
          setProblem(issue);
          if (!issue) onChange(draft);
        }}
      >
        <label className="grid gap-0.5 text-xs text-fg-muted">
          {t('range.from')}
          <input type="date" className={input} value={draft.from} max={today} onChange={(e) => setDraft({ ...draft, from: e.target.value })} data-testid="range-from" />
        </label>
        <label className="grid gap-0.5 text-xs text-fg-muted">
          {t('range.to')}
          <input type="date" className={input} value={draft.to} max={today} onChange={(e) => setDraft({ ...draft, to: e.target.value })} data-testid="range-to" />
        </label>
        <button type="submit" className="h-9 rounded-xl border border-line px-3 text-sm font-semibold hover:bg-sunken" data-testid="range-apply">
          {t('range.apply')}
        </button>
        {problem && (
          <span className="text-sm text-danger" role="alert">
            {t(`range.problems.${problem}`)}
          </span>
        )}
      </form>
    </div>
  );
}
