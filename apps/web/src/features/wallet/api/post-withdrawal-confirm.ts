import { SESSION_KEYS, type Withdrawal, type WithdrawalAnswer } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError, CLIENT_ERROR } from '../../../lib/http.ts';
import { session } from '../../../lib/storage.ts';

export interface ConfirmInput {
  id: string;
  answer: WithdrawalAnswer;
  receivedAmount?: number;
  note?: string;
  proofs: File[];
}

/**
 * `POST /payments/withdrawals/:id/confirm` as multipart/form-data (proof images travel as files;
 * the shared JSON client does not send forms with files).
 */
export async function postConfirm(input: ConfirmInput): Promise<Withdrawal> {
  const form = new FormData();
  form.set('answer', input.answer);
  if (input.receivedAmount !== undefined) form.set('receivedAmount', String(input.receivedAmount));
  if (input.note) form.set('note', input.note);
  for (const file of input.proofs) form.append('proof', file, file.name);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = session.get(SESSION_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/payments/withdrawals/${encodeURIComponent(input.id)}/confirm`, { method: 'POST', headers, body: form, signal: AbortSignal.timeout(60_000) });
  } catch {
    throw new ApiError(0, CLIENT_ERROR.NETWORK, 'Network link abnormal');
  }
  const json = (await response.json().catch(() => ({}))) as Withdrawal & { code?: string; message?: string; details?: unknown };
  if (!response.ok) throw new ApiError(response.status, json.code ?? `HTTP_${response.status}`, json.message ?? response.statusText, json.details);
  return json;
}

export function useConfirmWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postConfirm,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['payments', 'withdrawals'] }),
  });
}
