import type { RegisterDownline, RegisterFieldName, TeamMember } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { isApiError } from '../../../lib/http.ts';
import { useRegisterSettings } from '../../auth/api/get-register-settings.ts';
import { CaptchaField } from '../../auth/components/captcha-field.tsx';
import { useCaptcha } from '../../auth/hooks/use-captcha.ts';
import { checkRule } from '../../auth/hooks/use-password-rule.ts';
import { useAgentProfile } from '../api/get-profile.ts';
import { useRegisterDownline } from '../api/post-team-member.ts';
import { AgentSection, selectClass } from '../components/agent-section.tsx';
import { FilterField } from '../components/filter-field.tsx';
import { agentErrorText } from '../lib/error-text.ts';
import { agentPath } from '../lib/menu.ts';

type Field = 'username' | 'password' | 'confirmPassword' | 'nickname' | 'mobileNum' | 'email' | 'payeeName' | 'captcha';
const OPTIONAL: Field[] = ['nickname', 'mobileNum', 'email', 'payeeName'];
const BY_CODE: Record<string, Field> = {
  USERNAME_TAKEN: 'username',
  PASSWORD_MISMATCH: 'confirmPassword',
  MOBILE_TAKEN: 'mobileNum',
  MOBILE_INVALID: 'mobileNum',
  CAPTCHA_INVALID: 'captcha',
  CAPTCHA_REQUIRED: 'captcha',
};

/**
 * SPEC §2.8 "register an account" for the downline: the site's registration rules (fields, patterns,
 * captcha) from the same settings the member registration uses; the new account hangs under this agent.
 */
export function RegisterDownlinePage() {
  const { t } = useTranslation('agent');
  const { t: tAuth } = useTranslation('auth');
  const profile = useAgentProfile();
  const settings = useRegisterSettings();
  const rules = new Map(settings.fields.map((f) => [f.field, f]));
  const captchaOn = rules.get('captcha')?.enabled === true;
  const captcha = useCaptcha(captchaOn);
  const mutation = useRegisterDownline();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '', confirmPassword: '', nickname: '', mobileNum: '', email: '', payeeName: '', captcha: '' });
  const [accountType, setAccountType] = useState<'member' | 'agent'>('member');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<TeamMember | null>(null);

  const shown = (f: Field) => !OPTIONAL.includes(f) || f === 'nickname' || rules.get(f as RegisterFieldName)?.enabled === true;
  const required = (f: Field) => f === 'username' || f === 'password' || f === 'confirmPassword' || (f === 'captcha' && captchaOn) || (shown(f) && rules.get(f as RegisterFieldName)?.required === true);
  const label = (f: Field) => tAuth(`fields.${f}`);

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    for (const f of Object.keys(values) as Field[]) {
      if (f === 'captcha' && !captchaOn) continue;
      if (!shown(f)) continue;
      const v = values[f].trim();
      if (!v) {
        if (required(f)) found[f] = tAuth('validation.required', { field: label(f) });
        continue;
      }
      if (f === 'confirmPassword') {
        if (v !== values.password.trim()) found[f] = tAuth('validation.confirmMismatch');
        continue;
      }
      if (f === 'captcha') continue;
      const problem = checkRule(tAuth, rules.get(f as RegisterFieldName), v);
      if (problem) found[f] = problem;
    }
    return found;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    const body: RegisterDownline = { username: values.username.trim(), password: values.password, confirmPassword: values.confirmPassword, accountType };
    for (const f of OPTIONAL) if (shown(f) && values[f].trim()) Object.assign(body, { [f]: values[f].trim() });
    if (captchaOn && captcha.captchaId) Object.assign(body, { captcha: values.captcha.trim(), captchaId: captcha.captchaId });
    try {
      const res = await mutation.mutateAsync(body);
      setCreated(res.member);
      setValues((v) => ({ ...v, username: '', password: '', confirmPassword: '', nickname: '', mobileNum: '', email: '', payeeName: '', captcha: '' }));
    } catch (error) {
      if (captchaOn) {
        captcha.renew();
        setValues((v) => ({ ...v, captcha: '' }));
      }
      const target = isApiError(error) ? BY_CODE[error.code] : undefined;
      if (target) return setErrors({ [target]: agentErrorText(error) });
      if (isApiError(error, 'VALIDATION_ERROR') && Array.isArray(error.details)) {
        const fields = (error.details as { field?: string }[]).map((d) => d.field).filter((f): f is Field => Boolean(f && f in values));
        if (fields.length) return setErrors(Object.fromEntries(fields.map((f) => [f, agentErrorText(error)])));
      }
      setFormError(agentErrorText(error));
    }
  };

  const input = (f: Field, type = 'text', autoComplete = 'off') =>
    shown(f) && (
      <TextField
        key={f}
        label={required(f) ? label(f) : t('register.optional', { field: label(f) })}
        type={type}
        autoComplete={autoComplete}
        value={values[f]}
        onChange={(e) => setValues({ ...values, [f]: e.target.value })}
        error={errors[f]}
        data-testid={`downline-${f}`}
      />
    );

  return (
    <AgentSection title={t('menu.agentRegister')} testId="agent-register">
      <p className="text-sm text-fg-secondary">{t('register.intro', { code: profile.affiliateCode ?? '—' })}</p>
      {created && (
        <div className="grid gap-2 rounded-xl border border-success p-4" role="status" data-testid="downline-created">
          <p className="font-semibold">{t('register.created', { name: created.username })}</p>
          <div className="flex flex-wrap gap-2">
            {profile.features.transfers && created.role === 'member' && (
              <Link to={agentPath('agentTransfer', { username: created.username })} className={buttonClass({ size: 'sm' })} data-testid="downline-transfer">
                {t('register.transferNow')}
              </Link>
            )}
            <Link to={agentPath('agentTeam')} className={buttonClass({ size: 'sm', variant: 'outline' })}>
              {t('register.viewTeam')}
            </Link>
          </div>
        </div>
      )}
      <form className="grid max-w-xl gap-3" noValidate onSubmit={(e) => void submit(e)} data-testid="downline-form">
        {profile.features.subAgents && (
          <FilterField label={t('register.accountType')}>
            <select className={`${selectClass} h-11`} value={accountType} onChange={(e) => setAccountType(e.target.value as 'member' | 'agent')} data-testid="downline-type">
              <option value="member">{t('roles.member')}</option>
              <option value="agent">{t('roles.agent')}</option>
            </select>
          </FilterField>
        )}
        {input('username', 'text', 'off')}
        {input('password', 'password', 'new-password')}
        {input('confirmPassword', 'password', 'new-password')}
        {input('nickname')}
        {input('payeeName')}
        {input('mobileNum', 'tel')}
        {input('email', 'email')}
        {captchaOn && (
          <CaptchaField captcha={captcha} value={values.captcha} onChange={(e) => setValues({ ...values, captcha: e.target.value })} error={errors.captcha} />
        )}
        {formError && (
          <p className="text-sm text-danger" role="alert" data-testid="downline-error">
            {formError}
          </p>
        )}
        <Button type="submit" busy={mutation.isPending} data-testid="downline-submit">
          {t('register.submit')}
        </Button>
      </form>
    </AgentSection>
  );
}
