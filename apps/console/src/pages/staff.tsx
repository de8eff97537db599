import { OPERATOR_ROLES, type OperatorRole, type StaffOperator } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../components/data-table.tsx';
import { Badge, Button, Card, Empty, ErrorState, Field, Input, PageHeader, Select, Spinner, statusTone, useErrorText } from '../components/ui.tsx';
import { call } from '../lib/api.ts';
import { dateTime } from '../lib/format.ts';
import { useSession } from '../lib/session.ts';

/** Operator accounts: create (the password is shown once), change role, disable / enable. */
export function StaffPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const me = useSession()?.operator.id;
  const client = useQueryClient();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const list = useQuery({ queryKey: ['staff'], queryFn: ({ signal }) => call<{ items: StaffOperator[] }>('/operator/operators', { signal }) });
  const done = () => client.invalidateQueries({ queryKey: ['staff'] });
  const create = useMutation({
    mutationFn: () => call<{ operator: StaffOperator; password: string }>('/operator/operators', { method: 'POST', body: { username: username.trim(), role } }),
    onSuccess: () => {
      setUsername('');
      void done();
    },
  });
  const act = useMutation({
    mutationFn: ({ id, action, newRole }: { id: number; action: 'disable' | 'enable' | 'role'; newRole?: OperatorRole }) =>
      call(`/operator/operators/${id}/${action}`, { method: 'POST', body: action === 'role' ? { role: newRole } : {} }),
    onSuccess: () => setNotice({ ok: true, text: t('staff.changed') }),
    onError: (err) => setNotice({ ok: false, text: errorText(err) }),
    onSettled: done,
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    create.mutate();
  }
  const columns = useMemo<Column<StaffOperator>[]>(
    () => [
      { id: 'username', header: t('login.username'), cell: (o) => <bdi className="font-semibold">{o.username}</bdi> },
      {
        id: 'role',
        header: t('staff.role'),
        cell: (o) =>
          o.id === me ? (
            t(`role.${o.role}`)
          ) : (
            <Select className="!w-auto" aria-label={t('staff.role')} value={o.role} onChange={(e) => act.mutate({ id: o.id, action: 'role', newRole: e.target.value as OperatorRole })}>
              {OPERATOR_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`role.${r}`)}
                </option>
              ))}
            </Select>
          ),
      },
      { id: 'status', header: t('payments.col.status'), cell: (o) => <Badge tone={statusTone(o.status)}>{t(`status.${o.status}`)}</Badge> },
      { id: 'totp', header: t('members.totp'), cell: (o) => (o.totpEnabled ? <Badge tone="ok">{t('content.on')}</Badge> : <Badge tone="warn">{t('content.off')}</Badge>) },
      { id: 'lastLogin', header: t('members.col.lastLogin'), cell: (o) => <span className="tabular-nums">{dateTime(o.lastLoginAt)}</span> },
      {
        id: 'actions',
        pinned: true,
        header: t('payments.col.actions'),
        cell: (o) =>
          o.id === me ? null : o.status === 'ACTIVE' ? (
            <Button tone="ghost" onClick={() => act.mutate({ id: o.id, action: 'disable' })}>
              {t('staff.disable')}
            </Button>
          ) : (
            <Button tone="ghost" onClick={() => act.mutate({ id: o.id, action: 'enable' })}>
              {t('staff.enable')}
            </Button>
          ),
      },
    ],
    [t, me, act],
  );
  return (
    <div data-testid="staff-page">
      <PageHeader title={t('nav.staff')} />
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="grid content-start gap-3">
          {notice && (
            <p className={`rounded-lg p-3 text-sm ${notice.ok ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger'}`} role="status">
              {notice.text}
            </p>
          )}
          {list.isPending ? (
            <Spinner />
          ) : list.error ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : !list.data.items.length ? (
            <Empty>{t('staff.empty')}</Empty>
          ) : (
            <DataTable columns={columns} rows={list.data.items} rowKey={(o) => String(o.id)} label={t('nav.staff')} />
          )}
        </div>
        <Card title={t('staff.new')}>
          <form onSubmit={submit} className="grid gap-3">
            <Field label={t('login.username')}>
              <Input value={username} onChange={(e) => setUsername(e.target.value)} pattern="[A-Za-z][A-Za-z0-9_.\-]{2,31}" data-testid="staff-username" />
            </Field>
            <Field label={t('staff.role')}>
              <Select value={role} onChange={(e) => setRole(e.target.value as OperatorRole)} data-testid="staff-role">
                {OPERATOR_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`role.${r}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {create.error && (
              <p className="text-sm text-danger" role="alert">
                {errorText(create.error)}
              </p>
            )}
            {create.data && (
              <p className="rounded-lg bg-warning/15 p-2 text-sm" role="status">
                {t('staff.password', { username: create.data.operator.username })} <code className="font-bold" data-testid="staff-password">{create.data.password}</code>
              </p>
            )}
            <Button type="submit" tone="primary" disabled={create.isPending || username.trim().length < 3} data-testid="staff-create">
              {t('staff.create')}
            </Button>
          </form>
        </Card>
      </div>
    </div>
  );
}
