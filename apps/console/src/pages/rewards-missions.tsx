import { MISSION_METRICS, MISSION_PERIODS, type OperatorMission, type OperatorMissionInput, type OperatorMissionList } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useSectionErrorText } from '../components/confirm.tsx';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Badge, Button, Card, Empty, ErrorState, Field, Input, PageHeader, Select, Spinner } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { count, money, parseBaht } from '../lib/format.ts';
import { langProps, useEditLanguages, LanguageTabs, textOf, useScrollIntoView } from './content-shared.tsx';
import { bahtText, CATEGORIES, EditFormActions, FormField, RewardsTabs, wholeNumber } from './rewards-shared.tsx';

const missionsKey = ['rewards-missions'] as const;
/** Members of a language without a title read the task in words; EN and TY are always offered. */
const BASE_LANGUAGE = 'EN';
type Metric = OperatorMission['metric'];
const INVALID: Record<string, string> = { code: 'code', target: 'positive', prize: 'positive', currency: 'currency', wageringMultiplier: 'wagering', validDays: 'days', sort: 'whole' };

interface Draft {
  code: string;
  period: OperatorMission['period'];
  metric: Metric;
  category: string;
  target: string;
  prize: string;
  currency: string;
  wageringMultiplier: string;
  validDays: string;
  sort: string;
  active: boolean;
  titles: { language: string; title: string }[];
}
const isMoney = (metric: Metric) => metric !== 'BETS';
const toDraft = (m: OperatorMission | undefined): Draft => ({
  code: m?.code ?? '',
  period: m?.period ?? 'DAILY',
  metric: m?.metric ?? 'BETS',
  category: m?.category ?? '',
  target: m ? (isMoney(m.metric) ? bahtText(m.target) : String(m.target)) : '',
  prize: bahtText(m?.prize),
  currency: m?.currency ?? 'THB',
  wageringMultiplier: String(m?.wageringMultiplier ?? 1),
  validDays: String(m?.validDays ?? 7),
  sort: String(m?.sort ?? 0),
  active: m?.active ?? true,
  titles: m?.titles.map((x) => ({ ...x })) ?? [],
});

function parse(d: Draft): { body: OperatorMissionInput; bad: string[] } {
  const target = isMoney(d.metric) ? parseBaht(d.target) : wholeNumber(d.target, 1);
  const body = {
    code: d.code.trim().toLowerCase(),
    period: d.period,
    metric: d.metric,
    category: d.metric === 'DEPOSIT_AMOUNT' || !d.category ? null : (d.category as (typeof CATEGORIES)[number]),
    target: target ?? 0,
    prize: parseBaht(d.prize) ?? 0,
    currency: d.currency.trim().toUpperCase(),
    wageringMultiplier: wholeNumber(d.wageringMultiplier, 0, 100) ?? -1,
    validDays: wholeNumber(d.validDays, 1, 365) ?? -1,
    active: d.active,
    sort: Number(d.sort) || 0,
    titles: d.titles.filter((x) => x.title.trim()).map((x) => ({ language: x.language, title: x.title.trim() })),
  };
  const bad = [
    !/^[a-z0-9-]{1,64}$/.test(body.code) && 'code',
    !(body.target > 0) && 'target',
    !(body.prize > 0) && 'prize',
    !/^[A-Z]{3}$/.test(body.currency) && 'currency',
    body.wageringMultiplier < 0 && 'wageringMultiplier',
    body.validDays < 0 && 'validDays',
  ].filter((x): x is string => Boolean(x));
  return { body, bad };
}

/** "Place 10 bets", "฿500 valid turnover in Slots": the task in the console's words. */
function useTask() {
  const { t } = useTranslation();
  return (m: Pick<OperatorMission, 'metric' | 'target' | 'category' | 'currency'>) => {
    if (m.metric === 'BETS') return t(m.category ? 'loyalty.missions.task.BETS_CATEGORY' : 'loyalty.missions.task.BETS', { target: count(m.target), category: m.category ? t(`loyalty.category.${m.category}`) : '' });
    if (m.metric === 'DEPOSIT_AMOUNT') return t('loyalty.missions.task.DEPOSIT_AMOUNT', { amount: money(m.target, m.currency) });
    return t(m.category ? 'loyalty.missions.task.VALID_TURNOVER_CATEGORY' : 'loyalty.missions.task.VALID_TURNOVER', { amount: money(m.target, m.currency), category: m.category ? t(`loyalty.category.${m.category}`) : '' });
  };
}

function Editor({ mission, onDone }: { mission: OperatorMission | undefined; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const errorText = useSectionErrorText('loyalty');
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => toDraft(mission));
  const [tried, setTried] = useState(false);
  const [lang, setLang] = useState(BASE_LANGUAGE);
  const formRef = useScrollIntoView<HTMLFormElement>();
  const { body, bad } = parse(draft);
  const { languages, add } = useEditLanguages(BASE_LANGUAGE, draft.titles.map((x) => x.language));
  const title = draft.titles.find((x) => x.language === lang)?.title ?? '';
  const save = useMutation({
    mutationFn: () => (mission ? call<OperatorMission>(`/operator/missions/${mission.id}`, { method: 'PUT', body }) : call<OperatorMission>('/operator/missions', { method: 'POST', body })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: missionsKey });
      onDone(true);
    },
  });
  const wrong = (k: string) => tried && bad.includes(k);
  const text = (k: 'code' | 'target' | 'prize' | 'currency' | 'wageringMultiplier' | 'validDays' | 'sort', label: string, hint?: string) => (
    <FormField label={label} hint={hint} value={draft[k]} onChange={(v) => setDraft((d) => ({ ...d, [k]: v }))} invalid={wrong(k) ? (INVALID[k] ?? null) : null} testId={`mission-${k}`} />
  );
  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!bad.length) save.mutate();
  }
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid scroll-mt-4 gap-4 lg:grid-cols-[1fr_20rem]" data-testid="mission-form">
      <Card title={mission ? t('loyalty.missions.edit', { code: mission.code }) : t('loyalty.missions.new')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('loyalty.missions.col.period')}>
            <Select value={draft.period} onChange={(e) => setDraft((d) => ({ ...d, period: e.target.value as Draft['period'] }))} data-testid="mission-period">
              {MISSION_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`loyalty.missions.period.${p}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('loyalty.missions.metricLabel')}>
            <Select value={draft.metric} onChange={(e) => setDraft((d) => ({ ...d, metric: e.target.value as Metric }))} data-testid="mission-metric">
              {MISSION_METRICS.map((m) => (
                <option key={m} value={m}>
                  {t(`loyalty.missions.metric.${m}`)}
                </option>
              ))}
            </Select>
          </Field>
          {draft.metric !== 'DEPOSIT_AMOUNT' && (
            <Field label={t('loyalty.missions.col.category')}>
              <Select value={draft.category} onChange={(e) => setDraft((d) => ({ ...d, category: e.target.value }))} data-testid="mission-category">
                <option value="">{t('loyalty.missions.allCategories')}</option>
                {CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`loyalty.category.${c}`)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {text('target', t('loyalty.missions.goal'), isMoney(draft.metric) ? t('loyalty.amountHint') : t('loyalty.missions.goalBetsHint'))}
          {text('prize', t('loyalty.missions.col.prize'), t('loyalty.amountHint'))}
          {text('wageringMultiplier', t('loyalty.wagering'), t('loyalty.wageringHint'))}
          {text('validDays', t('loyalty.validDays'))}
          {text('code', t('loyalty.missions.col.code'), t('loyalty.missions.codeHint'))}
          {text('currency', t('loyalty.currency'))}
          {text('sort', t('loyalty.sort'))}
        </div>
      </Card>
      <div className="grid content-start gap-4">
        <Card title={t('loyalty.missions.titles')}>
          <LanguageTabs onAdd={add} languages={languages} current={lang} onSelect={setLang} defaultLanguage={BASE_LANGUAGE} filled={(code) => draft.titles.some((x) => x.language === code && x.title.trim())} />
          <Field label={t('loyalty.missions.titleLabel')} hint={t('loyalty.missions.titleHint')}>
            <Input
              key={lang}
              {...langProps(lang)}
              value={title}
              maxLength={120}
              onChange={(e) => {
                const value = e.target.value;
                setDraft((d) => ({ ...d, titles: [...d.titles.filter((x) => x.language !== lang), { language: lang, title: value }] }));
              }}
              data-testid="mission-title"
            />
          </Field>
          <label className="mt-3 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={draft.active} onChange={(e) => setDraft((d) => ({ ...d, active: e.target.checked }))} data-testid="mission-active" />
            {t('loyalty.missions.activeLabel')}
          </label>
        </Card>
        <EditFormActions error={save.error ? errorText(save.error) : null} saving={save.isPending} onCancel={() => onDone(false)} saveTestId="mission-save" className="" />
      </div>
    </form>
  );
}

/** Daily and weekly missions: what counts, the goal, the prize and its wagering, titles per language; shown or hidden (docs/rewards.md "Missions"). */
export function RewardsMissionsPage() {
  const { t, i18n } = useTranslation();
  const errorText = useSectionErrorText('loyalty');
  const client = useQueryClient();
  const task = useTask();
  const list = useQuery({ queryKey: missionsKey, queryFn: ({ signal }) => call<OperatorMissionList>('/operator/missions', { signal }) });
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [saved, setSaved] = useState(false);
  const [toggling, setToggling] = useState<OperatorMission | null>(null);
  const toggle = useMutation({
    mutationFn: (m: OperatorMission) => call<OperatorMission>(`/operator/missions/${m.id}/${m.active ? 'deactivate' : 'activate'}`, { method: 'POST', body: {} }),
    onSuccess: async () => {
      setToggling(null);
      await client.invalidateQueries({ queryKey: missionsKey });
    },
  });
  const columns = useMemo<Column<OperatorMission>[]>(
    () => [
      {
        id: 'title',
        header: t('loyalty.missions.col.title'),
        cell: (m) => (
          <span className="grid">
            <span className="font-semibold">{textOf(m.titles, i18n.language, BASE_LANGUAGE)?.title ?? task(m)}</span>
            <code className="text-xs text-fg-muted">{m.code}</code>
          </span>
        ),
      },
      { id: 'period', header: t('loyalty.missions.col.period'), cell: (m) => t(`loyalty.missions.period.${m.period}`) },
      { id: 'task', header: t('loyalty.missions.col.task'), cell: (m) => task(m) },
      { id: 'prize', header: t('loyalty.missions.col.prize'), numeric: true, cell: (m) => money(m.prize, m.currency) },
      { id: 'terms', header: t('loyalty.terms'), cell: (m) => t('loyalty.termsValue', { multiplier: count(m.wageringMultiplier), days: count(m.validDays) }) },
      { id: 'languages', header: t('loyalty.missions.col.languages'), cell: (m) => m.titles.map((x) => x.language).join(', ') || '–' },
      { id: 'claims', header: t('loyalty.missions.col.claims'), numeric: true, cell: (m) => count(m.claims) },
      { id: 'active', header: t('loyalty.shown'), cell: (m) => <Badge tone={m.active ? 'ok' : 'muted'}>{m.active ? t('loyalty.on') : t('loyalty.off')}</Badge> },
      {
        id: 'actions',
        header: t('loyalty.actions'),
        pinned: true,
        cell: (m) => (
          <span className="flex gap-1">
            <Button onClick={() => (setSaved(false), setEditing(m.id))} data-testid="mission-edit">
              {t('loyalty.editAction')}
            </Button>
            <Button tone="ghost" onClick={() => (toggle.reset(), setToggling(m))} data-testid={m.active ? 'mission-deactivate' : 'mission-activate'}>
              {m.active ? t('loyalty.missions.deactivate') : t('loyalty.missions.activate')}
            </Button>
          </span>
        ),
      },
    ],
    [t, i18n.language, task, toggle],
  );
  const done = (ok: boolean) => {
    setEditing(null);
    setSaved(ok);
  };
  return (
    <div data-testid="rewards-missions-page">
      <PageHeader title={t('loyalty.missions.title')}>
        <Button tone="primary" onClick={() => (setSaved(false), setEditing('new'))} disabled={!list.data} data-testid="mission-new">
          {t('loyalty.missions.new')}
        </Button>
      </PageHeader>
      <RewardsTabs />
      {list.isPending ? (
        <Spinner />
      ) : list.error ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div className="grid gap-4">
          {editing === 'new' && <Editor key="new" mission={undefined} onDone={done} />}
          {editing !== null && editing !== 'new' && <Editor key={editing} mission={list.data.list.find((m) => m.id === editing)} onDone={done} />}
          {saved && (
            <p className="text-sm text-success" role="status" data-testid="save-done">
              {t('loyalty.saved')}
            </p>
          )}
          {list.data.list.length ? <DataTable columns={columns} rows={list.data.list} rowKey={(m) => m.id} label={t('loyalty.missions.title')} rowTestId="mission-row" /> : <Empty>{t('loyalty.missions.empty')}</Empty>}
        </div>
      )}
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.active ? t('loyalty.missions.confirmDeactivate') : t('loyalty.missions.confirmActivate')}
        text={toggling ? (toggling.active ? t('loyalty.missions.deactivateText') : t('loyalty.missions.activateText')) : undefined}
        confirmLabel={toggling?.active ? t('loyalty.missions.deactivate') : t('loyalty.missions.activate')}
        tone={toggling?.active ? 'danger' : 'primary'}
        busy={toggle.isPending}
        error={toggle.error ? errorText(toggle.error) : null}
        onConfirm={() => toggling && toggle.mutate(toggling)}
        onCancel={() => setToggling(null)}
      />
    </div>
  );
}
