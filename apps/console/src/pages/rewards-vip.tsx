import type { OperatorVipLevel } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionErrorText } from '../components/confirm.tsx';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Button, Card, Empty, ErrorState, PageHeader, Spinner } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { count, money, parseBaht } from '../lib/format.ts';
import { useScrollIntoView } from './content-shared.tsx';
import { bahtText, EditFormActions, FormField, RewardsTabs, wholeNumber } from './rewards-shared.tsx';

type Level = OperatorVipLevel & { level: number };
const levelsKey = ['rewards-vip-levels'] as const;
const INVALID: Record<string, string> = { code: 'code', name: 'required', minTurnover: 'amount', minDeposit: 'amount', levelUpBonus: 'amount', wageringMultiplier: 'wagering', validDays: 'days' };

interface Draft {
  code: string;
  name: string;
  minTurnover: string;
  minDeposit: string;
  levelUpBonus: string;
  wageringMultiplier: string;
  validDays: string;
}
const toDraft = (l: Level | undefined): Draft => ({
  code: l?.code ?? '',
  name: l?.name ?? '',
  minTurnover: bahtText(l?.minTurnover),
  minDeposit: bahtText(l?.minDeposit),
  levelUpBonus: bahtText(l?.levelUpBonus ?? 0),
  wageringMultiplier: String(l?.wageringMultiplier ?? 1),
  validDays: String(l?.validDays ?? 30),
});

/** The draft as the API takes it, or the fields that are not valid. */
function parse(d: Draft): { body: OperatorVipLevel; bad: string[] } {
  const body = {
    code: d.code.trim().toUpperCase(),
    name: d.name.trim(),
    minTurnover: parseBaht(d.minTurnover) ?? -1,
    minDeposit: parseBaht(d.minDeposit) ?? -1,
    levelUpBonus: parseBaht(d.levelUpBonus) ?? -1,
    wageringMultiplier: wholeNumber(d.wageringMultiplier, 0, 100) ?? -1,
    validDays: wholeNumber(d.validDays, 1, 365) ?? -1,
  };
  const bad = [
    !/^[A-Z_]{2,20}$/.test(body.code) && 'code',
    !body.name && 'name',
    ...(['minTurnover', 'minDeposit', 'levelUpBonus', 'wageringMultiplier', 'validDays'] as const).filter((k) => body[k] < 0),
  ].filter((x): x is string => Boolean(x));
  return { body, bad };
}

function Editor({ level, initial, onDone }: { level: number; initial: Level | undefined; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const errorText = useSectionErrorText('loyalty');
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [tried, setTried] = useState(false);
  const formRef = useScrollIntoView<HTMLFormElement>();
  const { body, bad } = parse(draft);
  const save = useMutation({
    mutationFn: () => call<{ levels: Level[] }>(`/operator/vip/levels/${level}`, { method: 'PUT', body }),
    onSuccess: async (data) => {
      client.setQueryData(levelsKey, data);
      onDone(true);
    },
  });
  const wrong = (k: string) => tried && bad.includes(k);
  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!bad.length) save.mutate();
  }
  const field = (k: keyof Draft, label: string, hint?: string, inputMode: 'decimal' | 'numeric' = 'decimal') => (
    <FormField label={label} hint={hint} value={draft[k]} onChange={(v) => setDraft((d) => ({ ...d, [k]: v }))} invalid={wrong(k) ? (INVALID[k] ?? null) : null} testId={`vip-${k}`} inputMode={inputMode} />
  );
  return (
    <form ref={formRef} onSubmit={submit} className="scroll-mt-4" data-testid="vip-form" noValidate>
      <Card title={initial ? t('loyalty.vip.edit', { level }) : t('loyalty.vip.add', { level })}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {field('code', t('loyalty.vip.col.code'), t('loyalty.vip.codeHint'))}
          {field('name', t('loyalty.vip.col.name'))}
          {field('minTurnover', t('loyalty.vip.col.minTurnover'), t('loyalty.amountHint'))}
          {field('minDeposit', t('loyalty.vip.col.minDeposit'), t('loyalty.amountHint'))}
          {field('levelUpBonus', t('loyalty.vip.col.bonus'), t('loyalty.amountHint'))}
          {field('wageringMultiplier', t('loyalty.wagering'), t('loyalty.wageringHint'), 'numeric')}
          {field('validDays', t('loyalty.validDays'), undefined, 'numeric')}
        </div>
        <p className="mt-3 text-xs text-fg-muted">{t('loyalty.vip.orderHint')}</p>
        <EditFormActions error={save.error ? errorText(save.error) : null} saving={save.isPending} onCancel={() => onDone(false)} saveTestId="vip-save" />
      </Card>
    </form>
  );
}

/** VIP levels: requirements, level-up bonus and its terms; edit one or add the next (docs/rewards.md "VIP levels"). */
export function RewardsVipPage() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: levelsKey, queryFn: ({ signal }) => call<{ levels: Level[] }>('/operator/vip/levels', { signal }) });
  const [editing, setEditing] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);
  const levels = list.data?.levels ?? [];
  const next = levels.reduce((m, l) => Math.max(m, l.level), 0) + 1;
  const columns = useMemo<Column<Level>[]>(
    () => [
      { id: 'level', header: t('loyalty.vip.col.level'), numeric: true, cell: (l) => l.level },
      { id: 'name', header: t('loyalty.vip.col.name'), cell: (l) => <span className="font-semibold">{l.name}</span> },
      { id: 'code', header: t('loyalty.vip.col.code'), cell: (l) => <code className="text-xs">{l.code}</code> },
      { id: 'turnover', header: t('loyalty.vip.col.minTurnover'), numeric: true, cell: (l) => money(l.minTurnover) },
      { id: 'deposit', header: t('loyalty.vip.col.minDeposit'), numeric: true, cell: (l) => money(l.minDeposit) },
      { id: 'bonus', header: t('loyalty.vip.col.bonus'), numeric: true, cell: (l) => money(l.levelUpBonus) },
      { id: 'terms', header: t('loyalty.terms'), cell: (l) => t('loyalty.termsValue', { multiplier: count(l.wageringMultiplier), days: count(l.validDays) }) },
      {
        id: 'actions',
        header: t('loyalty.actions'),
        pinned: true,
        cell: (l) => (
          <Button onClick={() => (setSaved(false), setEditing(l.level))} data-testid="vip-edit">
            {t('loyalty.editAction')}
          </Button>
        ),
      },
    ],
    [t],
  );
  return (
    <div data-testid="rewards-vip-page">
      <PageHeader title={t('loyalty.vip.title')}>
        <Button tone="primary" onClick={() => (setSaved(false), setEditing(next))} disabled={!list.data || next > 50} data-testid="vip-add">
          {t('loyalty.vip.add', { level: next })}
        </Button>
      </PageHeader>
      <RewardsTabs />
      {list.isPending ? (
        <Spinner />
      ) : list.error ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div className="grid gap-4">
          <p className="text-sm text-fg-secondary">{t('loyalty.vip.intro')}</p>
          {editing !== null && (
            <Editor
              key={editing}
              level={editing}
              initial={levels.find((l) => l.level === editing)}
              onDone={(ok) => {
                setEditing(null);
                setSaved(ok);
              }}
            />
          )}
          {saved && (
            <p className="text-sm text-success" role="status" data-testid="save-done">
              {t('loyalty.saved')}
            </p>
          )}
          {levels.length ? <DataTable columns={columns} rows={levels} rowKey={(l) => String(l.level)} label={t('loyalty.vip.title')} /> : <Empty>{t('loyalty.vip.empty')}</Empty>}
        </div>
      )}
    </div>
  );
}
