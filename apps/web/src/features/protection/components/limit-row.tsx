import type { LimitView } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { inputClass } from '../../../components/form/text-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useMoney } from '../../site/hooks/use-money.ts';
import { useCancelPending, useSetLimits } from '../api/limits.ts';
import { parseMajor } from './parse-major.ts';

/** One limit (kind × period): in force, used in the window, a waiting change with cancel, and a field to change it. */
export function LimitRow({ limit }: { limit: LimitView }) {
  const { t } = useTranslation('protection');
  const money = useMoney();
  const set = useSetLimits();
  const cancel = useCancelPending();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const id = `${limit.kind}-${limit.period}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minor = parseMajor(text);
    setInvalid(minor === null);
    if (minor === null) return;
    set.mutate([{ kind: limit.kind, period: limit.period, amount: minor }], { onSuccess: () => setText('') });
  };

  return (
    <li className="grid gap-2 rounded-xl border border-line p-3" data-testid={`limit-${id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{t(`periods.${limit.period}`)}</span>
        <span className="text-sm text-fg-secondary" data-testid={`limit-current-${id}`}>
          {limit.amount === null ? t('limits.none') : t('limits.current', { amount: money(limit.amount), used: money(limit.used) })}
        </span>
      </div>
      {limit.pending && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-warning/10 px-3 py-2 text-sm" data-testid={`limit-pending-${id}`}>
          <span>
            {limit.pending.amount === null
              ? t('limits.pendingRemoval', { at: formatDateTime(limit.pending.appliesAt) })
              : t('limits.pending', { amount: money(limit.pending.amount), at: formatDateTime(limit.pending.appliesAt) })}
          </span>
          <Button size="sm" variant="outline" busy={cancel.isPending} onClick={() => cancel.mutate({ kind: limit.kind, period: limit.period })} data-testid={`limit-cancel-${id}`}>
            {t('limits.cancel')}
          </Button>
        </div>
      )}
      <form className="flex flex-wrap items-center gap-2" onSubmit={submit} noValidate>
        <label className="sr-only" htmlFor={`limit-input-${id}`}>
          {t('limits.newAmount', { kind: t(`kinds.${limit.kind}`), period: t(`periods.${limit.period}`) })}
        </label>
        <input
          id={`limit-input-${id}`}
          className={`${inputClass} h-9 min-w-28 flex-1 basis-28`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('limits.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={invalid || undefined}
          data-testid={`limit-input-${id}`}
        />
        <Button size="sm" type="submit" busy={set.isPending} data-testid={`limit-save-${id}`}>
          {t('limits.save')}
        </Button>
        {limit.amount !== null && !limit.pending && (
          <Button size="sm" variant="ghost" busy={set.isPending} onClick={() => set.mutate([{ kind: limit.kind, period: limit.period, amount: null }])} data-testid={`limit-remove-${id}`}>
            {t('limits.remove')}
          </Button>
        )}
      </form>
      {invalid && <p className="text-sm text-danger">{t('limits.invalid')}</p>}
      {(set.error || cancel.error) && (
        <p role="alert" className="text-sm text-danger">
          {errorText(set.error ?? cancel.error)}
        </p>
      )}
    </li>
  );
}
