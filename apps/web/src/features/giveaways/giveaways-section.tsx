import type { Raffle, RedEnvelope } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/button.tsx';
import { formatDate, formatInteger } from '../../lib/format.ts';
import { requireRealAccount } from '../../lib/gates.ts';
import { memberPath } from '../../lib/member-pages.ts';
import { selectIsLogin, useSession } from '../../lib/session.ts';
import { useMoney } from '../site/hooks/use-money.ts';
import { giveawayErrorText, useClaimRaffle, useOpenEnvelope, useRaffles, useRedEnvelopes } from './api.ts';

const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** Time left until `iso`, ticking every second: "2d 04:03:12" in the reader's words. */
function useCountdown(iso: string): { done: boolean; days: number; time: string } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const left = Math.max(0, new Date(iso).getTime() - now);
  const s = Math.floor(left / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { done: left === 0, days: Math.floor(s / 86_400), time: `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}` };
}

function Countdown({ to, labelKey }: { to: string; labelKey: 'raffle.endsIn' | 'raffle.startsIn' }) {
  const { t } = useTranslation('giveaways');
  const c = useCountdown(to);
  const time = c.days > 0 ? t('countdown.withDays', { days: c.days, time: c.time }) : c.time;
  return (
    <p className="text-sm" data-testid="raffle-countdown">
      {t(labelKey)} <span className="font-mono font-semibold tabular-nums">{time}</span>
    </p>
  );
}

function Chip({ children, tone = 'muted', testId }: { children: string; tone?: 'live' | 'muted' | 'success' | 'danger'; testId?: string }) {
  const cls = { live: 'bg-success/20 text-success', muted: 'bg-sunken text-fg-secondary', success: 'bg-success/20 text-success', danger: 'bg-danger/20 text-danger' }[tone];
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${cls}`} data-testid={testId}>
      {children}
    </span>
  );
}

/** The red envelope itself: red with a gold seal; opening lifts the flap and slides the note out (no motion when the reader asks for less). */
function Envelope({ opened, amount }: { opened: boolean; amount: string | null }) {
  return (
    <div className="relative mx-auto mt-10 h-36 w-28 select-none [perspective:600px]" aria-hidden="true">
      <div
        className={`absolute inset-x-2 top-2 z-0 grid h-24 place-items-center rounded-md border border-line bg-elevated text-center text-sm font-bold text-danger shadow motion-safe:transition-transform motion-safe:duration-700 motion-safe:ease-out ${opened ? '-translate-y-10' : 'translate-y-0'}`}
      >
        {opened ? amount : ''}
      </div>
      <div className="absolute inset-0 z-10 mt-6 rounded-lg bg-danger shadow-card" />
      <div
        className={`absolute inset-x-0 top-6 z-20 h-14 origin-top rounded-t-lg bg-danger brightness-90 [clip-path:polygon(0_0,100%_0,50%_100%)] motion-safe:transition-transform motion-safe:duration-500 ${opened ? '[transform:rotateX(180deg)]' : ''}`}
      />
      <div className="absolute inset-x-0 top-[4.25rem] z-30 mx-auto grid size-10 place-items-center rounded-full bg-primary text-lg font-bold text-primary-contrast shadow">福</div>
    </div>
  );
}

function RedEnvelopeCard({ event }: { event: RedEnvelope }) {
  const { t } = useTranslation(['giveaways', 'rewards']);
  const money = useMoney();
  const open = useOpenEnvelope();
  const me = event.me;
  const opened = me.state === 'OPENED';
  const [justOpened, setJustOpened] = useState<number | null>(null);
  const shownAmount = justOpened ?? me.amount;
  const statusTone = event.status === 'LIVE' ? 'live' : event.status === 'SOLD_OUT' ? 'danger' : 'muted';
  const requirementText =
    event.requirement.kind === 'NONE'
      ? t('envelope.requirement.NONE')
      : t(`envelope.requirement.${event.requirement.kind}`, { amount: money(event.requirement.amount) });
  return (
    <article className="grid gap-3 rounded-card bg-elevated p-4 shadow-card" data-testid="red-envelope" data-id={event.id} data-state={me.state} data-status={event.status} aria-labelledby={`envelope-${event.id}`}>
      <header className="flex items-start justify-between gap-2">
        <div>
          <h3 id={`envelope-${event.id}`} className="font-semibold">
            {event.title}
          </h3>
          <p className="text-xs text-fg-muted">{t('period', { from: when(event.startsAt), to: when(event.endsAt) })}</p>
        </div>
        <Chip tone={statusTone} testId="red-envelope-status">
          {t(`envelope.status.${event.status}`)}
        </Chip>
      </header>
      <div className="grid items-center gap-3 sm:grid-cols-[7rem_1fr]">
        <Envelope opened={opened} amount={shownAmount === null ? null : money(shownAmount)} />
        <div className="grid gap-1 text-sm">
          {event.description && <p className="text-fg-secondary">{event.description}</p>}
          <p>{t('envelope.range', { min: money(event.minAmount), max: money(event.maxAmount) })}</p>
          <p className="text-fg-muted">{t('envelope.left', { remaining: formatInteger(event.remaining), total: formatInteger(event.envelopes) })}</p>
          <p className="text-fg-muted">{requirementText}</p>
          <p className="text-fg-muted">{t('terms', { multiplier: event.terms.wageringMultiplier, days: event.terms.validDays })}</p>
        </div>
      </div>
      <div role="status" aria-live="polite" className="grid gap-2">
        {opened && shownAmount !== null && (
          <div className="grid gap-2 rounded-xl bg-sunken p-3 text-sm" data-testid="red-envelope-result">
            <p className="text-base font-semibold text-accent">{t('envelope.youGot', { amount: money(shownAmount) })}</p>
            <p className="text-fg-muted">{justOpened !== null ? t('envelope.added') : t('envelope.alreadyOpened')}</p>
            <Link to={memberPath('bonusDetails')} className={`${buttonClass({ variant: 'outline', size: 'sm' })} justify-self-start`} data-testid="red-envelope-bonus-link">
              {t('bonusDetails')}
            </Link>
          </div>
        )}
        {me.state === 'NOT_ELIGIBLE' && (
          <p className="rounded-xl bg-warning/15 p-3 text-sm text-warning" data-testid="red-envelope-not-eligible">
            {me.reason === 'CURRENCY'
              ? t('envelope.notEligible.CURRENCY', { currency: event.currency })
              : event.requirement.kind === 'DEPOSIT'
                ? t('envelope.notEligible.DEPOSIT', { amount: money(event.requirement.amount), progress: money(event.requirement.progress ?? 0) })
                : t('envelope.notEligible.VALID_TURNOVER', { amount: money(event.requirement.amount), progress: money(event.requirement.progress ?? 0) })}
          </p>
        )}
        {me.state === 'UNAVAILABLE' && (
          <p className="text-sm text-fg-muted" data-testid="red-envelope-unavailable">
            {event.status === 'UPCOMING' ? t('envelope.startsAt', { date: when(event.startsAt) }) : event.status === 'SOLD_OUT' ? t('envelope.over.SOLD_OUT') : t('envelope.over.ENDED')}
          </p>
        )}
        {open.error && (
          <p role="alert" className="text-sm text-danger" data-testid="red-envelope-error">
            {giveawayErrorText(open.error, t)}
          </p>
        )}
      </div>
      {me.state === 'CAN_OPEN' && (
        <Button
          variant="danger"
          busy={open.isPending}
          data-testid="red-envelope-open"
          onClick={() =>
            open.mutate(event.id, {
              onSuccess: (r) => setJustOpened(r.amount),
            })
          }
        >
          {t('envelope.open')}
        </Button>
      )}
      {(me.state === 'LOGIN' || me.state === 'TRIAL') && event.status === 'LIVE' && (
        <div className="grid gap-1">
          {me.state === 'TRIAL' && <p className="text-sm text-fg-muted">{t('realAccountNeeded')}</p>}
          <Button variant="outline" onClick={() => void requireRealAccount()} data-testid="red-envelope-login">
            {me.state === 'LOGIN' ? t('envelope.login') : t('envelope.open')}
          </Button>
        </div>
      )}
    </article>
  );
}

const RANK_TONE = ['text-primary', 'text-fg-secondary', 'text-warning'];

function RaffleCard({ raffle }: { raffle: Raffle }) {
  const { t } = useTranslation(['giveaways', 'rewards']);
  const money = useMoney();
  const claim = useClaimRaffle();
  const me = raffle.me;
  const won = me.rank !== null;
  const closed = won && !me.claimed && !me.claimable;
  return (
    <article className="grid gap-3 rounded-card bg-elevated p-4 shadow-card" data-testid="raffle" data-id={raffle.id} data-status={raffle.status} aria-labelledby={`raffle-${raffle.id}`}>
      <header className="flex items-start justify-between gap-2">
        <div>
          <h3 id={`raffle-${raffle.id}`} className="font-semibold">
            {raffle.title}
          </h3>
          <p className="text-xs text-fg-muted">{t('period', { from: when(raffle.startsAt), to: when(raffle.endsAt) })}</p>
        </div>
        <Chip tone={raffle.status === 'RUNNING' ? 'live' : 'muted'} testId="raffle-status">
          {t(`raffle.status.${raffle.status}`)}
        </Chip>
      </header>
      {raffle.description && <p className="text-sm text-fg-secondary">{raffle.description}</p>}
      {raffle.status === 'RUNNING' && <Countdown to={raffle.endsAt} labelKey="raffle.endsIn" />}
      {raffle.status === 'UPCOMING' && <Countdown to={raffle.startsAt} labelKey="raffle.startsIn" />}
      {raffle.status === 'DRAWING' && <p className="text-sm">{t('raffle.drawing')}</p>}
      <div className="grid gap-1 text-sm">
        <p>
          {t('raffle.howTickets', { amount: money(raffle.ticketTurnover) })}
          {raffle.maxTicketsPerMember !== null && ` ${t('raffle.maxTickets', { max: formatInteger(raffle.maxTicketsPerMember) })}`}
        </p>
        <ol className="flex flex-wrap gap-2" aria-label={t('raffle.prizes')}>
          {raffle.prizes.map((p, i) => (
            <li key={i} className="rounded-lg bg-sunken px-2 py-1 text-xs">
              <span className={`font-semibold ${RANK_TONE[i] ?? ''}`}>{t('raffle.rank', { rank: i + 1 })}</span> {money(p)}
            </li>
          ))}
        </ol>
        <p className="text-fg-muted">{t('terms', { multiplier: raffle.terms.wageringMultiplier, days: raffle.terms.validDays })}</p>
      </div>
      {me.state === 'MEMBER' && raffle.status !== 'UPCOMING' && (
        <p className="rounded-xl bg-sunken p-3 text-sm" data-testid="raffle-my-tickets">
          {t('raffle.myTickets', { tickets: formatInteger(me.tickets) })}
          {me.validTurnover !== null && <span className="text-fg-muted"> · {t('raffle.myTurnover', { amount: money(me.validTurnover) })}</span>}
        </p>
      )}
      {me.state === 'LOGIN' && (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void requireRealAccount()} data-testid="raffle-login">
          {t('raffle.login')}
        </Button>
      )}
      {me.state === 'TRIAL' && <p className="text-sm text-fg-muted">{t('realAccountNeeded')}</p>}

      {raffle.status === 'DRAWN' && (
        <section className="grid gap-2" aria-label={t('raffle.winners')}>
          <h4 className="text-sm font-semibold">{t('raffle.winners')}</h4>
          {raffle.winners.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('raffle.noWinners')}</p>
          ) : (
            <ul className="grid gap-1 text-sm" data-testid="raffle-winners">
              {raffle.winners.map((w) => (
                <li key={w.rank} className={`flex items-center justify-between gap-2 rounded-lg px-2 py-1 ${w.isMe ? 'bg-primary/10 font-semibold' : ''}`} aria-current={w.isMe || undefined} data-testid="raffle-winner">
                  <span>
                    <span className={RANK_TONE[w.rank - 1] ?? ''}>{t('raffle.rank', { rank: w.rank })}</span> {w.username} {w.isMe && <span className="text-primary">({t('raffle.you')})</span>}
                  </span>
                  <span className="tabular-nums">
                    {money(w.prize)} <span className="text-xs text-fg-muted">{w.claimed ? t('raffle.claimedShort') : t('raffle.unclaimedShort')}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div role="status" aria-live="polite" className="grid gap-2">
            {won && (
              <p className="font-semibold text-accent" data-testid="raffle-won">
                {t('raffle.youWon', { rank: me.rank, amount: money(me.prize ?? 0) })}
              </p>
            )}
            {me.claimed && (
              <div className="grid gap-2 text-sm" data-testid="raffle-claimed">
                <p>{t('raffle.claimed')}</p>
                <Link to={memberPath('bonusDetails')} className={`${buttonClass({ variant: 'outline', size: 'sm' })} justify-self-start`}>
                  {t('bonusDetails')}
                </Link>
              </div>
            )}
            {closed && <p className="text-sm text-fg-muted">{t('raffle.claimClosed')}</p>}
            {claim.error && (
              <p role="alert" className="text-sm text-danger" data-testid="raffle-error">
                {giveawayErrorText(claim.error, t)}
              </p>
            )}
          </div>
          {me.claimable && (
            <div className="grid gap-1">
              <Button variant="accent" busy={claim.isPending} onClick={() => claim.mutate(raffle.id)} data-testid="raffle-claim">
                {t('raffle.claim')}
              </Button>
              {raffle.claimUntil && <p className="text-xs text-fg-muted">{t('raffle.claimUntil', { date: when(raffle.claimUntil) })}</p>}
            </div>
          )}
        </section>
      )}
      <details className="text-xs text-fg-muted">
        <summary className="cursor-pointer">{t('raffle.fair.title')}</summary>
        <div className="mt-2 grid gap-1 break-all">
          <p>{t('raffle.fair.how')}</p>
          <p>
            {t('raffle.fair.seedHash')} <code>{raffle.serverSeedHash}</code>
          </p>
          {raffle.serverSeed && (
            <p>
              {t('raffle.fair.seed')} <code>{raffle.serverSeed}</code>
            </p>
          )}
          {raffle.entriesHash && (
            <p>
              {t('raffle.fair.entries', { total: formatInteger(raffle.totalTickets ?? 0) })} <code>{raffle.entriesHash}</code>
            </p>
          )}
        </div>
      </details>
    </article>
  );
}

/** Red envelopes and raffles on the promotions page (its own lazy chunk). Nothing is shown when there are none. */
export function GiveawaysSection() {
  const { t } = useTranslation('giveaways');
  const signedIn = useSession(selectIsLogin);
  const envelopes = useRedEnvelopes(signedIn);
  const raffles = useRaffles(signedIn);
  const envelopeList = envelopes.data?.list ?? [];
  const raffleList = raffles.data?.list ?? [];
  if (envelopeList.length === 0 && raffleList.length === 0) return null;
  return (
    <div className="grid gap-6" data-testid="giveaways">
      {envelopeList.length > 0 && (
        <section className="grid gap-3" aria-labelledby="red-envelopes-title">
          <h2 id="red-envelopes-title" className="text-xl font-bold">
            {t('envelope.title')}
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            {envelopeList.map((e) => (
              <RedEnvelopeCard key={e.id} event={e} />
            ))}
          </div>
        </section>
      )}
      {raffleList.length > 0 && (
        <section className="grid gap-3" aria-labelledby="raffles-title">
          <h2 id="raffles-title" className="text-xl font-bold">
            {t('raffle.title')}
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            {raffleList.map((r) => (
              <RaffleCard key={r.id} raffle={r} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
