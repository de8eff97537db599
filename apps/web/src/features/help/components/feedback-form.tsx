import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, FEEDBACK_TYPES } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { api, isApiError } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { CaptchaField } from '../../auth/components/captcha-field.tsx';
import { useCaptcha } from '../../auth/hooks/use-captcha.ts';

type TypeKey = keyof typeof FEEDBACK_TYPES;
const TYPE_KEYS: TypeKey[] = ['deposit', 'withdrawal', 'game', 'customerService', 'agentApplication', 'others'];

/**
 * SPEC §2.9 feedback form: question type, description with a count/200 counter, captcha (the
 * registration one; click the image for a new one), submit. §5 rules are checked here first and by
 * `PUT /feedback`; on success the §4 message says staff will contact the user.
 */
export function FeedbackForm() {
  const { t } = useTranslation('content');
  const account = useSession((s) => s.member?.account ?? '');
  const captcha = useCaptcha(true);
  const [type, setType] = useState<string>('');
  const [content, setContent] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const submit = useMutation({
    mutationFn: () => api('/feedback', { method: 'PUT', body: { type: Number(type), content: content.trim(), sender: account, captcha: code.trim(), captchaId: captcha.captchaId ?? undefined } }),
  });

  const fieldName = (f: string) => t(`feedback.fields.${f}`);
  const validate = (): string | null => {
    const missing = [type === '' ? 'type' : null, content.trim() ? null : 'content', code.trim() ? null : 'captcha'].filter((f): f is string => f !== null);
    if (missing.length) return t('feedback.errors.missing', { fields: missing.map(fieldName).join(', ') });
    const length = [...content.trim()].length;
    if (length < FEEDBACK_MIN_LENGTH || length > FEEDBACK_MAX_LENGTH) return t('feedback.errors.length', { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH });
    return null;
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validate();
    setError(problem);
    if (problem) return;
    submit.mutate(undefined, {
      onSuccess: () => setDone(true),
      onError: (err) => {
        captcha.renew();
        setCode('');
        if (isApiError(err, 'CAPTCHA_INVALID')) setError(t('feedback.errors.captcha'));
        else if (isApiError(err, 'TOO_MANY_REQUESTS')) setError(t('feedback.errors.tooMany'));
        else if (isApiError(err, 'VALIDATION_ERROR')) {
          const details = (err.details ?? {}) as { missing?: string[]; field?: string };
          setError(
            details.missing
              ? t('feedback.errors.missing', { fields: details.missing.map(fieldName).join(', ') })
              : details.field === 'content'
                ? t('feedback.errors.length', { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH })
                : t('feedback.errors.type'),
          );
        } else setError(errorText(err));
      },
    });
  };

  if (done) {
    return (
      <p role="status" className="rounded-xl bg-sunken p-4 text-sm" data-testid="feedback-success">
        {t('feedback.success')}
      </p>
    );
  }
  return (
    <form className="grid gap-3" onSubmit={onSubmit} noValidate data-testid="feedback-form">
      <label className="grid gap-1 text-sm font-medium text-fg-secondary">
        {t('feedback.fields.type')}
        <select className="h-11 rounded-xl border border-line bg-sunken px-3 text-sm text-fg" value={type} onChange={(e) => setType(e.target.value)} data-testid="feedback-type">
          <option value="">{t('feedback.choose')}</option>
          {TYPE_KEYS.map((k) => (
            <option key={k} value={FEEDBACK_TYPES[k]}>
              {t(`feedback.types.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-medium text-fg-secondary">
        {t('feedback.fields.content')}
        <textarea
          className="min-h-28 rounded-xl border border-line bg-sunken p-3 text-sm text-fg"
          value={content}
          maxLength={FEEDBACK_MAX_LENGTH}
          onChange={(e) => setContent(e.target.value.slice(0, FEEDBACK_MAX_LENGTH))}
          placeholder={t('feedback.placeholder', { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH })}
          data-testid="feedback-content"
        />
        <span className="justify-self-end text-xs text-fg-muted tabular-nums" data-testid="feedback-counter">
          {[...content].length}/{FEEDBACK_MAX_LENGTH}
        </span>
      </label>
      <CaptchaField captcha={captcha} value={code} onChange={(e) => setCode(e.target.value)} />
      {error && (
        <p role="alert" className="text-sm text-danger" data-testid="feedback-error">
          {error}
        </p>
      )}
      <button type="submit" disabled={submit.isPending} className="h-11 rounded-xl bg-primary font-semibold text-primary-contrast hover:bg-primary-strong disabled:opacity-50" data-testid="feedback-submit">
        {t('feedback.submit')}
      </button>
    </form>
  );
}
