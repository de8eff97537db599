import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../components/form/text-field.tsx';
import type { useCaptcha } from '../hooks/use-captcha.ts';

export interface CaptchaFieldProps extends Omit<TextFieldProps, 'label' | 'trailing'> {
  captcha: ReturnType<typeof useCaptcha>;
}

/** Captcha input with its image; clicking the image loads a new one (at most once per second). */
export function CaptchaField({ captcha, ...input }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.captcha')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={16}
      data-testid="captcha-input"
      {...input}
      trailing={
        <button
          type="button"
          onClick={captcha.reload}
          className="grid h-11 w-28 shrink-0 place-items-center overflow-hidden rounded-xl border border-line bg-elevated text-xs text-fg-muted"
          aria-label={t('captcha.reload')}
          title={t('captcha.reload')}
          data-testid="captcha-image"
        >
          {captcha.image ? (
            <img src={captcha.image} alt={t('captcha.alt')} className="h-full w-full object-contain" />
          ) : captcha.failed ? (
            <span>{t('captcha.failed')}</span>
          ) : (
            <span className="size-4 animate-spin rounded-full border-2 border-line border-t-primary" aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}
