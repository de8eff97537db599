import type { ReferralInvite } from '@app/contracts';
import { QR_MENU_SIZE } from '@app/contracts';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { Pager } from '../../../components/pager.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/format.ts';
import { memberPath } from '../../../lib/member-pages.ts';
import { useMoney } from '../../site/hooks/use-money.ts';
import { INVITES_PAGE_SIZE, useInvites } from '../api/get-invites.ts';
import { useReferral } from '../api/get-referral.ts';
import { QrCode } from '../../../components/qr-code.tsx';

/** Copies text, falling back to a selected textarea where the Clipboard API is not allowed (plain http). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

function Loading({ isPending, error }: { isPending: boolean; error: unknown }) {
  const { t } = useTranslation('referral');
  if (isPending) {
    return (
      <div className="grid place-items-center py-10">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (error) {
    return (
      <p role="alert" className="rounded-card border border-line p-6 text-center text-danger">
        {errorText(error)}
      </p>
    );
  }
  return null;
}

function Stat({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col justify-between gap-1 rounded-xl border border-line p-2 sm:p-3">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="truncate text-lg font-bold tabular-nums sm:text-xl" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function RewardCell({ invite }: { invite: ReferralInvite }) {
  const { t } = useTranslation('referral');
  const money = useMoney();
  const tone = invite.rewardStatus === 'GRANTED' ? 'text-success font-semibold' : invite.rewardStatus === 'NOT_ELIGIBLE' ? 'text-fg-muted' : 'text-fg-secondary';
  return <span className={tone}>{t(`status.${invite.rewardStatus}`, { amount: money(invite.rewardAmount ?? 0) })}</span>;
}

function InvitedList() {
  const { t } = useTranslation('referral');
  const [page, setPage] = useState(1);
  const q = useInvites(page);
  const data = q.data;
  return (
    <section className="grid gap-3" aria-labelledby="invites-title">
      <h2 id="invites-title" className="text-lg font-bold">
        {t('listTitle')}
      </h2>
      <Loading isPending={q.isPending} error={q.error} />
      {data && data.total === 0 && (
        <p className="rounded-card border border-dashed border-line p-8 text-center text-fg-muted" data-testid="invites-empty">
          {t('empty')}
        </p>
      )}
      {data && data.total > 0 && (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="invites-table">
              <caption className="sr-only">{t('listCaption')}</caption>
              <thead>
                <tr className="border-b border-line text-fg-muted">
                  <th scope="col" className="py-2 pe-2 text-start font-medium">
                    {t('friend')}
                  </th>
                  <th scope="col" className="px-2 py-2 text-start font-medium">
                    {t('joined')}
                  </th>
                  <th scope="col" className="px-2 py-2 text-start font-medium">
                    {t('firstDeposit')}
                  </th>
                  <th scope="col" className="py-2 ps-2 text-start font-medium">
                    {t('reward')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((i, n) => (
                  <tr key={`${i.joinedAt}-${n}`} className="border-b border-line last:border-0" data-testid="invite-row">
                    <td className="py-2 pe-2 font-semibold" dir="ltr">
                      {i.friend}
                    </td>
                    <td className="px-2 py-2 whitespace-nowrap text-fg-secondary">{formatDate(i.joinedAt, { dateStyle: 'medium' })}</td>
                    <td className="px-2 py-2">{i.hasDeposited ? <span className="text-success">{t('yes')}</span> : <span className="text-fg-muted">{t('no')}</span>}</td>
                    <td className="py-2 ps-2">
                      <RewardCell invite={i} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} totalPages={Math.ceil(data.total / INVITES_PAGE_SIZE)} onChange={setPage} label={t('pager')} />
        </>
      )}
    </section>
  );
}

/**
 * SPEC §2.7 "invite friends/referral" (member centre): the member's invitation link with a copy button and
 * its QR code, the code, totals with rewards earned, and the friends invited (docs/rewards.md "Referral").
 */
export function InviteFriendsPage() {
  const { t } = useTranslation('referral');
  const money = useMoney();
  const q = useReferral();
  const [copied, setCopied] = useState<'link' | 'code' | 'failed' | null>(null);
  const [png, setPng] = useState<string | null>(null);
  const onReady = useCallback((url: string) => setPng(url), []);
  const copy = (what: 'link' | 'code', text: string) => void copyText(text).then((ok) => setCopied(ok ? what : 'failed'));
  const data = q.data;

  return (
    <section className="grid gap-5 rounded-card bg-elevated p-4 shadow-card" aria-labelledby="invite-title" data-testid="invite-friends">
      <div>
        <h1 id="invite-title" className="text-xl font-bold">
          {t('title')}
        </h1>
        {data && (
          <p className="max-w-prose text-sm text-fg-secondary">
            {t('intro', { amount: money(data.reward.amount) })} {t('terms', { multiplier: data.reward.wageringMultiplier, days: data.reward.validDays })}
          </p>
        )}
      </div>
      <Loading isPending={q.isPending} error={q.error} />
      {data && (
        <>
          <div className="grid gap-5 md:grid-cols-[auto_1fr] md:items-start">
            <div className="grid justify-items-center gap-3">
              <QrCode value={data.link} label={t('qrLabel')} size={QR_MENU_SIZE * 1.5} onReady={onReady} testId="invite-qr" />
              {png && (
                <a href={png} download={`invite-${data.code}.png`} className={buttonClass({ variant: 'outline', size: 'sm' })} data-testid="invite-qr-download">
                  {t('downloadQr')}
                </a>
              )}
            </div>
            <div className="grid min-w-0 gap-4">
              <div className="grid gap-1">
                <span className="text-xs text-fg-muted">{t('link')}</span>
                <div className="flex min-w-0 flex-wrap items-center gap-2">
                  <code className="min-w-0 flex-1 truncate rounded-xl bg-sunken px-3 py-2.5 text-sm" dir="ltr" data-testid="invite-link">
                    {data.link}
                  </code>
                  <Button size="md" onClick={() => copy('link', data.link)} data-testid="invite-copy">
                    {t('copy')}
                  </Button>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <span className="text-xs text-fg-muted">{t('code')}</span>
                <code className="rounded-lg bg-sunken px-2 py-1 text-base font-bold tracking-wider" dir="ltr" data-testid="invite-code">
                  {data.code}
                </code>
                <button type="button" className="text-sm font-semibold text-primary hover:underline" onClick={() => copy('code', data.code)}>
                  {t('copyCode')}
                </button>
              </div>
              <p className="min-h-5 text-sm" role="status" aria-live="polite" data-testid="invite-copied">
                {copied === 'failed' ? <span className="text-danger">{t('copyFailed')}</span> : copied ? <span className="text-success">{t(`copied.${copied}`)}</span> : null}
              </p>
            </div>
          </div>
          <dl className="grid grid-cols-3 gap-2">
            <Stat label={t('stats.invited')} testId="invite-count">
              {data.invitedCount}
            </Stat>
            <Stat label={t('stats.deposited')} testId="invite-deposited">
              {data.depositedCount}
            </Stat>
            <Stat label={t('stats.earned')} testId="invite-earned">
              <span className="text-accent">{money(data.earnedTotal)}</span>
            </Stat>
          </dl>
          {data.earnedTotal > 0 && (
            <Link to={memberPath('bonusDetails')} className={`${buttonClass({ variant: 'outline', size: 'sm' })} justify-self-start`}>
              {t('viewBonuses')}
            </Link>
          )}
          <InvitedList />
        </>
      )}
    </section>
  );
}
