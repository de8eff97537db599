import type { AgentTransferResult } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { confirmDialog } from '../../../components/modal/message-openers.ts';
import { newRequestId, parseMajorToMinor } from '../../../lib/amount.ts';
import { useMoney } from '../../site/hooks/use-money.ts';
import { useAgentProfile } from '../api/get-profile.ts';
import { useAgentTransfer } from '../api/post-transfer.ts';
import { AgentSection, Stat } from '../components/agent-section.tsx';
import { Amount } from '../components/amount.tsx';
import { agentErrorText } from '../lib/error-text.ts';

/**
 * Transfer to downline: the agent's wallet to a member of its own team, through the ledger. One request id
 * per intended transfer, kept until it succeeds, so a retry or a double click moves the money once.
 */
export function TransferPage() {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const profile = useAgentProfile();
  const [params] = useSearchParams();
  const mutation = useAgentTransfer();
  const [username, setUsername] = useState(params.get('username') ?? '');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [errors, setErrors] = useState<{ username?: string; amount?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<AgentTransferResult | null>(null);
  const { min, max } = profile.transferLimits;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const minor = parseMajorToMinor(amount);
    const found: typeof errors = {};
    if (!username.trim()) found.username = t('transfer.usernameRequired');
    if (minor === null || minor <= 0) found.amount = t('transfer.amountInvalid');
    else if (minor < min || minor > max) found.amount = t('transfer.amountRange', { min: money(min), max: money(max) });
    else if (profile.balance !== null && minor > profile.balance) found.amount = t('transfer.amountBalance');
    setErrors(found);
    if (Object.keys(found).length || minor === null) return;
    if (!(await confirmDialog({ message: t('transfer.confirm', { amount: money(minor), name: username.trim() }), confirmLabel: t('transfer.submit') }))) return;
    try {
      const res = await mutation.mutateAsync({ requestId, username: username.trim(), amount: minor, note: note.trim() || undefined });
      setDone(res);
      setRequestId(newRequestId());
      setAmount('');
      setNote('');
    } catch (error) {
      setFormError(agentErrorText(error));
    }
  };

  return (
    <AgentSection title={t('menu.agentTransfer')} testId="agent-transfer">
      <dl className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        <Stat label={t('transfer.balance')} testId="transfer-balance">
          {profile.balance === null ? '—' : <Amount minor={profile.balance} />}
        </Stat>
        <Stat label={t('transfer.limits')}>{`${money(min)} – ${money(max)}`}</Stat>
      </dl>
      {done && (
        <p className="rounded-xl border border-success p-4 font-semibold" role="status" data-testid="transfer-done">
          {t('transfer.done', { amount: money(done.amount), name: done.username, balance: money(done.balanceAfter) })}
        </p>
      )}
      <form className="grid max-w-xl gap-3" noValidate onSubmit={(e) => void submit(e)} data-testid="transfer-form">
        <TextField label={t('transfer.username')} value={username} onChange={(e) => setUsername(e.target.value)} error={errors.username} autoComplete="off" data-testid="transfer-username" />
        <TextField
          label={t('transfer.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
          autoComplete="off"
          data-testid="transfer-amount"
        />
        <TextField label={t('transfer.note')} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} autoComplete="off" data-testid="transfer-note" />
        {formError && (
          <p className="text-sm text-danger" role="alert" data-testid="transfer-error">
            {formError}
          </p>
        )}
        <Button type="submit" busy={mutation.isPending} data-testid="transfer-submit">
          {t('transfer.submit')}
        </Button>
      </form>
    </AgentSection>
  );
}
