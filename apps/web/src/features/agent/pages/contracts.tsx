import { CONTRACT_KINDS, DIVIDEND_PERIOD_TYPES, RatePercentSchema, type Contract, type ContractKind, type ContractTier, type DividendPeriodType } from '@app/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { CheckboxField } from '../../../components/form/checkbox-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { confirmDialog } from '../../../components/modal/message-openers.ts';
import { parseMajorToMinor } from '../../../lib/amount.ts';
import { useContractAction, useContracts, useOfferContract, type ContractAction } from '../api/contracts.ts';
import { AgentSection, selectClass, smallInputClass } from '../components/agent-section.tsx';
import { DataGrid, type GridColumn } from '../components/data-grid.tsx';
import { FilterField } from '../components/filter-field.tsx';
import { contractErrorText } from '../lib/contract-text.ts';
import { PAGE_SIZE } from '../lib/use-range.ts';
import { useAgentTime } from '../lib/zone-time.ts';

type Direction = 'received' | 'offered' | 'all';
interface TierDraft {
  activeMembers: string;
  turnover: string;
  rate: string;
}
const EMPTY_TIER: TierDraft = { activeMembers: '', turnover: '', rate: '' };

/** Tier drafts to API tiers, or the first problem (1-based tier number) in words. */
function parseTiers(drafts: TierDraft[]): { tiers: ContractTier[] } | { invalid: number } | { order: true } {
  const tiers: ContractTier[] = [];
  for (const [i, d] of drafts.entries()) {
    const members = Number(d.activeMembers);
    const turnover = parseMajorToMinor(d.turnover || '0');
    if (!/^\d{1,8}$/.test(d.activeMembers.trim()) || turnover === null || turnover < 0 || !RatePercentSchema.safeParse(d.rate.trim()).success) return { invalid: i + 1 };
    tiers.push({ activeMembers: members, turnover, rate: d.rate.trim() });
  }
  const rising = tiers.every(
    (t, i) => i === 0 || (t.activeMembers >= tiers[i - 1]!.activeMembers && t.turnover >= tiers[i - 1]!.turnover && (t.activeMembers > tiers[i - 1]!.activeMembers || t.turnover > tiers[i - 1]!.turnover)),
  );
  return rising ? { tiers } : { order: true };
}

/**
 * The offer form (SPEC §4): only kinds the agent holds itself, no rate above its own, a dividend on its
 * own period type. The server checks all of it again; its codes come back as sentences.
 */
function OfferForm({ own }: { own: Contract[] }) {
  const { t } = useTranslation('contracts');
  const offer = useOfferContract();
  const kinds = CONTRACT_KINDS.filter((k) => own.some((c) => c.kind === k));
  const [username, setUsername] = useState('');
  const [kind, setKind] = useState<ContractKind>(kinds[0] ?? 'DAILY_SALARY');
  const [tiers, setTiers] = useState<TierDraft[]>([{ ...EMPTY_TIER }]);
  const [note, setNote] = useState('');
  const [terminateExisting, setTerminateExisting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const mine = own.find((c) => c.kind === kind);

  if (kinds.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line p-4 text-sm text-fg-secondary" data-testid="offer-none">
        {t('offer.noneToOffer')}
      </p>
    );
  }

  const setTier = (i: number, patch: Partial<TierDraft>) => setTiers((all) => all.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setSent(null);
    if (!username.trim()) return setProblem(t('offer.usernameRequired'));
    const parsed = parseTiers(tiers);
    if ('invalid' in parsed) return setProblem(t('offer.tierInvalid', { n: parsed.invalid }));
    if ('order' in parsed) return setProblem(t('offer.tierOrder'));
    if (mine && parsed.tiers.some((tier) => Number(tier.rate) > Number(mine.maxRate))) return setProblem(t('offer.rateAboveOwn', { rate: mine.maxRate }));
    try {
      const made = await offer.mutateAsync({
        username: username.trim(),
        kind,
        periodType: kind === 'DIVIDEND' ? (mine?.periodType as DividendPeriodType | undefined) : undefined,
        tiers: parsed.tiers,
        terminateExisting,
        note: note.trim() || undefined,
      });
      setSent(t('offer.sent', { name: made.agentUsername }));
      setUsername('');
      setNote('');
      setTiers([{ ...EMPTY_TIER }]);
      setTerminateExisting(false);
    } catch (error) {
      setProblem(contractErrorText(error));
    }
  };

  return (
    <form className="grid gap-3" noValidate onSubmit={(e) => void submit(e)} data-testid="offer-form">
      <h2 className="text-lg font-semibold">{t('offer.title')}</h2>
      <div className="grid gap-3 md:grid-cols-2">
        <TextField label={t('offer.username')} value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" data-testid="offer-username" />
        <FilterField label={t('offer.kind')}>
          <select className={`${selectClass} w-full`} value={kind} onChange={(e) => setKind(e.target.value as ContractKind)} data-testid="offer-kind">
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </FilterField>
      </div>
      {mine && (
        <p className="text-sm text-fg-secondary" data-testid="offer-own-rate">
          {t('offer.ownRate', { rate: mine.maxRate })}
          {kind === 'DIVIDEND' && DIVIDEND_PERIOD_TYPES.includes(mine.periodType as DividendPeriodType) && ` · ${t('offer.periodType')}: ${t(`periodTypes.${mine.periodType}`)}`}
        </p>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('tiers.title')}</legend>
        <div className="grid grid-cols-[1.5rem_1fr_1fr_1fr_2.25rem] items-end gap-2 text-xs text-fg-muted" aria-hidden="true">
          <span>{t('tiers.tier')}</span>
          <span>{t('tiers.activeMembers')}</span>
          <span>{t('tiers.turnover')}</span>
          <span>{t('tiers.rate')}</span>
        </div>
        {tiers.map((d, i) => (
          <div key={i} className="grid grid-cols-[1.5rem_1fr_1fr_1fr_2.25rem] items-center gap-2" data-testid={`offer-tier-${i + 1}`}>
            <span className="text-sm text-fg-muted">{i + 1}</span>
            <input className={smallInputClass} inputMode="numeric" aria-label={`${t('tiers.activeMembers')} ${i + 1}`} value={d.activeMembers} onChange={(e) => setTier(i, { activeMembers: e.target.value })} data-testid="tier-members" />
            <input className={smallInputClass} inputMode="decimal" aria-label={`${t('tiers.turnover')} ${i + 1}`} value={d.turnover} onChange={(e) => setTier(i, { turnover: e.target.value })} data-testid="tier-turnover" />
            <input className={smallInputClass} inputMode="decimal" aria-label={`${t('tiers.rate')} ${i + 1}`} value={d.rate} onChange={(e) => setTier(i, { rate: e.target.value })} data-testid="tier-rate" />
            <button
              type="button"
              className="grid size-9 place-items-center rounded-full text-fg-muted hover:bg-sunken hover:text-fg disabled:opacity-40"
              aria-label={t('tiers.remove', { n: i + 1 })}
              disabled={tiers.length === 1}
              onClick={() => setTiers((all) => all.filter((_, j) => j !== i))}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
        <p className="text-xs text-fg-muted">{t('tiers.hint')}</p>
        {tiers.length < 10 && (
          <Button variant="ghost" size="sm" className="w-fit" onClick={() => setTiers((all) => [...all, { ...EMPTY_TIER }])} data-testid="offer-add-tier">
            {t('tiers.add')}
          </Button>
        )}
      </fieldset>
      <TextField label={t('offer.note')} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} autoComplete="off" data-testid="offer-note" />
      <CheckboxField label={t('offer.terminateExisting')} checked={terminateExisting} onChange={(e) => setTerminateExisting(e.target.checked)} data-testid="offer-terminate-existing" />
      {problem && (
        <p className="text-sm text-danger" role="alert" data-testid="offer-error">
          {problem}
        </p>
      )}
      {sent && (
        <p className="rounded-xl border border-success p-3 text-sm font-semibold" role="status" data-testid="offer-sent">
          {sent}
        </p>
      )}
      <Button type="submit" className="w-fit" busy={offer.isPending} data-testid="offer-submit">
        {t('offer.submit')}
      </Button>
    </form>
  );
}

/**
 * SPEC §2.8 / §4 "contract requests and terminations": both sides' history (offers to me, my offers),
 * with the answers each side may give now, and the form to offer a contract to a direct sub-agent.
 */
export function ContractsPage() {
  const { t } = useTranslation('contracts');
  const { t: ta } = useTranslation('agent');
  const formatDateTime = useAgentTime();
  const [direction, setDirection] = useState<Direction>('all');
  const [page, setPage] = useState(1);
  const list = useContracts({ direction, page, pageSize: PAGE_SIZE });
  const own = useContracts({ direction: 'received', status: 'ACTIVE', page: 1, pageSize: 10 });
  const action = useContractAction();
  const [problem, setProblem] = useState<string | null>(null);

  const act = async (c: Contract, what: ContractAction) => {
    const kind = t(`kinds.${c.kind}`);
    const name = c.direction === 'offered' ? c.agentUsername : (c.uplineUsername ?? t('page.platform'));
    const message =
      what === 'reject' ? t('page.confirmDecline', { kind, name }) : c.status === 'PENDING' ? t('page.confirmWithdraw', { kind, name }) : t('page.confirmTerminate', { kind, name });
    if (what !== 'accept' && !(await confirmDialog({ message, tone: 'warning' }))) return;
    setProblem(null);
    try {
      await action.mutateAsync({ id: c.id, action: what });
    } catch (error) {
      setProblem(contractErrorText(error));
    }
  };

  const columns = useMemo<GridColumn<Contract>[]>(
    () => [
      { id: 'kind', header: t('page.kind'), cell: (c) => t(`kinds.${c.kind}`) },
      { id: 'agent', header: t('page.agent'), cell: (c) => c.agentUsername },
      { id: 'upline', header: t('page.upline'), cell: (c) => c.uplineUsername ?? t('page.platform') },
      { id: 'period', header: t('page.period'), cell: (c) => t(`periodTypes.${c.periodType}`) },
      { id: 'rate', header: t('page.maxRate'), numeric: true, cell: (c) => `${c.maxRate} %` },
      {
        id: 'status',
        header: t('page.status'),
        cell: (c) => (
          <span data-testid="contract-status" data-status={c.status}>
            {t(`statuses.${c.status}`)}
            {c.endReason && <span className="block text-xs text-fg-muted">{t(`endReasons.${c.endReason}`, { defaultValue: c.endReason })}</span>}
          </span>
        ),
      },
      { id: 'created', header: t('page.created'), cell: (c) => formatDateTime(c.createdAt) },
      { id: 'ended', header: t('page.ended'), cell: (c) => (c.endedAt ? formatDateTime(c.endedAt) : '—') },
      {
        id: 'actions',
        header: t('page.actions'),
        cell: (c) => (
          <div className="flex flex-wrap gap-1">
            {c.direction === 'received' && c.status === 'PENDING' && (
              <>
                <Button size="sm" onClick={() => void act(c, 'accept')} data-testid="contract-accept">
                  {t('popup.accept')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => void act(c, 'reject')} data-testid="contract-decline">
                  {t('popup.decline')}
                </Button>
              </>
            )}
            {c.direction === 'offered' && c.status === 'PENDING' && (
              <Button size="sm" variant="outline" onClick={() => void act(c, 'terminate')} data-testid="contract-withdraw">
                {t('page.withdraw')}
              </Button>
            )}
            {c.status === 'ACTIVE' && (
              <Button size="sm" variant="danger" onClick={() => void act(c, 'terminate')} data-testid="contract-terminate">
                {t('page.terminate')}
              </Button>
            )}
          </div>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- act only closes over stable mutation and t
    [t, formatDateTime],
  );

  return (
    <div className="grid gap-4">
      <AgentSection title={ta('menu.agentContracts')} testId="agent-contracts">
        <div className="flex flex-wrap gap-1" role="group" aria-label={t('page.history')}>
          {(['all', 'received', 'offered'] as const).map((d) => (
            <Button key={d} size="sm" variant={direction === d ? 'primary' : 'ghost'} aria-pressed={direction === d} onClick={() => (setDirection(d), setPage(1))} data-testid={`contracts-direction-${d}`}>
              {t(`page.${d}`)}
            </Button>
          ))}
        </div>
        {problem && (
          <p className="text-sm text-danger" role="alert" data-testid="contracts-error">
            {problem}
          </p>
        )}
        <DataGrid
          columns={columns}
          rows={list.data?.items}
          rowKey={(c) => c.id}
          isPending={list.isPending}
          error={list.error}
          empty={t('page.empty')}
          label={t('page.history')}
          page={page}
          pageSize={list.data?.pageSize}
          total={list.data?.total}
          onPage={setPage}
          testId="contracts-grid"
        />
      </AgentSection>
      <section className="rounded-card bg-elevated p-4 shadow-card md:p-5" data-testid="agent-offer">
        {own.data && <OfferForm own={own.data.items} />}
      </section>
    </div>
  );
}
