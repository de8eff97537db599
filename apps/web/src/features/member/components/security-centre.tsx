import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { openModal } from '../../../components/modal/modal-store.ts';
import type { MemberInfo } from '../../../lib/session.ts';
import { BankNameForm, EmailForm, PaymentPasswordForm } from './binding-forms.tsx';
import { SecurityItem } from './security-item.tsx';
import { SessionsCard } from './sessions-card.tsx';
import { TotpCard } from './totp-card.tsx';

/** SPEC §2.7 default page: account summary, passwords, second-factor bindings, authenticator and sessions. */
export function SecurityCentre({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('member');
  const items = [member.hasPaymentPassword, member.emailBound, member.bankNameBound, member.mobileBound, member.totpEnabled];
  const score = items.filter(Boolean).length;
  return (
    <section aria-labelledby="security-title" className="space-y-4" data-testid="security-centre">
      <div className="rounded-card bg-elevated p-5 shadow-card">
        <h1 id="security-title" className="text-xl font-bold">
          {t('security.title')}
        </h1>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-fg-muted">{t('security.account')}</dt>
            <dd className="truncate font-semibold" data-testid="security-account">
              {member.account}
            </dd>
          </div>
          <div>
            <dt className="text-fg-muted">{t('security.nickname')}</dt>
            <dd className="truncate font-semibold">{member.nickname || '—'}</dd>
          </div>
          <div>
            <dt className="text-fg-muted">{t('security.vip')}</dt>
            <dd className="font-semibold">{member.vip?.isVip ? t('security.vipLevel', { level: member.vip.level }) : t('security.vipNone')}</dd>
          </div>
          <div>
            <dt className="text-fg-muted">{t('security.level')}</dt>
            <dd className="font-semibold">{t('security.score', { score, total: items.length })}</dd>
          </div>
        </dl>
        <div className="mt-4 h-2 overflow-hidden rounded-full bg-sunken" aria-hidden="true">
          <div className="h-full rounded-full bg-success transition-[width]" style={{ width: `${(score / items.length) * 100}%` }} />
        </div>
      </div>

      <div className="divide-y divide-line rounded-card bg-elevated shadow-card">
        <SecurityItem
          title={t('security.loginPassword.title')}
          description={t('security.loginPassword.description')}
          status={t('security.status.set')}
          ok
          action={
            <Button size="sm" variant="outline" onClick={() => void openModal('change-password')} data-testid="change-password-open">
              {t('security.change')}
            </Button>
          }
        />
        <SecurityItem
          title={t('security.paymentPassword.title')}
          description={t('security.paymentPassword.description')}
          status={member.hasPaymentPassword ? t('security.status.set') : t('security.status.notSet')}
          ok={member.hasPaymentPassword}
          testId="item-payment-password"
          form={(done) => <PaymentPasswordForm onDone={done} />}
          actionLabel={member.hasPaymentPassword ? t('security.change') : t('security.set')}
        />
        <SecurityItem
          title={t('security.mobile.title')}
          description={t('security.mobile.description')}
          status={member.mobileBound ? (member.maskedMobile ?? t('security.status.bound')) : t('security.status.notBound')}
          ok={member.mobileBound}
        />
        <SecurityItem
          title={t('security.email.title')}
          description={t('security.email.description')}
          status={member.emailBound ? (member.maskedEmail ?? t('security.status.bound')) : t('security.status.notBound')}
          ok={member.emailBound}
          testId="item-email"
          form={(done) => <EmailForm onDone={done} />}
          actionLabel={member.emailBound ? t('security.change') : t('security.bind')}
        />
        <SecurityItem
          title={t('security.bankName.title')}
          description={t('security.bankName.description')}
          status={member.bankNameBound ? t('security.status.bound') : t('security.status.notBound')}
          ok={Boolean(member.bankNameBound)}
          testId="item-bank-name"
          form={(done) => <BankNameForm onDone={done} />}
          actionLabel={member.bankNameBound ? t('security.change') : t('security.bind')}
        />
      </div>

      <TotpCard enabled={member.totpEnabled} account={member.account} />
      <SessionsCard />
    </section>
  );
}
