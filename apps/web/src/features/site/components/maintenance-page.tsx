import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { usePermission } from '../api/get-permission.ts';
import { useCustomerService } from '../hooks/use-customer-service.ts';
import { StatusScreen } from './status-screen.tsx';

function useCountdown(endTime: string | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!endTime) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endTime]);
  if (!endTime) return null;
  const left = Math.max(0, Date.parse(endTime) - now);
  const d = Math.floor(left / 86_400_000);
  const h = Math.floor((left % 86_400_000) / 3_600_000);
  const m = Math.floor((left % 3_600_000) / 60_000);
  const s = Math.floor((left % 60_000) / 1000);
  return { d, h, m, s, done: left === 0 };
}

/** SPEC §2.2 maintenance page: optional end time, the operator's message and a customer-service button. */
export function MaintenancePage() {
  const { t } = useTranslation('site');
  const permission = usePermission();
  const maintenance = permission.maintenance;
  const links = useCustomerService();
  const chat = links.find((l) => l.csType === 'LIVECHAT') ?? links[0];
  const countdown = useCountdown(maintenance?.endTime ?? null);
  return (
    <StatusScreen
      brand={permission.brand.name}
      title={t('maintenance.title')}
      illustration={
        <svg viewBox="0 0 96 96" aria-hidden="true" className="size-full">
          <circle cx="48" cy="48" r="44" fill="currentColor" opacity=".12" />
          <path d="M58 24a14 14 0 0 0-17 17L22 60a6 6 0 0 0 9 9l19-19a14 14 0 0 0 17-17l-8 8-7-2-2-7z" fill="currentColor" />
        </svg>
      }
    >
      <p className="text-fg-secondary" data-testid="maintenance-message">
        {maintenance?.message || t('maintenance.defaultMessage')}
      </p>
      {maintenance?.endTime && (
        <div className="mt-5 rounded-xl bg-sunken px-4 py-3">
          <p className="text-sm text-fg-muted">{t('maintenance.until')}</p>
          <p className="text-lg font-semibold tabular-nums" data-testid="maintenance-end">
            {formatDateTime(maintenance.endTime)}
          </p>
          {countdown && !countdown.done && (
            <p className="mt-1 text-sm text-fg-muted tabular-nums" aria-live="off">
              {t(countdown.d > 0 ? 'maintenance.countdownDays' : 'maintenance.countdown', {
                d: countdown.d,
                h: countdown.h,
                m: String(countdown.m).padStart(2, '0'),
                s: String(countdown.s).padStart(2, '0'),
              })}
            </p>
          )}
        </div>
      )}
      {chat && (
        <a href={chat.href} target="_blank" rel="noopener noreferrer" className={`${buttonClass({ block: true })} mt-6`}>
          {t('maintenance.contact')}
        </a>
      )}
    </StatusScreen>
  );
}
