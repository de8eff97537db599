import type { AgentApplication } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { isApiError } from '../../../lib/http.ts';
import { useAgentApplication } from '../api/post-application.ts';
import { agentErrorText } from '../lib/error-text.ts';

type Field = 'name' | 'email' | 'mobileNum' | 'contact' | 'message';
const EMPTY: Record<Field, string> = { name: '', email: '', mobileNum: '', contact: '', message: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MESSAGE_MAX = 1000;

/** Which fields are wrong, checked as the API checks them (contracts AgentApplicationSchema). */
export function applicationProblems(v: Record<Field, string>): Partial<Record<Field, 'required' | 'short' | 'email' | 'digits' | 'contact'>> {
  const found: Partial<Record<Field, 'required' | 'short' | 'email' | 'digits' | 'contact'>> = {};
  const name = v.name.trim();
  if (!name) found.name = 'required';
  else if (name.length < 2) found.name = 'short';
  if (v.email.trim() && !EMAIL.test(v.email.trim())) found.email = 'email';
  if (v.mobileNum.trim() && !/^[0-9]{4,15}$/.test(v.mobileNum.trim())) found.mobileNum = 'digits';
  if (!v.email.trim() && !v.mobileNum.trim() && !v.contact.trim()) found.contact = 'contact';
  if (v.message.trim().length < 10) found.message = 'short';
  return found;
}

/** The affiliate application of /agent (`POST /agent/applications`), reviewed by an operator. */
export function ApplicationForm({ dialCode }: { dialCode: string }) {
  const { t } = useTranslation('agent');
  const mutation = useAgentApplication();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const problems = applicationProblems(values);
    setErrors(Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, t(`apply.problems.${p}`)])));
    if (Object.keys(problems).length) return;
    const body: AgentApplication = { name: values.name.trim(), message: values.message.trim() };
    if (values.email.trim()) body.email = values.email.trim();
    if (values.mobileNum.trim()) Object.assign(body, { mobileNum: values.mobileNum.trim(), ...(dialCode ? { countryDialingCode: dialCode } : {}) });
    if (values.contact.trim()) body.contact = values.contact.trim();
    try {
      await mutation.mutateAsync(body);
      setSent(true);
      setValues(EMPTY);
    } catch (error) {
      if (isApiError(error, 'VALIDATION_ERROR') && Array.isArray(error.details)) {
        const fields = (error.details as { field?: string }[]).map((d) => d.field).filter((f): f is Field => Boolean(f && f in EMPTY));
        if (fields.length) return setErrors(Object.fromEntries(fields.map((f) => [f, t('apply.problems.invalid')])));
      }
      setFormError(agentErrorText(error));
    }
  };

  if (sent) {
    return (
      <div className="rounded-card border border-success bg-elevated p-6 shadow-card" role="status" data-testid="apply-sent">
        <p className="text-lg font-semibold">{t('apply.sentTitle')}</p>
        <p className="mt-2 text-fg-secondary">{t('apply.sentBody')}</p>
        <Button variant="outline" className="mt-4" onClick={() => setSent(false)}>
          {t('apply.again')}
        </Button>
      </div>
    );
  }

  const field = (f: Exclude<Field, 'message'>, type = 'text', autoComplete = 'off') => (
    <TextField
      label={f === 'name' ? t('apply.fields.name') : t('apply.optional', { field: t(`apply.fields.${f}`) })}
      type={type}
      autoComplete={autoComplete}
      value={values[f]}
      onChange={(e) => setValues({ ...values, [f]: e.target.value })}
      error={errors[f]}
      hint={f === 'contact' ? t('apply.contactHint') : f === 'mobileNum' ? t('apply.mobileHint', { code: dialCode }) : undefined}
      data-testid={`apply-${f}`}
    />
  );

  return (
    <form className="grid gap-3 rounded-card bg-elevated p-5 shadow-card" noValidate onSubmit={(e) => void submit(e)} data-testid="apply-form" aria-labelledby="apply-title">
      <h2 id="apply-title" className="text-xl font-bold">
        {t('apply.title')}
      </h2>
      <p className="text-sm text-fg-secondary">{t('apply.intro')}</p>
      {field('name', 'text', 'name')}
      <div className="grid gap-3 sm:grid-cols-2">
        {field('email', 'email', 'email')}
        {field('mobileNum', 'tel', 'tel-national')}
      </div>
      {field('contact')}
      <div className="space-y-1">
        <label htmlFor="apply-message" className="block text-sm font-medium text-fg-secondary">
          {t('apply.fields.message')}
        </label>
        <textarea
          id="apply-message"
          className="min-h-28 w-full rounded-xl border border-line bg-sunken p-3 text-fg placeholder:text-fg-muted focus:border-primary focus:outline-none aria-[invalid=true]:border-danger"
          maxLength={MESSAGE_MAX}
          value={values.message}
          onChange={(e) => setValues({ ...values, message: e.target.value })}
          placeholder={t('apply.messageHint')}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby="apply-message-count"
          data-testid="apply-message"
        />
        <div className="flex justify-between gap-2 text-xs">
          <span className="text-danger" role={errors.message ? 'alert' : undefined}>
            {errors.message}
          </span>
          <span id="apply-message-count" className="text-fg-muted tabular-nums">{`${values.message.length}/${MESSAGE_MAX}`}</span>
        </div>
      </div>
      {formError && (
        <p className="text-sm text-danger" role="alert" data-testid="apply-error">
          {formError}
        </p>
      )}
      <Button type="submit" busy={mutation.isPending} data-testid="apply-submit">
        {t('apply.submit')}
      </Button>
    </form>
  );
}
