import { PROOF_MAX_BYTES, PROOF_MAX_FILES, type Withdrawal, type WithdrawalAnswer } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useConfirmWithdrawal } from '../api/post-withdrawal-confirm.ts';
import { parseMajorToMinor } from '../../../lib/amount.ts';
import { FormMessage } from './section.tsx';

const ACCEPTED = ['image/png', 'image/jpeg'];

/**
 * SPEC §4 withdrawal confirmation: after the payout the member says received (full),
 * partially received (with the amount) or not received (with up to 3 png/jpg proofs of 5 MB).
 */
export function ConfirmReceipt({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation('wallet');
  const fileId = useId();
  const confirm = useConfirmWithdrawal();
  const [mode, setMode] = useState<WithdrawalAnswer | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [received, setReceived] = useState('');
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();

  const pick = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    setFileError(null);
    if (chosen.length > PROOF_MAX_FILES) return setFileError(t('confirm.tooManyFiles', { max: PROOF_MAX_FILES }));
    if (chosen.some((f) => !ACCEPTED.includes(f.type))) return setFileError(t('confirm.fileType'));
    if (chosen.some((f) => f.size > PROOF_MAX_BYTES)) return setFileError(t('confirm.fileSize'));
    setFiles(chosen);
  };

  const send = (answer: WithdrawalAnswer) => {
    let receivedAmount: number | undefined;
    if (answer === 'PARTIAL') {
      const minor = parseMajorToMinor(received);
      if (minor === null || minor <= 0 || minor >= withdrawal.amount) return setAmountError(t('confirm.partialInvalid'));
      receivedAmount = minor;
    }
    if (answer === 'NOT_RECEIVED' && files.length === 0) return setFileError(t('confirm.proofRequired'));
    confirm.mutate({ id: withdrawal.id, answer, receivedAmount, note: note.trim() || undefined, proofs: answer === 'RECEIVED' ? [] : files });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mode) send(mode);
  };

  return (
    <div className="mt-2 grid gap-3 rounded-xl border border-primary/30 bg-primary/5 p-3" data-testid="confirm-receipt">
      <p className="text-sm">{t('confirm.question')}</p>
      {withdrawal.autoReceiptAt && <p className="text-xs text-fg-muted">{t('confirm.autoReceipt', { time: formatDateTime(withdrawal.autoReceiptAt) })}</p>}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Button variant="primary" size="sm" busy={confirm.isPending && !mode} onClick={() => send('RECEIVED')} data-testid="confirm-received">
          {t('confirm.received')}
        </Button>
        <Button variant={mode === 'PARTIAL' ? 'accent' : 'outline'} size="sm" onClick={() => setMode('PARTIAL')} aria-expanded={mode === 'PARTIAL'} data-testid="confirm-partial">
          {t('confirm.partial')}
        </Button>
        <Button variant={mode === 'NOT_RECEIVED' ? 'danger' : 'outline'} size="sm" onClick={() => setMode('NOT_RECEIVED')} aria-expanded={mode === 'NOT_RECEIVED'} data-testid="confirm-not-received">
          {t('confirm.notReceived')}
        </Button>
      </div>
      {mode && (
        <form className="grid gap-3" onSubmit={submit} noValidate>
          {mode === 'PARTIAL' && (
            <TextField
              label={t('confirm.receivedAmount')}
              inputMode="decimal"
              value={received}
              onChange={(e) => (setReceived(e.target.value), setAmountError(undefined))}
              error={amountError}
              data-testid="confirm-received-amount"
            />
          )}
          <div className="space-y-1">
            <label htmlFor={fileId} className="block text-sm font-medium text-fg-secondary">
              {mode === 'NOT_RECEIVED' ? t('confirm.proofsRequired') : t('confirm.proofsOptional')}
            </label>
            <input
              id={fileId}
              type="file"
              accept="image/png,image/jpeg"
              multiple
              onChange={(e) => pick(e.target.files)}
              className="block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-sunken file:px-3 file:py-2 file:font-semibold file:text-fg"
              data-testid="confirm-files"
            />
            <p className="text-xs text-fg-muted">{t('confirm.fileRules', { max: PROOF_MAX_FILES })}</p>
            {files.length > 0 && <p className="text-xs text-fg-secondary">{files.map((f) => f.name).join(', ')}</p>}
            {fileError && (
              <p role="alert" className="text-xs text-danger">
                {fileError}
              </p>
            )}
          </div>
          <TextField label={t('confirm.note')} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          <Button type="submit" size="sm" busy={confirm.isPending} data-testid="confirm-submit">
            {t('confirm.submit')}
          </Button>
        </form>
      )}
      <FormMessage error={confirm.error} />
    </div>
  );
}
