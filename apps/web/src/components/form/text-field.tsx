import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Content before the input inside the same row (e.g. a dialling-code select). */
  leading?: ReactNode;
  /** Content after the input (e.g. a "get code" button or a captcha image). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export const inputClass =
  'h-11 w-full min-w-0 rounded-xl border border-line bg-sunken px-3 text-fg placeholder:text-fg-muted focus:border-primary focus:outline-none aria-[invalid=true]:border-danger';

/** A labelled input with its error and hint wired for screen readers. Passwords get a show/hide toggle. */
export function TextField({ label, error, hint, leading, trailing, type = 'text', className = '', ref, ...rest }: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-fg-secondary">
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        {leading}
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            ref={ref}
            type={isPassword && shown ? 'text' : type}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${inputClass} ${isPassword ? 'pe-11' : ''}`}
            {...rest}
          />
          {isPassword && (
            <button
              type="button"
              onClick={() => setShown((v) => !v)}
              className="absolute inset-y-0 end-0 grid w-11 place-items-center text-fg-muted hover:text-fg"
              aria-label={shown ? t('common:form.hidePassword') : t('common:form.showPassword')}
              aria-pressed={shown}
            >
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
                <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
                <circle cx="12" cy="12" r="3" />
                {shown && <path d="M4 4l16 16" strokeLinecap="round" />}
              </svg>
            </button>
          )}
        </div>
        {trailing}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
