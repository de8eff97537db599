import type { Contract } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/modal/dialog.tsx';
import { isApiError } from '../../../lib/http.ts';
import { session } from '../../../lib/storage.ts';
import { useConsolidated, useContractAction } from '../api/contracts.ts';
import { contractErrorText } from '../lib/contract-text.ts';
import { TierTable } from './tier-table.tsx';

const LATER_KEY = 'contractPopupLater';

function laterIds(): string[] {
  try {
    return JSON.parse(session.get(LATER_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}

interface DownlineAbove {
  contracts: { id: string; agentUsername: string; maxRate: string }[];
}

/**
 * SPEC §2.6 contract popup: an offer from the upline (or the platform) waiting for this agent's answer,
 * with its terms. Accept, decline, or decide later (hidden until the next session; the offer stays in the
 * contracts page). When accepting would leave the agent's own sub-agents above the new rate, the popup
 * lists those contracts and accepts only when the agent agrees to end them (SPEC §4).
 */
export function ContractPopup() {
  const { t } = useTranslation('contracts');
  const consolidated = useConsolidated();
  const action = useContractAction();
  const [later, setLater] = useState<string[]>(laterIds);
  const [error, setError] = useState<string | null>(null);
  const [downline, setDownline] = useState<DownlineAbove | null>(null);
  const offer: Contract | undefined = consolidated.data?.pending.find((c) => c.direction === 'received' && !later.includes(c.id));
  if (!offer) return null;
  const waiting = (consolidated.data?.pending.filter((c) => c.direction === 'received' && !later.includes(c.id)).length ?? 1) - 1;
  const kind = t(`kinds.${offer.kind}`);

  const reset = () => {
    setError(null);
    setDownline(null);
  };
  const putOff = () => {
    const next = [...later, offer.id];
    session.set(LATER_KEY, JSON.stringify(next));
    setLater(next);
    reset();
  };
  const answer = async (what: 'accept' | 'reject', terminateDownline = false) => {
    setError(null);
    try {
      await action.mutateAsync({ id: offer.id, action: what, body: what === 'accept' ? { terminateDownline } : {} });
      reset();
    } catch (e) {
      if (isApiError(e, 'DOWNLINE_ABOVE_NEW_RATE')) setDownline((e.details as DownlineAbove | undefined) ?? { contracts: [] });
      else setError(contractErrorText(e));
    }
  };
  const replaces = consolidated.data?.enabled[ENABLED_KEY[offer.kind]] ?? false;

  return (
    <Dialog
      key={offer.id}
      title={t('popup.title')}
      description={offer.uplineUsername ? t('popup.from', { name: offer.uplineUsername, kind }) : t('popup.fromPlatform', { kind })}
      onClose={putOff}
      size="lg"
      footer={
        <div className="flex w-full flex-wrap justify-end gap-2" data-testid="contract-popup-actions">
          <Button variant="ghost" onClick={putOff} data-testid="contract-popup-later">
            {t('popup.later')}
          </Button>
          <Button variant="outline" busy={action.isPending && action.variables?.action === 'reject'} disabled={action.isPending} onClick={() => void answer('reject')} data-testid="contract-popup-decline">
            {t('popup.decline')}
          </Button>
          {downline ? (
            <Button variant="danger" busy={action.isPending} onClick={() => void answer('accept', true)} data-testid="contract-popup-accept-downline">
              {t('popup.agreeDownline')}
            </Button>
          ) : (
            <Button busy={action.isPending && action.variables?.action === 'accept'} disabled={action.isPending} onClick={() => void answer('accept')} data-testid="contract-popup-accept">
              {t('popup.accept')}
            </Button>
          )}
        </div>
      }
    >
      <div className="grid gap-4" data-testid="contract-popup" data-contract-id={offer.id}>
        <dl className="grid grid-cols-2 gap-2">
          <div className="rounded-xl bg-sunken p-3">
            <dt className="text-xs text-fg-muted">{t('popup.period')}</dt>
            <dd className="font-semibold">{t(`periodTypes.${offer.periodType}`)}</dd>
          </div>
          <div className="rounded-xl bg-sunken p-3">
            <dt className="text-xs text-fg-muted">{t('popup.maxRate')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="contract-popup-rate">{`${offer.maxRate} %`}</dd>
          </div>
        </dl>
        <TierTable tiers={offer.tiers} testId="contract-popup-tiers" />
        <p className="text-xs text-fg-muted">{t('tiers.hint')}</p>
        {offer.note && (
          <div>
            <p className="text-xs text-fg-muted">{t('popup.note')}</p>
            <p className="whitespace-pre-line break-words">{offer.note}</p>
          </div>
        )}
        {replaces && <p className="text-sm text-fg-secondary">{t('popup.replaces', { kind })}</p>}
        {downline && (
          <div className="rounded-xl border border-warning p-3 text-sm" role="alert" data-testid="contract-popup-downline">
            <p className="font-semibold">{t('popup.downlineAbove')}</p>
            <ul className="mt-1 list-inside list-disc">
              {downline.contracts.map((c) => (
                <li key={c.id}>{`${c.agentUsername} · ${c.maxRate} %`}</li>
              ))}
            </ul>
          </div>
        )}
        {error && (
          <p className="text-sm text-danger" role="alert" data-testid="contract-popup-error">
            {error}
          </p>
        )}
        {waiting > 0 && <p className="text-xs text-fg-muted">{t('popup.more', { count: waiting })}</p>}
      </div>
    </Dialog>
  );
}

const ENABLED_KEY = { DIVIDEND: 'dividend', DAILY_SALARY: 'dailySalary', HOURLY_SALARY: 'hourlySalary', REALTIME_SALARY: 'realtimeSalary' } as const;
