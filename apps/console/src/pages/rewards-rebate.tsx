import type { OperatorRebateRates } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionErrorText } from '../components/confirm.tsx';
import { Button, Card, ErrorState, Input, PageHeader, Spinner } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { CATEGORIES, invalidClass, RewardsTabs, type Category } from './rewards-shared.tsx';

const ratesKey = ['rewards-rebate-rates'] as const;
/** The API's ceiling: 1000 basis points = 10 %. */
const MAX_PERCENT = 10;

/** "0.8" (percent, at most 2 decimals, 0–10) -> 80 basis points; '' -> null (no rebate); anything else -> undefined. */
export function percentToBp(text: string): number | null | undefined {
  const clean = text.trim().replace(',', '.').replace('%', '');
  if (clean === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return undefined;
  const bp = Math.round(Number(clean) * 100);
  return bp <= MAX_PERCENT * 100 ? bp : undefined;
}
const bpToPercent = (bp: number | undefined) => (bp === undefined ? '' : String(bp / 100));

function RatesForm({ rates }: { rates: OperatorRebateRates['rates'] }) {
  const { t } = useTranslation();
  const errorText = useSectionErrorText('loyalty');
  const client = useQueryClient();
  const [draft, setDraft] = useState<Record<Category, string>>(() => Object.fromEntries(CATEGORIES.map((c) => [c, bpToPercent(rates.find((r) => r.category === c)?.rateBp)])) as Record<Category, string>);
  const [saved, setSaved] = useState(false);
  const parsed = CATEGORIES.map((c) => ({ category: c, rateBp: percentToBp(draft[c]) }));
  const bad = parsed.filter((r) => r.rateBp === undefined).map((r) => r.category);
  const save = useMutation({
    mutationFn: () => call<OperatorRebateRates>('/operator/rebate/rates', { method: 'PUT', body: { rates: parsed.filter((r): r is { category: Category; rateBp: number } => typeof r.rateBp === 'number') } }),
    onSuccess: (data) => {
      client.setQueryData(ratesKey, data);
      setSaved(true);
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!bad.length) save.mutate();
  }
  return (
    <form onSubmit={submit} noValidate data-testid="rebate-form">
      <Card title={t('loyalty.rebate.ratesTitle')}>
        <p className="mb-3 text-sm text-fg-secondary">{t('loyalty.rebate.intro', { max: MAX_PERCENT })}</p>
        <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2 xl:grid-cols-3">
          {CATEGORIES.map((c) => {
            const wrong = bad.includes(c);
            return (
              <label key={c} className="grid grid-cols-[1fr_7rem] items-center gap-2 text-sm">
                <span className="font-medium">{t(`loyalty.category.${c}`)}</span>
                <span className="flex items-center gap-1">
                  <Input
                    value={draft[c]}
                    inputMode="decimal"
                    placeholder="0"
                    aria-invalid={wrong || undefined}
                    className={`text-end tabular-nums ${invalidClass(wrong)}`}
                    onChange={(e) => {
                      setSaved(false);
                      setDraft((d) => ({ ...d, [c]: e.target.value }));
                    }}
                    data-testid={`rebate-${c}`}
                  />
                  <span aria-hidden="true">%</span>
                </span>
              </label>
            );
          })}
        </div>
        {bad.length > 0 && (
          <p className="mt-3 text-sm text-danger" role="alert" data-testid="rebate-invalid">
            {t('loyalty.rebate.invalid', { max: MAX_PERCENT, categories: bad.map((c) => t(`loyalty.category.${c}`)).join(', ') })}
          </p>
        )}
        {save.error && (
          <p className="mt-3 text-sm text-danger" role="alert" data-testid="save-error">
            {errorText(save.error)}
          </p>
        )}
        {saved && (
          <p className="mt-3 text-sm text-success" role="status" data-testid="save-done">
            {t('loyalty.saved')}
          </p>
        )}
        <p className="mt-3 text-xs text-fg-muted">{t('loyalty.rebate.note')}</p>
        <Button className="mt-3" tone="primary" type="submit" disabled={save.isPending || bad.length > 0} data-testid="rebate-save">
          {t('action.save')}
        </Button>
      </Card>
    </form>
  );
}

/** Rebate rate per game category, in percent of valid turnover (docs/rewards.md "Manual rebate"). */
export function RewardsRebatePage() {
  const { t } = useTranslation();
  const rates = useQuery({ queryKey: ratesKey, queryFn: ({ signal }) => call<OperatorRebateRates>('/operator/rebate/rates', { signal }) });
  return (
    <div data-testid="rewards-rebate-page">
      <PageHeader title={t('loyalty.rebate.title')} />
      <RewardsTabs />
      {rates.isPending ? <Spinner /> : rates.error ? <ErrorState error={rates.error} onRetry={() => void rates.refetch()} /> : <RatesForm rates={rates.data.rates} />}
    </div>
  );
}
