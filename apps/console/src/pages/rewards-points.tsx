import { POINT_REDEEM_STATUSES, type OperatorPointItem, type OperatorPointItemInput, type OperatorPointItemList, type OperatorPointRedeem, type PointRedeemStatus } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MemberLink } from '../components/member-link.tsx';
import { ConfirmDialog, useSectionErrorText } from '../components/confirm.tsx';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Badge, Button, Card, Empty, ErrorState, Field, Input, PageHeader, Select, Spinner, statusTone } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { count, dateTime, money, parseBaht } from '../lib/format.ts';
import { AddLanguage, langProps, useLanguageName, useScrollIntoView } from './content-shared.tsx';
import { bahtText, EditFormActions, FormField, RewardsTabs, wholeNumber } from './rewards-shared.tsx';

const itemsKey = ['rewards-points-items'] as const;
const redeemsKey = (status: string) => ['rewards-points-redeems', status] as const;
type Redeem = OperatorPointRedeem & { username: string | null };
const INVALID: Record<string, string> = { code: 'code', nameEn: 'required', nameTh: 'required', points: 'positive', bonusAmount: 'positive', currency: 'currency', stock: 'whole', sort: 'whole' };

interface Draft {
  code: string;
  kind: 'BONUS' | 'PHYSICAL';
  nameEn: string;
  nameTh: string;
  /** Names in other content languages, in the order the operator added them. */
  names: [string, string][];
  points: string;
  bonusAmount: string;
  currency: string;
  stock: string;
  active: boolean;
  sort: string;
}
const toDraft = (i: OperatorPointItem | undefined): Draft => ({
  code: i?.code ?? '',
  kind: i?.kind ?? 'PHYSICAL',
  nameEn: i?.nameEn ?? '',
  nameTh: i?.nameTh ?? '',
  names: Object.entries(i?.names ?? {}),
  points: i ? String(i.points) : '',
  bonusAmount: bahtText(i?.bonusAmount),
  currency: i?.currency ?? 'THB',
  stock: i?.stock === null || i?.stock === undefined ? '' : String(i.stock),
  active: i?.active ?? true,
  sort: String(i?.sort ?? 100),
});

function parse(d: Draft): { body: OperatorPointItemInput; bad: string[] } {
  const bonus = d.kind === 'BONUS';
  const body = {
    code: d.code.trim().toUpperCase(),
    kind: d.kind,
    nameEn: d.nameEn.trim(),
    nameTh: d.nameTh.trim(),
    // A language added but left empty is not sent.
    names: Object.fromEntries(d.names.map(([code, name]) => [code, name.trim()]).filter(([, name]) => name)),
    points: wholeNumber(d.points, 1) ?? 0,
    bonusAmount: bonus ? parseBaht(d.bonusAmount) : null,
    currency: bonus ? d.currency.trim().toUpperCase() : null,
    stock: d.stock.trim() === '' ? null : wholeNumber(d.stock, 0, 1_000_000),
    active: d.active,
    sort: Number(d.sort) || 0,
  };
  const bad = [
    !/^[A-Z0-9_]{2,32}$/.test(body.code) && 'code',
    !body.nameEn && 'nameEn',
    !body.nameTh && 'nameTh',
    body.points < 1 && 'points',
    bonus && !(body.bonusAmount && body.bonusAmount > 0) && 'bonusAmount',
    bonus && !/^[A-Z]{3}$/.test(body.currency ?? '') && 'currency',
    d.stock.trim() !== '' && body.stock === null && 'stock',
  ].filter((x): x is string => Boolean(x));
  return { body, bad };
}

function ItemEditor({ item, onDone }: { item: OperatorPointItem | undefined; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const errorText = useSectionErrorText('loyalty');
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => toDraft(item));
  const [tried, setTried] = useState(false);
  const languageName = useLanguageName();
  const formRef = useScrollIntoView<HTMLFormElement>();
  const { body, bad } = parse(draft);
  const save = useMutation({
    mutationFn: () => (item ? call<OperatorPointItem>(`/operator/points/items/${item.id}`, { method: 'PUT', body }) : call<OperatorPointItem>('/operator/points/items', { method: 'POST', body })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: itemsKey });
      onDone(true);
    },
  });
  const wrong = (k: string) => tried && bad.includes(k);
  const text = (k: 'code' | 'nameEn' | 'nameTh' | 'points' | 'bonusAmount' | 'currency' | 'stock' | 'sort', label: string, hint?: string, lang?: string) => (
    <FormField label={label} hint={hint} value={draft[k]} onChange={(v) => setDraft((d) => ({ ...d, [k]: v }))} invalid={wrong(k) ? (INVALID[k] ?? null) : null} testId={`item-${k}`} lang={lang} />
  );
  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!bad.length) save.mutate();
  }
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="scroll-mt-4" data-testid="item-form">
      <Card title={item ? t('loyalty.points.editItem', { code: item.code }) : t('loyalty.points.newItem')}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {text('nameEn', t('loyalty.points.nameEn'), undefined, 'en')}
          {text('nameTh', t('loyalty.points.nameTh'), t('loyalty.points.nameThHint'), 'th')}
          {draft.names.map(([code, name], index) => (
            <FormField
              key={code}
              label={t('loyalty.points.nameIn', { language: languageName(code) })}
              value={name}
              onChange={(v) => setDraft((d) => ({ ...d, names: d.names.map((x, i) => (i === index ? [code, v] : x)) }))}
              invalid={null}
              testId={`item-name-${code}`}
              {...langProps(code)}
            />
          ))}
          <div className="flex items-end">
            <AddLanguage shown={['EN', 'TY', ...draft.names.map(([code]) => code)]} onAdd={(code) => setDraft((d) => ({ ...d, names: [...d.names, [code, '']] }))} />
          </div>
          {text('code', t('loyalty.points.col.code'), t('loyalty.points.codeHint'))}
          <Field label={t('loyalty.points.col.kind')}>
            <Select value={draft.kind} onChange={(e) => setDraft((d) => ({ ...d, kind: e.target.value as Draft['kind'] }))} data-testid="item-kind">
              <option value="PHYSICAL">{t('loyalty.points.kind.PHYSICAL')}</option>
              <option value="BONUS">{t('loyalty.points.kind.BONUS')}</option>
            </Select>
          </Field>
          {text('points', t('loyalty.points.col.cost'))}
          {draft.kind === 'BONUS' && text('bonusAmount', t('loyalty.points.col.bonus'), t('loyalty.amountHint'))}
          {draft.kind === 'BONUS' && text('currency', t('loyalty.currency'))}
          {text('stock', t('loyalty.points.col.stock'), t('loyalty.points.stockHint'))}
          {text('sort', t('loyalty.sort'))}
          <label className="flex items-center gap-2 self-end text-sm">
            <input type="checkbox" checked={draft.active} onChange={(e) => setDraft((d) => ({ ...d, active: e.target.checked }))} data-testid="item-active" />
            {t('loyalty.points.activeLabel')}
          </label>
        </div>
        <EditFormActions error={save.error ? errorText(save.error) : null} saving={save.isPending} onCancel={() => onDone(false)} saveTestId="item-save" />
      </Card>
    </form>
  );
}

function Items() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: itemsKey, queryFn: ({ signal }) => call<OperatorPointItemList>('/operator/points/items', { signal }) });
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [saved, setSaved] = useState(false);
  const columns = useMemo<Column<OperatorPointItem>[]>(
    () => [
      {
        id: 'name',
        header: t('loyalty.points.col.name'),
        cell: (i) => (
          <span className="grid">
            <span className="font-semibold">{i.nameEn}</span>
            <span className="text-xs text-fg-secondary" lang="th">
              {i.nameTh}
            </span>
          </span>
        ),
      },
      { id: 'code', header: t('loyalty.points.col.code'), cell: (i) => <code className="text-xs">{i.code}</code> },
      { id: 'kind', header: t('loyalty.points.col.kind'), cell: (i) => t(`loyalty.points.kind.${i.kind}`) },
      { id: 'cost', header: t('loyalty.points.col.cost'), numeric: true, cell: (i) => count(i.points) },
      { id: 'bonus', header: t('loyalty.points.col.bonus'), numeric: true, cell: (i) => (i.bonusAmount === null ? '–' : money(i.bonusAmount, i.currency ?? undefined)) },
      { id: 'stock', header: t('loyalty.points.col.stock'), numeric: true, cell: (i) => (i.stock === null ? t('loyalty.points.unlimited') : count(i.stock)) },
      { id: 'active', header: t('loyalty.shown'), cell: (i) => <Badge tone={i.active ? 'ok' : 'muted'}>{i.active ? t('loyalty.on') : t('loyalty.off')}</Badge> },
      {
        id: 'actions',
        header: t('loyalty.actions'),
        pinned: true,
        cell: (i) => (
          <Button onClick={() => (setSaved(false), setEditing(i.id))} data-testid="item-edit">
            {t('loyalty.editAction')}
          </Button>
        ),
      },
    ],
    [t],
  );
  if (list.isPending) return <Spinner />;
  if (list.error) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const done = (ok: boolean) => {
    setEditing(null);
    setSaved(ok);
  };
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-fg-secondary">{t('loyalty.points.itemsIntro')}</p>
        <Button tone="primary" onClick={() => (setSaved(false), setEditing('new'))} data-testid="item-new">
          {t('loyalty.points.newItem')}
        </Button>
      </div>
      {editing === 'new' && <ItemEditor key="new" item={undefined} onDone={done} />}
      {editing !== null && editing !== 'new' && <ItemEditor key={editing} item={list.data.list.find((i) => i.id === editing)} onDone={done} />}
      {saved && (
        <p className="text-sm text-success" role="status" data-testid="save-done">
          {t('loyalty.saved')}
        </p>
      )}
      {list.data.list.length ? <DataTable columns={columns} rows={list.data.list} rowKey={(i) => i.id} label={t('loyalty.points.items')} rowTestId="item-row" /> : <Empty>{t('loyalty.points.noItems')}</Empty>}
    </div>
  );
}

type Decision = { action: 'approve' | 'reject'; ids: string[] };

function Redeems() {
  const { t } = useTranslation();
  const errorText = useSectionErrorText('loyalty');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = (POINT_REDEEM_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as PointRedeemStatus) : params.get('status') === 'ALL' ? 'ALL' : 'IN_PROCESS';
  const search = params.get('q') ?? '';
  const list = useQuery({
    queryKey: redeemsKey(status),
    queryFn: ({ signal }) => call<{ list: Redeem[] }>('/operator/points/redeems', { signal, query: status === 'ALL' ? {} : { status } }),
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [asking, setAsking] = useState<Decision | null>(null);
  const [remark, setRemark] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const decide = useMutation({
    // One call per redeem, in order; the first refusal stops the run and is shown (the decided ones stay decided).
    mutationFn: async (d: Decision) => {
      for (const id of d.ids) await call<Redeem>(`/operator/points/redeems/${id}/${d.action}`, { method: 'POST', body: remark.trim() ? { remark: remark.trim() } : {} });
      return d;
    },
    onSuccess: (d) => {
      setAsking(null);
      setSelected(new Set());
      setDone(t(d.action === 'approve' ? 'loyalty.points.fulfilled' : 'loyalty.points.rejected', { count: d.ids.length }));
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['rewards-points-redeems'] }),
  });
  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
    setSelected(new Set());
  };
  const needle = search.trim().toLowerCase();
  const rows = (list.data?.list ?? []).filter((r) => !needle || r.reference.toLowerCase().includes(needle) || String(r.memberId) === needle || r.itemName.toLowerCase().includes(needle));
  const ask = (action: Decision['action'], ids: string[]) => {
    decide.reset();
    setRemark('');
    setDone(null);
    setAsking({ action, ids });
  };
  const columns = useMemo<Column<Redeem>[]>(
    () => [
      { id: 'reference', header: t('loyalty.points.col.reference'), cell: (r) => <span className="font-semibold tabular-nums">{r.reference}</span> },
      { id: 'created', header: t('loyalty.points.col.created'), cell: (r) => dateTime(r.createdAt) },
      {
        id: 'member',
        header: t('loyalty.points.col.member'),
        cell: (r) => <MemberLink id={r.memberId} username={r.username} />,
      },
      { id: 'item', header: t('loyalty.points.col.item'), cell: (r) => `${r.itemName} × ${count(r.quantity)}` },
      { id: 'points', header: t('loyalty.points.col.points'), numeric: true, cell: (r) => count(r.points) },
      { id: 'status', header: t('loyalty.points.col.status'), cell: (r) => <Badge tone={statusTone(r.status === 'IN_PROCESS' ? 'PENDING' : r.status)}>{t(`loyalty.points.status.${r.status}`)}</Badge> },
      { id: 'remark', header: t('loyalty.points.col.remark'), cell: (r) => r.remark ?? '' },
      {
        id: 'actions',
        header: t('loyalty.actions'),
        pinned: true,
        cell: (r) =>
          r.status === 'IN_PROCESS' ? (
            <span className="flex gap-1">
              <Button tone="primary" onClick={() => ask('approve', [r.id])} data-testid="redeem-fulfil">
                {t('loyalty.points.fulfil')}
              </Button>
              <Button tone="ghost" onClick={() => ask('reject', [r.id])} data-testid="redeem-reject">
                {t('loyalty.points.reject')}
              </Button>
            </span>
          ) : (
            <span className="text-xs text-fg-muted">{dateTime(r.decidedAt)}</span>
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ask only resets local state
    [t],
  );
  const reject = asking?.action === 'reject';
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <Field label={t('loyalty.points.col.status')}>
          <Select value={status} onChange={(e) => set({ status: e.target.value === 'IN_PROCESS' ? '' : e.target.value })} data-testid="redeem-status-filter">
            {POINT_REDEEM_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`loyalty.points.status.${s}`)}
              </option>
            ))}
            <option value="ALL">{t('loyalty.points.allStatuses')}</option>
          </Select>
        </Field>
        <Field label={t('action.search')}>
          <Input value={search} placeholder={t('loyalty.points.searchHint')} onChange={(e) => set({ q: e.target.value })} data-testid="redeem-search" />
        </Field>
        {selected.size > 0 && (
          <span className="flex gap-1">
            <Button tone="primary" onClick={() => ask('approve', [...selected])} data-testid="bulk-fulfil">
              {t('loyalty.points.fulfilSelected', { count: selected.size })}
            </Button>
            <Button tone="ghost" onClick={() => ask('reject', [...selected])} data-testid="bulk-reject">
              {t('loyalty.points.rejectSelected', { count: selected.size })}
            </Button>
          </span>
        )}
      </div>
      {done && (
        <p className="text-sm text-success" role="status" data-testid="decide-done">
          {done}
        </p>
      )}
      {list.isPending ? (
        <Spinner />
      ) : list.error ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length ? (
        <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} label={t('loyalty.points.redeems')} selectable={(r) => r.status === 'IN_PROCESS'} selected={selected} onSelect={setSelected} rowTestId="redeem-row" />
      ) : (
        <Empty>{t(status === 'IN_PROCESS' ? 'loyalty.points.queueEmpty' : 'loyalty.points.noRedeems')}</Empty>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t(reject ? 'loyalty.points.confirmReject' : 'loyalty.points.confirmFulfil')}
        text={
          <>
            <p>{t(reject ? 'loyalty.points.rejectText' : 'loyalty.points.fulfilText')}</p>
            <p className="mt-1 text-xs tabular-nums">{rows.filter((r) => asking?.ids.includes(r.id)).map((r) => r.reference).join(', ')}</p>
          </>
        }
        confirmLabel={t(reject ? 'loyalty.points.reject' : 'loyalty.points.fulfil')}
        tone={reject ? 'danger' : 'primary'}
        busy={decide.isPending}
        error={decide.error ? errorText(decide.error) : null}
        canConfirm={!reject || remark.trim().length > 0}
        onConfirm={() => asking && decide.mutate(asking)}
        onCancel={() => setAsking(null)}
      >
        <Field label={t(reject ? 'loyalty.points.remarkRequired' : 'loyalty.points.remark')}>
          <Input value={remark} maxLength={200} onChange={(e) => setRemark(e.target.value)} data-testid="redeem-remark" />
        </Field>
      </ConfirmDialog>
    </div>
  );
}

/** Points mall: the items (names in English and Thai) and the redeems to fulfil (docs/rewards.md "Points"). */
export function RewardsPointsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'items' ? 'items' : 'redeems';
  return (
    <div data-testid="rewards-points-page">
      <PageHeader title={t('loyalty.points.title')} />
      <RewardsTabs />
      <div role="tablist" aria-label={t('loyalty.points.title')} className="mb-4 inline-flex rounded-lg border border-line p-0.5">
        {(['redeems', 'items'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={`rounded-md px-3 py-1.5 text-sm font-semibold ${tab === k ? 'bg-primary text-primary-contrast' : 'text-fg-secondary hover:bg-sunken'}`}
            onClick={() => setParams(k === 'redeems' ? {} : { tab: k }, { replace: true })}
            data-testid={`points-tab-${k}`}
          >
            {t(`loyalty.points.${k}`)}
          </button>
        ))}
      </div>
      {tab === 'items' ? <Items /> : <Redeems />}
    </div>
  );
}
