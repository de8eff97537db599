import { CONTRACT_KINDS, CONTRACT_STATUSES, DIVIDEND_PERIOD_TYPES, SETTLEMENT_STATUSES, type Contract, type ContractKind, type ContractList, type Settlement, type SettlementList, type SettlementRunResult } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog, useSectionErrorText } from '../components/confirm.tsx';
import { type Column } from '../components/data-table.tsx';
import { FilterSelect, PagedList } from '../components/paged-list.tsx';
import { Badge, Button, Card, Field, Input, PageHeader, Select } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { dateTime, money, parseBaht } from '../lib/format.ts';

const PAGE_SIZE = 20;
const BASE = '/operator/agent-contracts';

const settlementTone = (s: string) => (s === 'PAID' ? 'ok' : s === 'PENDING' ? 'warn' : s === 'HELD' ? 'bad' : 'muted');

/** What waits for the operator's confirmation. */
type Action =
  | { kind: 'settlement'; verb: 'hold' | 'release'; item: Settlement }
  | { kind: 'contract'; verb: 'hold' | 'release'; id: string }
  | { kind: 'run' }
  | { kind: 'offer'; body: OfferBody };

interface OfferBody {
  agentId: number;
  kind: ContractKind;
  periodType?: string;
  tiers: { activeMembers: number; turnover: number; rate: string }[];
  note?: string;
}

function ContractSummary({ c }: { c: Contract }) {
  const { t } = useTranslation();
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-line p-3 text-sm" data-testid="contract-summary" data-held={c.held} data-status={c.status}>
      <dt className="text-fg-muted">{t('contracts.contractId')}</dt>
      <dd className="tabular-nums">{c.id}</dd>
      <dt className="text-fg-muted">{t('contracts.col.agent')}</dt>
      <dd>
        <bdi>{c.agentUsername}</bdi> <span className="text-fg-muted">#{c.agentId}</span>
      </dd>
      <dt className="text-fg-muted">{t('contracts.col.kind')}</dt>
      <dd>{t(`contracts.kind.${c.kind}`)}</dd>
      <dt className="text-fg-muted">{t('contracts.col.status')}</dt>
      <dd className="flex flex-wrap gap-1">
        <Badge tone={c.status === 'ACTIVE' ? 'ok' : c.status === 'PENDING' ? 'warn' : 'muted'}>{t(`contracts.contractStatus.${c.status}`)}</Badge>
        {c.held && <Badge tone="bad">{t('contracts.held')}</Badge>}
      </dd>
      <dt className="text-fg-muted">{t('contracts.maxRate')}</dt>
      <dd className="tabular-nums">{c.maxRate} %</dd>
      <dt className="text-fg-muted">{t('contracts.upline')}</dt>
      <dd>{c.uplineUsername ?? t('contracts.platform')}</dd>
    </dl>
  );
}

const emptyTier = { activeMembers: '', turnover: '', rate: '' };

/** A platform contract for a top-level agent: kind, dividend period, 1-10 tiers, a note. */
function OfferForm({ onOffer }: { onOffer: (body: OfferBody) => void }) {
  const { t } = useTranslation();
  const [agentId, setAgentId] = useState('');
  const [kind, setKind] = useState<ContractKind>('DAILY_SALARY');
  const [periodType, setPeriodType] = useState('M');
  const [tiers, setTiers] = useState([emptyTier]);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const setTier = (i: number, patch: Partial<typeof emptyTier>) => setTiers(tiers.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  function submit(e: FormEvent) {
    e.preventDefault();
    const id = Number(agentId);
    if (!Number.isInteger(id) || id < 1) return setProblem(t('contracts.badAgent'));
    const parsed = tiers.map((x) => ({ activeMembers: Number(x.activeMembers), turnover: parseBaht(x.turnover), rate: x.rate.trim() }));
    if (parsed.some((x) => !Number.isInteger(x.activeMembers) || x.activeMembers < 0 || x.turnover === null || x.turnover < 0 || !/^\d{1,3}(\.\d{1,2})?$/.test(x.rate) || Number(x.rate) <= 0 || Number(x.rate) > 100))
      return setProblem(t('contracts.badTier'));
    setProblem(null);
    onOffer({ agentId: id, kind, ...(kind === 'DIVIDEND' ? { periodType } : {}), tiers: parsed as OfferBody['tiers'], ...(note.trim() ? { note: note.trim() } : {}) });
  }
  return (
    <form className="grid gap-3" onSubmit={submit} data-testid="offer-form">
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={t('contracts.agentId')}>
          <Input inputMode="numeric" value={agentId} onChange={(e) => setAgentId(e.target.value)} data-testid="offer-agent" />
        </Field>
        <Field label={t('contracts.col.kind')}>
          <Select value={kind} onChange={(e) => setKind(e.target.value as ContractKind)} data-testid="offer-kind">
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`contracts.kind.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
        {kind === 'DIVIDEND' && (
          <Field label={t('contracts.periodType')}>
            <Select value={periodType} onChange={(e) => setPeriodType(e.target.value)} data-testid="offer-period">
              {DIVIDEND_PERIOD_TYPES.map((p) => (
                <option key={p} value={p}>
                  {t(`contracts.periodTypes.${p}`)}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-fg-secondary">{t('contracts.tiers')}</legend>
        {tiers.map((x, i) => (
          <div key={i} className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2" data-testid="offer-tier">
            <Field label={t('contracts.tierMembers', { n: i + 1 })}>
              <Input inputMode="numeric" value={x.activeMembers} onChange={(e) => setTier(i, { activeMembers: e.target.value })} />
            </Field>
            <Field label={t('contracts.tierTurnover')}>
              <Input inputMode="decimal" value={x.turnover} onChange={(e) => setTier(i, { turnover: e.target.value })} />
            </Field>
            <Field label={t('contracts.tierRate')}>
              <Input inputMode="decimal" value={x.rate} onChange={(e) => setTier(i, { rate: e.target.value })} />
            </Field>
            <Button tone="ghost" disabled={tiers.length === 1} onClick={() => setTiers(tiers.filter((_, j) => j !== i))} aria-label={t('contracts.removeTier', { n: i + 1 })}>
              ✕
            </Button>
          </div>
        ))}
        <Button className="justify-self-start" disabled={tiers.length >= 10} onClick={() => setTiers([...tiers, emptyTier])} data-testid="offer-add-tier">
          {t('contracts.addTier')}
        </Button>
      </fieldset>
      <Field label={t('contracts.note')}>
        <Input value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
      </Field>
      {problem && (
        <p className="text-sm text-danger" role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" tone="primary" className="justify-self-start" data-testid="offer-submit">
        {t('contracts.offer')}
      </Button>
    </form>
  );
}

const contractTone = (c: Contract) => (c.status === 'ACTIVE' ? 'ok' : c.status === 'PENDING' ? 'warn' : 'muted');

/**
 * Every contract (GET /operator/agent-contracts): filters in the address (`c*` parameters, beside the
 * settlements' own), each row with hold or release, which opens the page's confirmation.
 */
function ContractList({ params, set, onAct}: { params: URLSearchParams; set: (patch: Record<string, string>) => void; onAct: (verb: 'hold' | 'release', c: Contract) => void}) {
  const { t } = useTranslation();
  const status = params.get('cstatus') ?? '';
  const kind = params.get('ckind') ?? '';
  const held = params.get('cheld') ?? '';
  const agentId = params.get('cagent') ?? '';
  const page = Number(params.get('cpage') ?? 1) || 1;
  const [agentDraft, setAgentDraft] = useState(agentId);
  const list = useQuery({
    queryKey: ['agent-contracts', status, kind, held, agentId, page],
    queryFn: ({ signal }) => call<ContractList>(BASE, { query: { status, kind, held, agentId, page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const columns: Column<Contract>[] = [
    { id: 'id', header: t('contractList.col.id'), cell: (c) => <span className="tabular-nums">{c.id}</span> },
    {
      id: 'agent',
      header: t('contracts.col.agent'),
      cell: (c) => (
        <span>
          <bdi className="font-medium">{c.agentUsername}</bdi> <span className="text-fg-muted">#{c.agentId}</span>
        </span>
      ),
    },
    { id: 'upline', header: t('contracts.upline'), cell: (c) => (c.uplineUsername ? <bdi>{c.uplineUsername}</bdi> : <span className="text-fg-muted">{t('contracts.platform')}</span>) },
    { id: 'kind', header: t('contracts.col.kind'), cell: (c) => t(`contracts.kind.${c.kind}`) },
    { id: 'tiers', header: t('contractList.col.tiers'), numeric: true, cell: (c) => c.tiers.length },
    { id: 'rate', header: t('contracts.maxRate'), numeric: true, cell: (c) => `${c.maxRate} %` },
    {
      id: 'status',
      header: t('contracts.col.status'),
      cell: (c) => (
        <span className="flex gap-1">
          <Badge tone={contractTone(c)} testId="contract-status">
            {t(`contracts.contractStatus.${c.status}`)}
          </Badge>
          {c.held && <Badge tone="bad">{t('contracts.held')}</Badge>}
        </span>
      ),
    },
    { id: 'created', header: t('contractList.col.created'), cell: (c) => <span className="tabular-nums">{dateTime(c.createdAt)}</span> },
    {
      id: 'actions',
      pinned: true,
      header: t('contracts.col.actions'),
      cell: (c) =>
        c.held ? (
          <Button tone="primary" onClick={() => onAct('release', c)} data-testid="contract-row-release">
            {t('contracts.release')}
          </Button>
        ) : c.status === 'ACTIVE' || c.status === 'PENDING' ? (
          <Button tone="danger" onClick={() => onAct('hold', c)} data-testid="contract-row-hold">
            {t('contracts.hold')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Card title={t('contractList.title')} testId="contract-list">
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <FilterSelect label={t('contracts.col.status')} value={status} allLabel={t('contracts.all')} options={CONTRACT_STATUSES} optionLabel={(s) => t(`contracts.contractStatus.${s}`)} onChange={(v) => set({ cstatus: v, cpage: '' })} testId="contracts-status" />
        <FilterSelect label={t('contracts.col.kind')} value={kind} allLabel={t('contracts.all')} options={CONTRACT_KINDS} optionLabel={(k) => t(`contracts.kind.${k}`)} onChange={(v) => set({ ckind: v, cpage: '' })} testId="contracts-kind" />
        <Field label={t('contractList.hold')}>
          <Select value={held} onChange={(e) => set({ cheld: e.target.value, cpage: '' })} data-testid="contracts-held">
            <option value="">{t('contracts.all')}</option>
            <option value="true">{t('contractList.heldOnly')}</option>
            <option value="false">{t('contractList.notHeld')}</option>
          </Select>
        </Field>
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            set({ cagent: /^\d+$/.test(agentDraft.trim()) ? agentDraft.trim() : '', cpage: '' });
          }}
        >
          <Field label={t('contracts.agentId')}>
            <Input className="w-32" inputMode="numeric" value={agentDraft} onChange={(e) => setAgentDraft(e.target.value)} data-testid="contracts-agent" />
          </Field>
          <Button type="submit">{t('contracts.filter')}</Button>
        </form>
      </div>
      <PagedList
        query={list}
        empty={t('contractList.empty')}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => set({ cpage: String(p) })}
        table={{ columns, rowKey: (c) => c.id, label: t('contractList.title'), rowTestId: 'contract-row' }}
      />
    </Card>
  );
}

/** Agent contracts (issues 15 and 18): settlements with hold and release, a contract's hold, platform contracts, a settlement run. */
export function ContractsPage() {
  const { t } = useTranslation();
  const errorText = useSectionErrorText('contracts');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const kind = params.get('kind') ?? '';
  const agentId = params.get('agentId') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const [agentDraft, setAgentDraft] = useState(agentId);
  const [contractId, setContractId] = useState('');
  const [reason, setReason] = useState('');
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [contract, setContract] = useState<Contract | null>(null);

  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };

  const list = useQuery({
    queryKey: ['settlements', status, kind, agentId, page],
    queryFn: ({ signal }) => call<SettlementList>(`${BASE}/settlements`, { query: { status, kind, agentId, page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

  const act = useMutation({
    mutationFn: async (a: Action): Promise<string> => {
      const body = reason.trim() ? { reason: reason.trim() } : {};
      if (a.kind === 'settlement') {
        const s = await call<Settlement>(`${BASE}/settlements/${a.item.id}/${a.verb}`, { method: 'POST', body: a.verb === 'hold' ? body : {} });
        return t(a.verb === 'hold' ? 'contracts.settlementHeld' : 'contracts.settlementReleased', { id: s.id, status: t(`contracts.status.${s.status}`) });
      }
      if (a.kind === 'contract') {
        const c = await call<Contract>(`${BASE}/${a.id}/${a.verb}`, { method: 'POST', body: a.verb === 'hold' ? body : {} });
        setContract(c);
        return t(a.verb === 'hold' ? 'contracts.contractHeld' : 'contracts.contractReleased', { id: c.id });
      }
      if (a.kind === 'run') {
        const r = await call<SettlementRunResult>(`${BASE}/settlements/run`, { method: 'POST', body: {} });
        return t('contracts.runDone', { created: r.created, paid: r.paid, held: r.held });
      }
      const c = await call<Contract>(BASE, { method: 'POST', body: a.body });
      setContract(c);
      return t('contracts.offered', { id: c.id, agent: c.agentUsername });
    },
    onSuccess: (text) => {
      setNotice(text);
      setAction(null);
      setReason('');
    },
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['settlements'] }), client.invalidateQueries({ queryKey: ['agent-contracts'] })]),
  });
  const open = (a: Action) => {
    act.reset();
    setReason('');
    setNotice(null);
    setAction(a);
  };

  const columns: Column<Settlement>[] = [
      { id: 'period', header: t('contracts.col.period'), cell: (s) => <span className="tabular-nums">{s.period}</span> },
      {
        id: 'agent',
        header: t('contracts.col.agent'),
        cell: (s) => (
          <span>
            <bdi className="font-medium">{s.agentUsername}</bdi> <span className="text-fg-muted">#{s.agentId}</span>
          </span>
        ),
      },
      { id: 'kind', header: t('contracts.col.kind'), cell: (s) => t(`contracts.kind.${s.kind}`) },
      { id: 'tier', header: t('contracts.col.tier'), cell: (s) => (s.tier === null ? '–' : t('contracts.tierRateValue', { tier: s.tier, rate: s.rate })) },
      { id: 'base', header: t('contracts.col.base'), numeric: true, cell: (s) => money(s.base) },
      { id: 'downline', header: t('contracts.col.downline'), numeric: true, cell: (s) => money(s.downline) },
      { id: 'amount', header: t('contracts.col.amount'), numeric: true, cell: (s) => <span className="font-semibold">{money(s.amount)}</span> },
      {
        id: 'status',
        header: t('contracts.col.status'),
        cell: (s) => (
          <Badge tone={settlementTone(s.status)} testId="settlement-status">
            {t(`contracts.status.${s.status}`)}
          </Badge>
        ),
      },
      { id: 'paid', header: t('contracts.col.paidAt'), cell: (s) => <span className="tabular-nums">{dateTime(s.paidAt)}</span> },
      {
        id: 'actions',
        pinned: true,
        header: t('contracts.col.actions'),
        cell: (s) => (
          <span className="flex gap-1">
            {s.status === 'PENDING' && (
              <Button tone="danger" onClick={() => open({ kind: 'settlement', verb: 'hold', item: s })} data-testid="settlement-hold">
                {t('contracts.hold')}
              </Button>
            )}
            {s.status === 'HELD' && (
              <Button tone="primary" onClick={() => open({ kind: 'settlement', verb: 'release', item: s })} data-testid="settlement-release">
                {t('contracts.release')}
              </Button>
            )}
            <Button
              tone="ghost"
              onClick={() => {
                setContractId(s.contractId);
                setContract(null);
                document.getElementById('contract-panel')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
              aria-label={t('contracts.pickContract', { id: s.contractId })}
              data-testid="settlement-contract"
            >
              {t('contracts.contractShort', { id: s.contractId })}
            </Button>
          </span>
        ),
      },
  ];

  const dialogTitle = (a: Action): string => {
    if (a.kind === 'settlement') return t(a.verb === 'hold' ? 'contracts.confirmHoldSettlement' : 'contracts.confirmReleaseSettlement', { period: a.item.period, agent: a.item.agentUsername });
    if (a.kind === 'contract') return t(a.verb === 'hold' ? 'contracts.confirmHoldContract' : 'contracts.confirmReleaseContract', { id: a.id });
    if (a.kind === 'run') return t('contracts.confirmRun');
    return t('contracts.confirmOffer', { kind: t(`contracts.kind.${a.body.kind}`), agent: a.body.agentId });
  };
  const dialogText = (a: Action): string => {
    if (a.kind === 'settlement') return a.verb === 'hold' ? t('contracts.holdSettlementText') : t('contracts.releaseSettlementText', { amount: money(a.item.amount) });
    if (a.kind === 'contract') return t(a.verb === 'hold' ? 'contracts.holdContractText' : 'contracts.releaseContractText');
    if (a.kind === 'run') return t('contracts.runText');
    return a.body.tiers.map((x, i) => t('contracts.tierLine', { n: i + 1, members: x.activeMembers, turnover: money(x.turnover), rate: x.rate })).join(' · ');
  };
  const takesReason = action !== null && (action.kind === 'settlement' || action.kind === 'contract') && action.verb === 'hold';
  const danger = action !== null && ((action.kind !== 'run' && action.kind !== 'offer' && action.verb === 'hold') || false);

  return (
    <div data-testid="contracts-page">
      <PageHeader title={t('contracts.title')}>
        <Button onClick={() => open({ kind: 'run' })} data-testid="settlements-run">
          {t('contracts.run')}
        </Button>
      </PageHeader>
      {notice && (
        <p className="mb-3 rounded-lg bg-success/15 p-3 text-sm text-success" role="status" data-testid="contracts-notice">
          {notice}
        </p>
      )}
      <div className="mb-4">
        <ContractList params={params} set={set} onAct={(verb, c) => open({ kind: 'contract', verb, id: c.id })} />
      </div>
      <Card title={t('contracts.settlements')}>
        <div className="mb-3 flex flex-wrap items-end gap-3">
          <FilterSelect label={t('contracts.col.status')} value={status} allLabel={t('contracts.all')} options={SETTLEMENT_STATUSES} optionLabel={(s) => t(`contracts.status.${s}`)} onChange={(v) => set({ status: v })} testId="settlements-status" />
          <FilterSelect label={t('contracts.col.kind')} value={kind} allLabel={t('contracts.all')} options={CONTRACT_KINDS} optionLabel={(k) => t(`contracts.kind.${k}`)} onChange={(v) => set({ kind: v })} testId="settlements-kind" />
          <form
            className="flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              set({ agentId: /^\d+$/.test(agentDraft.trim()) ? agentDraft.trim() : '' });
            }}
          >
            <Field label={t('contracts.agentId')}>
              <Input className="w-32" inputMode="numeric" value={agentDraft} onChange={(e) => setAgentDraft(e.target.value)} data-testid="settlements-agent" />
            </Field>
            <Button type="submit">{t('contracts.filter')}</Button>
          </form>
          {list.data && (
            <p className="ms-auto text-sm text-fg-muted" data-testid="settlements-total">
              {t('contracts.totalAmount', { amount: money(list.data.totals.amount) })}
            </p>
          )}
        </div>
        <PagedList
          query={list}
          empty={t('contracts.empty')}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(p) => set({ page: String(p) })}
          table={{ columns, rowKey: (s) => s.id, label: t('contracts.settlements'), rowTestId: 'settlement-row' }}
        />
      </Card>
      <div className="mt-4 grid gap-4 xl:grid-cols-2">
        <div id="contract-panel" className="scroll-mt-16">
          <Card title={t('contracts.contract')}>
            <p className="mb-3 text-sm text-fg-muted">{t('contracts.contractHint')}</p>
            <div className="flex flex-wrap items-end gap-2">
              <Field label={t('contracts.contractId')}>
                <Input className="w-40" inputMode="numeric" value={contractId} onChange={(e) => setContractId(e.target.value.trim())} data-testid="contract-id" />
              </Field>
              <Button tone="danger" disabled={!/^\d+$/.test(contractId)} onClick={() => open({ kind: 'contract', verb: 'hold', id: contractId })} data-testid="contract-hold">
                {t('contracts.holdContract')}
              </Button>
              <Button tone="primary" disabled={!/^\d+$/.test(contractId)} onClick={() => open({ kind: 'contract', verb: 'release', id: contractId })} data-testid="contract-release">
                {t('contracts.releaseContract')}
              </Button>
            </div>
            {contract && <ContractSummary c={contract} />}
          </Card>
        </div>
        <Card title={t('contracts.newPlatform')}>
          <p className="mb-3 text-sm text-fg-muted">{t('contracts.newPlatformHint')}</p>
          <OfferForm onOffer={(body) => open({ kind: 'offer', body })} />
        </Card>
      </div>
      <ConfirmDialog
        open={action !== null}
        title={action ? dialogTitle(action) : ''}
        text={action ? dialogText(action) : undefined}
        confirmLabel={t('contracts.confirm')}
        tone={danger ? 'danger' : 'primary'}
        busy={act.isPending}
        error={act.error ? errorText(act.error) : null}
        onConfirm={() => action && act.mutate(action)}
        onCancel={() => setAction(null)}
      >
        {takesReason && (
          <Field label={t('contracts.reason')}>
            <Input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} autoFocus data-testid="hold-reason" />
          </Field>
        )}
      </ConfirmDialog>
    </div>
  );
}
