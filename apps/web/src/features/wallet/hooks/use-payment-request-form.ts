import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newRequestId, parseMajorToMinor } from '../../../lib/amount.ts';

export interface PaymentRequest {
  amount: number;
  paymentPassword: string;
  requestId: string;
}

export interface PaymentRequestFormOptions<R> {
  /** What is wrong with the amount (minor units; null when it does not parse), or undefined. */
  checkAmount: (minor: number | null) => string | undefined;
  /** Sends the request (a mutation's `mutate`). */
  send: (request: PaymentRequest, callbacks: { onSuccess: (result: R) => void; onError: () => void }) => void;
  /** The success line for an answer. */
  describeDone: (result: R) => string;
}

/**
 * An amount + payment password form that sends one money request. Errors show once submitted; the
 * form clears after a success. Every answer gets a new request id: a refusal or a wrong password
 * writes nothing, so a corrected retry is a new request.
 */
export function usePaymentRequestForm<R>({ checkAmount, send, describeDone }: PaymentRequestFormOptions<R>) {
  const { t } = useTranslation('wallet');
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const [done, setDone] = useState<string | null>(null);
  const minor = parseMajorToMinor(amountText);
  const amountProblem = checkAmount(minor);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (minor === null || amountProblem || !password) return;
    setDone(null);
    send(
      { amount: minor, paymentPassword: password, requestId },
      {
        onSuccess: (result) => {
          setRequestId(newRequestId());
          setAmountText('');
          setPassword('');
          setTouched(false);
          setDone(describeDone(result));
        },
        onError: () => setRequestId(newRequestId()),
      },
    );
  };

  return {
    amount: { value: amountText, onChange: setAmountText, error: touched ? amountProblem : undefined },
    password: { value: password, onChange: (e: ChangeEvent<HTMLInputElement>) => setPassword(e.target.value), error: touched && !password ? t('form.paymentPasswordRequired') : undefined },
    done,
    submit,
  };
}
