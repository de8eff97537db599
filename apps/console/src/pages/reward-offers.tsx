import { REWARD_STATUSES, type OperatorRewardCreate, type OperatorRewardList, type OperatorRewardRow, type RewardStatus } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSectionErrorText } from '../components/confirm.tsx';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Badge, Button, Card, Empty, ErrorState, Field, Input, PageHeader, Select, Spinner } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { dateTime, money, parseBaht } from '../lib/format.ts';
import { invalidFields } from './content-shared.tsx';
import { TermsText } from './promotions.tsx';

const KEY = ['reward-offers'] as const;
const TONE: Record<RewardStatus, 'warn' | 'ok' | 'muted'> = { CLAIMABLE: 'warn', CLAIMED: 'ok', EXPIRED: 'muted' };
const EMPTY = { memberId: '', title: '', amount: '', wageringMultiplier: '1', validDays: '7', maxCashout: '', claimDays: '7' };

/** The offer form: one member, an amount with its terms; the idempotency key is made once per form, so a double click offers once. */
function OfferForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const errorText = useSectionErrorText('rewardOffers');
  const [draft, setDraft] = useState(EMPTY);
  const [key, setKey] = useState(() => `console-${crypto.randomUUID()}`);
  const [done, setDone] = useState<string | null>(null);
  const set = (patch: Partial<typeof EMPTY>) => {
    setDone(null);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const num = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v) : -1);
  const offer = useMutation({
    mutationFn: () => {
      const body: OperatorRewardCreate = {
        memberId: num(draft.memberId),
        source: 'REWARD',
        title: draft.title.trim(),
        amount: parseBaht(draft.amount) ?? -1,
        terms: { wageringMultiplier: num(draft.wageringMultiplier), validDays: num(draft.validDays), maxCashout: draft.maxCashout.trim() ? (parseBaht(draft.maxCashout) ?? -1) : null, categories: [] },
        claimDays: num(draft.claimDays),
        key,
      };
      return call<OperatorRewardRow>('/operator/rewards', { method: 'POST', body });
    },
    onSuccess: async (r) => {
      setDone(t('rewardOffers.offered', { member: draft.memberId, amount: money(r.amount, r.currency) }));
      setDraft(EMPTY);
      setKey(`console-${crypto.randomUUID()}`);
      await client.invalidateQueries({ queryKey: KEY });
    },
  });
  const bad = invalidFields(offer.error);
  const wrong = (f: string) => (bad.some((x) => x === f || x === `terms.${f}`) ? 'border-danger' : '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    offer.mutate();
  };
  return (
    <Card title={t('rewardOffers.new')} testId="offer-form">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" noValidate>
        <Field label={t('rewardOffers.field.memberId')}>
          <Input inputMode="numeric" value={draft.memberId} onChange={(e) => set({ memberId: e.target.value })} className={wrong('memberId')} data-testid="offer-member" />
        </Field>
        <Field label={t('rewardOffers.field.title')} hint={t('rewardOffers.titleHint')}>
          <Input value={draft.title} maxLength={120} onChange={(e) => set({ title: e.target.value })} className={wrong('title')} data-testid="offer-title" />
        </Field>
        <Field label={t('rewardOffers.field.amount')}>
          <Input inputMode="decimal" value={draft.amount} onChange={(e) => set({ amount: e.target.value })} className={wrong('amount')} data-testid="offer-amount" />
        </Field>
        <Field label={t('rewardOffers.field.claimDays')}>
          <Input inputMode="numeric" value={draft.claimDays} onChange={(e) => set({ claimDays: e.target.value })} className={wrong('claimDays')} />
        </Field>
        <Field label={t('promotions.field.wageringMultiplier')}>
          <Input inputMode="numeric" value={draft.wageringMultiplier} onChange={(e) => set({ wageringMultiplier: e.target.value })} className={wrong('wageringMultiplier')} />
        </Field>
        <Field label={t('promotions.field.validDays')}>
          <Input inputMode="numeric" value={draft.validDays} onChange={(e) => set({ validDays: e.target.value })} className={wrong('validDays')} />
        </Field>
        <Field label={t('promotions.field.maxCashout')} hint={t('promotions.maxCashoutHint')}>
          <Input inputMode="decimal" value={draft.maxCashout} onChange={(e) => set({ maxCashout: e.target.value })} className={wrong('maxCashout')} />
        </Field>
        <div className="flex items-end">
          <Button tone="primary" type="submit" disabled={offer.isPending} data-testid="offer-save">
            {t('rewardOffers.offer')}
          </Button>
        </div>
      </form>
      {offer.error && (
        <p className="mt-3 rounded-lg bg-danger/15 p-2 text-sm text-danger" role="alert" data-testid="offer-error">
          {errorText(offer.error)}
        </p>
      )}
      {done && (
        <p className="mt-3 text-sm text-success" role="status" data-testid="offer-done">
          {done}
        </p>
      )}
    </Card>
  );
}

/** /rewards: rewards offered to members' reward centres (admin), with a form to offer one. */
export function RewardOffersPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RewardStatus | ''>('');
  const [memberTyped, setMemberTyped] = useState('');
  const [memberId, setMemberId] = useState('');
  const list = useQuery({ queryKey: [...KEY, status, memberId], queryFn: ({ signal }) => call<OperatorRewardList>('/operator/rewards', { signal, query: { status, memberId } }), placeholderData: keepPreviousData });
  const columns = useMemo<Column<OperatorRewardRow>[]>(
    () => [
      { id: 'created', header: t('rewardOffers.col.created'), cell: (r) => <span className="tabular-nums">{dateTime(r.createdAt)}</span> },
      {
        id: 'member',
        header: t('applications.col.member'),
        cell: (r) => (
          <Link to={`/members/${r.memberId}`} className="text-accent hover:underline">
            #{r.memberId}
          </Link>
        ),
      },
      { id: 'title', header: t('rewardOffers.field.title'), cell: (r) => r.title },
      { id: 'amount', header: t('rewardOffers.field.amount'), numeric: true, cell: (r) => money(r.amount, r.currency) },
      { id: 'terms', header: t('promotions.col.terms'), cell: (r) => <TermsText p={r} /> },
      { id: 'status', header: t('applications.col.status'), cell: (r) => <Badge tone={TONE[r.status]}>{t(`rewardOffers.status.${r.status}`)}</Badge> },
      { id: 'until', header: t('rewardOffers.col.claimUntil'), cell: (r) => <span className="tabular-nums">{dateTime(r.claimUntil)}</span> },
    ],
    [t],
  );
  return (
    <div data-testid="reward-offers-page" className="grid gap-4">
      <PageHeader title={t('rewardOffers.title')} />
      <OfferForm />
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setMemberId(/^\d+$/.test(memberTyped.trim()) ? memberTyped.trim() : '');
        }}
      >
        <Field label={t('applications.col.status')}>
          <Select value={status} onChange={(e) => setStatus(e.target.value as RewardStatus | '')} data-testid="offers-status">
            <option value="">{t('applications.all')}</option>
            {REWARD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`rewardOffers.status.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('applications.memberId')}>
          <Input className="w-32" inputMode="numeric" value={memberTyped} onChange={(e) => setMemberTyped(e.target.value)} data-testid="offers-member" />
        </Field>
        <Button type="submit">{t('action.filter')}</Button>
      </form>
      {list.isPending ? (
        <Spinner />
      ) : list.error ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data.list.length ? (
        <Empty>{t('rewardOffers.empty')}</Empty>
      ) : (
        <DataTable columns={columns} rows={list.data.list} rowKey={(r) => r.id} label={t('rewardOffers.title')} />
      )}
    </div>
  );
}
