import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/modal/dialog.tsx';
import { memberPath } from '../../../lib/member-pages.ts';
import { session } from '../../../lib/storage.ts';
import { useMoney } from '../../site/hooks/use-money.ts';
import { usePlaySummary, useProtectionStatus } from '../api/status.ts';

const START_KEY = 'protection.playStartedAt';

/** When this browser session started playing (kept across game pages, reset when the tab closes). */
function playStart(): number {
  const stored = Number(session.get(START_KEY));
  if (Number.isFinite(stored) && stored > 0) return stored;
  const now = Date.now();
  session.set(START_KEY, String(now));
  return now;
}

/**
 * Reality check (issue 20): every N minutes of play (the member's choice, 15-120) a reminder with the
 * time played and the net result since, and links to stop or to the limits page.
 */
export function RealityCheck() {
  const { t } = useTranslation('protection');
  const navigate = useNavigate();
  const money = useMoney();
  const status = useProtectionStatus();
  const [start] = useState(playStart);
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const minutes = status.data?.realityCheckMinutes;
  const summary = usePlaySummary(new Date(start).toISOString(), open);

  useEffect(() => {
    if (!minutes || open) return;
    const every = minutes * 60_000;
    const elapsed = Date.now() - start;
    const wait = every - (elapsed % every);
    const timer = setTimeout(() => {
      setNow(Date.now());
      setOpen(true);
    }, wait);
    return () => clearTimeout(timer);
  }, [minutes, open, start]);

  if (!open) return null;
  const played = Math.max(1, Math.round((now - start) / 60_000));
  const net = summary.data?.net ?? 0;
  const close = () => setOpen(false);
  return (
    <Dialog
      title={t('realityPopup.title')}
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={() => (close(), navigate(memberPath('responsibleGaming')))} data-testid="reality-limits">
            {t('realityPopup.limits')}
          </Button>
          <Button variant="outline" onClick={() => (close(), navigate('/'))} data-testid="reality-stop">
            {t('realityPopup.stop')}
          </Button>
          <Button onClick={close} data-testid="reality-continue">
            {t('realityPopup.continue')}
          </Button>
        </>
      }
    >
      <div className="grid gap-2 text-sm" data-testid="reality-check">
        <p>{t('realityPopup.played', { minutes: played })}</p>
        <p>
          {t('realityPopup.net')}{' '}
          <strong className={net < 0 ? 'text-danger' : 'text-success'} data-testid="reality-net">
            {summary.isPending ? '…' : money(net)}
          </strong>
        </p>
        {summary.data && <p className="text-fg-muted">{t('realityPopup.detail', { staked: money(summary.data.staked), won: money(summary.data.won) })}</p>}
      </div>
    </Dialog>
  );
}
