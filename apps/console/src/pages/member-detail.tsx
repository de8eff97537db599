import type { Adjustment, ConsoleMemberDetail, Exclusion, LimitView } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Badge, Button, Card, Empty, ErrorState, Field, Input, PageHeader, Spinner, statusTone, useErrorText } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { dateTime, money } from '../lib/format.ts';
import { canSee, mayCall } from '../lib/roles.ts';
import { useSession } from '../lib/session.ts';

const newKey = () => `adj-${crypto.randomUUID()}`;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 border-b border-line py-1.5 text-sm last:border-0">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="text-end font-medium">{children}</dd>
    </div>
  );
}

/** Lock or unlock with a reason (both audited). */
function LockForm({ id, locked }: { id: number; locked: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const m = useMutation({
    mutationFn: () => call(`/operator/members/${id}/${locked ? 'unlock' : 'lock'}`, { method: 'POST', body: { reason: reason.trim() } }),
    onSuccess: () => {
      setReason('');
      void client.invalidateQueries({ queryKey: ['member', id] });
    },
  });
  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        m.mutate();
      }}
    >
      <Field label={t('members.lockReason')}>
        <Input value={reason} onChange={(e) => setReason(e.target.value)} minLength={3} maxLength={500} data-testid="lock-reason" />
      </Field>
      {m.error && (
        <p className="text-sm text-danger" role="alert">
          {errorText(m.error)}
        </p>
      )}
      <Button type="submit" tone={locked ? 'primary' : 'danger'} disabled={reason.trim().length < 3 || m.isPending} data-testid={locked ? 'member-unlock' : 'member-lock'}>
        {locked ? t('members.unlock') : t('members.lock')}
      </Button>
    </form>
  );
}

function ResetPassword({ id }: { id: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const m = useMutation({ mutationFn: () => call<{ temporaryPassword: string }>(`/operator/members/${id}/reset-password`, { method: 'POST', body: {} }) });
  return (
    <div className="grid gap-2">
      <Button onClick={() => m.mutate()} disabled={m.isPending} data-testid="member-reset-password">
        {t('members.resetPassword')}
      </Button>
      {m.data && (
        <p className="rounded-lg bg-warning/15 p-2 text-sm" role="status">
          {t('members.temporaryPassword')} <code className="font-bold" data-testid="temporary-password">{m.data.temporaryPassword}</code>
        </p>
      )}
      {m.error && (
        <p className="text-sm text-danger" role="alert">
          {errorText(m.error)}
        </p>
      )}
    </div>
  );
}

/** A signed amount in baht and a reason; the idempotency key lives as long as the form, so a retry never pays twice. */
function AdjustmentForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const valid = /^-?\d{1,12}(\.\d{1,2})?$/.test(amount.trim()) && !/^-?0+(\.0+)?$/.test(amount.trim()) && reason.trim().length >= 3;
  const m = useMutation({
    mutationFn: () => call<Adjustment>(`/operator/members/${id}/adjustments`, { method: 'POST', body: { amount: amount.trim(), reason: reason.trim(), idempotencyKey: key } }),
    onSuccess: () => {
      setAmount('');
      setReason('');
      setKey(newKey());
      void client.invalidateQueries({ queryKey: ['member', id] });
      void client.invalidateQueries({ queryKey: ['adjustments'] });
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    if (valid) m.mutate();
  }
  return (
    <form onSubmit={submit} className="grid gap-2" data-testid="adjustment-form">
      <Field label={t('adjustments.amount')} hint={t('adjustments.amountHint')}>
        <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder="-20.50" data-testid="adjustment-amount" />
      </Field>
      <Field label={t('adjustments.reason')}>
        <Input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} data-testid="adjustment-reason" />
      </Field>
      {m.error && (
        <p className="text-sm text-danger" role="alert">
          {errorText(m.error)}
        </p>
      )}
      {m.data && (
        <p className={`rounded-lg p-2 text-sm ${m.data.status === 'PENDING' ? 'bg-warning/15 text-warning' : 'bg-success/15 text-success'}`} role="status" data-testid="adjustment-result" data-status={m.data.status}>
          {m.data.status === 'PENDING' ? t('adjustments.waiting', { amount: money(m.data.amount, m.data.currency) }) : t('adjustments.applied', { amount: money(m.data.amount, m.data.currency) })}
        </p>
      )}
      <Button type="submit" tone="primary" disabled={!valid || m.isPending} data-testid="adjustment-submit">
        {t('adjustments.submit')}
      </Button>
    </form>
  );
}

/** What the protection module reports for a member (OperatorProtectionViewSchema); the console contract leaves it open. */
interface ProtectionView {
  exclusion: Exclusion | null;
  limits: LimitView[];
  realityCheckMinutes: number;
}

const isProtectionView = (v: unknown): v is ProtectionView => typeof v === 'object' && v !== null && Array.isArray((v as { limits?: unknown }).limits);

/** Exclusion, reality check and the responsible-gaming limits in words and amounts, not as JSON. */
function LimitsView({ limits, currency }: { limits: unknown; currency: string }) {
  const { t } = useTranslation();
  if (!isProtectionView(limits)) return <Empty>{t('members.none')}</Empty>;
  const ex = limits.exclusion;
  const kind = ex ? t(`members.exclusionKind.${ex.kind}`) : '';
  const set = limits.limits.filter((l) => l.amount !== null || l.pending !== null);
  return (
    <div className="grid grid-cols-1 gap-3" data-testid="member-limits">
      <dl>
        <Row label={t('members.exclusion')}>
          {ex ? (
            <span className="text-danger">{ex.until ? t('members.exclusionUntil', { kind, date: dateTime(ex.until) }) : t('members.exclusionPermanent', { kind })}</span>
          ) : (
            t('members.exclusionNone')
          )}
        </Row>
        <Row label={t('members.realityCheck')}>{limits.realityCheckMinutes > 0 ? t('members.realityCheckEvery', { count: limits.realityCheckMinutes }) : t('members.realityCheckOff')}</Row>
      </dl>
      {set.length ? (
        <DataTable
          label={t('members.limits')}
          rows={set}
          rowKey={(r) => `${r.kind}-${r.period}`}
          rowTestId="limit-row"
          columns={[
            { id: 'limit', header: t('members.limitCol.limit'), cell: (r) => t(`members.limitKind.${r.kind}`) },
            { id: 'period', header: t('members.limitCol.period'), cell: (r) => t(`members.limitPeriod.${r.period}`) },
            { id: 'amount', header: t('members.limitCol.amount'), numeric: true, cell: (r) => (r.amount === null ? t('members.noLimit') : money(r.amount, currency)) },
            { id: 'used', header: t('members.limitCol.used'), numeric: true, cell: (r) => money(r.used, currency) },
            {
              id: 'pending',
              header: t('members.limitCol.pending'),
              cell: (r) =>
                r.pending === null
                  ? '–'
                  : r.pending.amount === null
                    ? t('members.pendingRemoval', { date: dateTime(r.pending.appliesAt) })
                    : t('members.pendingChange', { amount: money(r.pending.amount, currency), date: dateTime(r.pending.appliesAt) }),
            },
          ]}
        />
      ) : (
        <p className="text-sm text-fg-muted">{t('members.noLimitsSet')}</p>
      )}
    </div>
  );
}

/** One member: profile, wallet, ledger, bets, logins and devices, agent chain, limits; lock, reset, adjust. */
export function MemberDetailPage() {
  const { t } = useTranslation();
  const role = useSession()?.operator.role;
  const id = Number(useParams().id);
  const q = useQuery({ queryKey: ['member', id], queryFn: ({ signal }) => call<ConsoleMemberDetail>(`/operator/members/${id}`, { signal }) });
  if (q.isPending) return <Spinner />;
  if (q.error) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const d = q.data;
  const p = d.profile;
  const locked = p.status === 'LOCKED';
  return (
    <div data-testid="member-detail" data-status={p.status}>
      <PageHeader title={t('members.detailTitle', { username: p.username })}>
        <Badge tone={statusTone(p.status)} testId="member-status">
          {t(`status.${p.status}`, { defaultValue: p.status })}
        </Badge>
        <Link to="/members" className="text-sm text-accent hover:underline">
          {t('action.back')}
        </Link>
      </PageHeader>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card title={t('members.profile')}>
          <dl>
            <Row label={t('members.col.id')}>{p.id}</Row>
            <Row label={t('members.col.nickname')}>{p.nickname ?? '–'}</Row>
            <Row label={t('members.realName')}>{p.realName ?? '–'}</Row>
            <Row label={t('members.col.mobile')}>{p.mobile ?? '–'}</Row>
            <Row label={t('members.email')}>{p.email ?? '–'}</Row>
            <Row label={t('members.col.created')}>{dateTime(p.createdAt)}</Row>
            <Row label={t('members.col.lastLogin')}>{dateTime(p.lastLoginAt)}</Row>
            <Row label={t('members.totp')}>{p.totpEnabled ? t('content.on') : t('content.off')}</Row>
            <Row label={t('members.agentChain')}>{d.agentChain.length ? d.agentChain.map((a) => a.username).join(' → ') : '–'}</Row>
          </dl>
        </Card>
        <Card title={t('members.wallet')}>
          <p className="text-2xl font-extrabold tabular-nums" data-testid="member-balance">
            {money(d.wallet.balance, d.wallet.currency)}
          </p>
          {mayCall(role, 'POST /api/v1/operator/members/{id}/adjustments') && (
            <div className="mt-4">
              <h3 className="mb-2 text-sm font-bold">{t('adjustments.new')}</h3>
              <AdjustmentForm id={p.id} />
            </div>
          )}
        </Card>
        <Card title={t('members.actions')}>
          <div className="grid gap-4">
            {mayCall(role, `POST /api/v1/operator/members/{id}/${locked ? 'unlock' : 'lock'}`) && <LockForm id={p.id} locked={locked} />}
            {mayCall(role, 'POST /api/v1/operator/members/{id}/reset-password') && <ResetPassword id={p.id} />}
          </div>
        </Card>
      </div>
      <div className="mt-4 grid gap-4 xl:grid-cols-2">
        <Card title={t('members.ledger')}>
          {d.ledger.length ? (
            <DataTable
              label={t('members.ledger')}
              rows={d.ledger}
              rowKey={(r) => r.id}
              rowTestId="ledger-row"
              columns={[
                { id: 'at', header: t('audit.col.time'), cell: (r) => dateTime(r.createdAt) },
                { id: 'kind', header: t('members.kind'), cell: (r) => t(`ledgerKind.${r.kind}`, { defaultValue: r.kind }) },
                { id: 'amount', header: t('payments.col.amount'), numeric: true, cell: (r) => <span className={r.amount < 0 ? 'text-danger' : 'text-success'}>{money(r.amount, d.wallet.currency)}</span> },
                { id: 'after', header: t('members.balanceAfter'), numeric: true, cell: (r) => money(r.balanceAfter, d.wallet.currency) },
              ]}
            />
          ) : (
            <Empty>{t('members.none')}</Empty>
          )}
        </Card>
        <Card title={t('members.bets')}>
          {d.bets.length ? (
            <DataTable
              label={t('members.bets')}
              rows={d.bets}
              rowKey={(r) => r.id}
              columns={[
                { id: 'at', header: t('audit.col.time'), cell: (r) => dateTime(r.placedAt) },
                { id: 'game', header: t('members.game'), cell: (r) => `${r.vendor} · ${r.game}` },
                { id: 'stake', header: t('members.stake'), numeric: true, cell: (r) => money(r.stake, d.wallet.currency) },
                { id: 'payout', header: t('members.payout'), numeric: true, cell: (r) => money(r.payout, d.wallet.currency) },
                { id: 'status', header: t('members.col.status'), cell: (r) => t(`betStatus.${r.status}`, { defaultValue: r.status }) },
              ]}
            />
          ) : (
            <Empty>{t('members.none')}</Empty>
          )}
        </Card>
        <Card title={t('members.logins')}>
          {d.logins.length ? (
            <DataTable
              label={t('members.logins')}
              rows={d.logins}
              rowKey={(r) => `${r.at}-${r.ip ?? ''}`}
              columns={[
                { id: 'at', header: t('audit.col.time'), cell: (r) => dateTime(r.at) },
                { id: 'ip', header: t('audit.col.ip'), cell: (r) => r.ip ?? '–' },
                { id: 'device', header: t('members.device'), cell: (r) => <span className="block max-w-xs truncate" title={r.device ?? ''}>{r.device ?? '–'}</span> },
                { id: 'active', header: t('members.active'), cell: (r) => (r.active ? <Badge tone="ok">{t('content.on')}</Badge> : null) },
              ]}
            />
          ) : (
            <Empty>{t('members.none')}</Empty>
          )}
        </Card>
        <Card
          title={t('members.limits')}
          actions={
            canSee(role, 'risk') && (
              <Link to={`/risk?member=${p.id}`} className="text-sm text-accent hover:underline" data-testid="member-protection-link">
                {t('risk.openProtection')}
              </Link>
            )
          }
        >
          <LimitsView limits={d.limits} currency={d.wallet.currency} />
        </Card>
      </div>
    </div>
  );
}
