import { POINT_REDEEM_MAX_QUANTITY, type PointMallItem, type PointRedeemResult } from '@app/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { Dialog } from '../../../components/modal/dialog.tsx';
import { newRequestId } from '../../../lib/amount.ts';
import { formatInteger } from '../../../lib/format.ts';
import { isApiError } from '../../../lib/http.ts';
import { memberPath } from '../../../lib/member-pages.ts';
import { useSession } from '../../../lib/session.ts';
import { useMoney } from '../../site/hooks/use-money.ts';
import { useRedeemPoints } from '../api/points.ts';
import { pointsErrorText } from './points-error.ts';

/** Redeem one mall item: quantity, the payment password (sent encrypted), then what happened. */
export function RedeemDialog({ item, balance, onClose }: { item: PointMallItem; balance: number; onClose: () => void }) {
  const { t } = useTranslation('points');
  const money = useMoney();
  const hasPaymentPassword = useSession((s) => s.member?.hasPaymentPassword ?? true);
  const redeem = useRedeemPoints();
  const [quantity, setQuantity] = useState(1);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<PointRedeemResult | null>(null);
  // Kept across a retry after a lost answer, so the server returns the first redeem instead of a second.
  const requestId = useRef(newRequestId());
  const most = Math.max(1, Math.min(POINT_REDEEM_MAX_QUANTITY, item.stock ?? POINT_REDEEM_MAX_QUANTITY, Math.floor(balance / item.points)));
  const cost = item.points * quantity;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError(t('dialog.passwordRequired'));
      return;
    }
    setError(null);
    redeem.mutate(
      { itemId: item.id, quantity, paymentPassword: password, requestId: requestId.current },
      {
        onSuccess: (r) => setDone(r),
        onError: (err) => {
          if (isApiError(err)) requestId.current = newRequestId();
          setPassword('');
          setError(pointsErrorText(err, t));
        },
      },
    );
  };

  if (done) {
    const approved = done.redeem.status === 'APPROVED';
    return (
      <Dialog title={t('dialog.doneTitle')} onClose={onClose} size="sm">
        <div className="grid gap-3" role="status" data-testid="redeem-done">
          <p className="font-semibold text-success">{approved ? t('dialog.doneBonus', { amount: money(done.redeem.amount ?? 0) }) : t('dialog.donePhysical')}</p>
          <p className="text-sm text-fg-secondary">
            {t('dialog.reference', { reference: done.redeem.reference })} · {t('dialog.balanceLeft', { points: formatInteger(done.balance) })}
          </p>
          <div className="flex flex-wrap gap-2">
            {approved && (
              <Link to={memberPath('bonusDetails')} className={buttonClass({ variant: 'outline', size: 'sm' })}>
                {t('dialog.viewBonus')}
              </Link>
            )}
            <Link to={memberPath('points')} className={buttonClass({ variant: 'outline', size: 'sm' })}>
              {t('dialog.viewHistory')}
            </Link>
            <Button size="sm" onClick={onClose}>
              {t('dialog.close')}
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={t('dialog.title', { name: item.name })} onClose={onClose} size="sm">
      {!hasPaymentPassword ? (
        <div className="grid gap-3">
          <p>{t('dialog.needPaymentPassword')}</p>
          <Link to={memberPath('securityCenter')} className={`${buttonClass({ size: 'sm' })} w-fit`}>
            {t('dialog.setPaymentPassword')}
          </Link>
        </div>
      ) : (
        <form className="grid gap-4" onSubmit={onSubmit} noValidate data-testid="redeem-form">
          <div className="grid gap-1 rounded-xl bg-sunken p-3 text-sm">
            <p className="font-semibold">{item.name}</p>
            {item.bonusAmount !== null && <p className="text-fg-secondary">{t('item.bonus', { amount: money(item.bonusAmount * quantity) })}</p>}
          </div>
          <label className="grid gap-1 text-sm font-medium text-fg-secondary">
            {t('dialog.quantity')}
            <select className="h-11 rounded-xl border border-line bg-sunken px-3 text-fg" value={quantity} onChange={(e) => setQuantity(Number(e.target.value))} data-testid="redeem-quantity">
              {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {formatInteger(n)}
                </option>
              ))}
            </select>
          </label>
          <p className="text-sm">
            {t('dialog.cost', { points: formatInteger(cost) })} <span className="text-fg-muted">· {t('dialog.balance', { points: formatInteger(balance) })}</span>
          </p>
          <TextField
            label={t('dialog.paymentPassword')}
            type="password"
            autoComplete="off"
            inputMode="numeric"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error ?? undefined}
            data-testid="redeem-password"
          />
          <Button type="submit" busy={redeem.isPending} disabled={cost > balance} data-testid="redeem-submit">
            {t('dialog.confirm')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
