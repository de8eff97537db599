import { SMS_CLICK_THROTTLE_MS } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog } from '../../../components/modal/message-openers.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSmsCountdown } from '../hooks/use-sms-countdown.ts';
import { useThrottle } from '../hooks/use-throttle.ts';

export interface SmsCodeButtonProps {
  /** Sends the code; resolves with the code lifetime in minutes. Return null to skip (e.g. the number is not valid yet). */
  send: () => Promise<{ expiredMinutes: number } | null>;
  testId?: string;
}

/**
 * "Get code": clicks throttled to one per second; after a send it stays disabled
 * for 60 s x expiredMinutes showing the seconds left (SPEC §4/§9). A failed
 * request opens a warning dialog with the message (the provider's own words for
 * SMS_FAILED, SPEC §8).
 */
export function SmsCodeButton({ send, testId = 'sms-send' }: SmsCodeButtonProps) {
  const { t } = useTranslation('auth');
  const countdown = useSmsCountdown();
  const [busy, setBusy] = useState(false);
  const click = useThrottle(() => {
    if (busy || countdown.running) return;
    setBusy(true);
    send()
      .then((res) => {
        if (res) countdown.start(res.expiredMinutes);
      })
      .catch((error: unknown) => {
        void alertDialog({ tone: 'warning', message: errorText(error) });
      })
      .finally(() => setBusy(false));
  }, SMS_CLICK_THROTTLE_MS);
  return (
    <button
      type="button"
      onClick={() => click()}
      disabled={busy || countdown.running}
      className="h-11 shrink-0 rounded-xl border border-primary px-3 text-sm font-semibold whitespace-nowrap text-primary hover:bg-sunken disabled:cursor-not-allowed disabled:border-line disabled:text-fg-muted"
      data-testid={testId}
      aria-live="polite"
    >
      {countdown.running ? t('sms.wait', { seconds: countdown.secondsLeft }) : busy ? t('sms.sending') : t('sms.send')}
    </button>
  );
}
