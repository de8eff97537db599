import type { PaymentPasswordRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `PUT /auth/payment-password`: sets or changes the payment password (confirmed with the login password). */
export function setPaymentPassword(body: PaymentPasswordRequest): Promise<unknown> {
  return api('/auth/payment-password', { method: 'PUT', body });
}

export function useSetPaymentPassword() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setPaymentPassword, onSuccess: () => qc.invalidateQueries({ queryKey: ['members', 'me'] }) });
}
