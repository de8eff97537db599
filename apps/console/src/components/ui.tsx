import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api.ts';

type Tone = 'primary' | 'secondary' | 'danger' | 'ghost';
const TONES: Record<Tone, string> = {
  primary: 'bg-primary text-primary-contrast hover:bg-primary-strong',
  secondary: 'border border-line bg-elevated text-fg hover:bg-sunken',
  danger: 'bg-danger text-white hover:opacity-90',
  ghost: 'text-fg-secondary hover:bg-sunken hover:text-fg',
};

export function Button({ tone = 'secondary', className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone }) {
  return (
    <button
      type="button"
      {...props}
      className={`inline-flex min-h-9 items-center justify-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-50 ${TONES[tone]} ${className}`}
    />
  );
}

export function Field({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <label className="grid gap-1 text-sm">
      <span className="font-medium text-fg-secondary">{label}</span>
      {children}
      {hint && <span className="text-xs text-fg-muted">{hint}</span>}
    </label>
  );
}

const control = 'min-h-9 w-full rounded-lg border border-line bg-elevated px-3 py-1.5 text-sm text-fg placeholder:text-fg-muted';

export function Input({ className = '', ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} className={`${control} ${className}`} />;
}

export function Select({ className = '', ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} className={`${control} ${className}`} />;
}

export function Card({ title, actions, children, className = '', testId }: { title?: string; actions?: ReactNode; children: ReactNode; className?: string; testId?: string }) {
  return (
    <section className={`min-w-0 rounded-card border border-line bg-elevated p-4 shadow-card ${className}`} data-testid={testId}>
      {(title || actions) && (
        <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title && <h2 className="text-base font-bold">{title}</h2>}
          {actions}
        </header>
      )}
      {children}
    </section>
  );
}

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-extrabold tracking-tight" data-testid="page-title">
        {title}
      </h1>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}

const BADGE: Record<string, string> = {
  ok: 'bg-success/15 text-success',
  warn: 'bg-warning/15 text-warning',
  bad: 'bg-danger/15 text-danger',
  info: 'bg-accent/15 text-accent',
  muted: 'bg-sunken text-fg-muted',
};

export function Badge({ tone = 'muted', children, testId }: { tone?: keyof typeof BADGE; children: ReactNode; testId?: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[tone]}`} data-testid={testId}>
      {children}
    </span>
  );
}

/** Colour of a payment / adjustment status. */
export function statusTone(status: string): keyof typeof BADGE {
  if (/^(CREDITED|DISBURSED|RECEIVED|APPROVED|APPLIED|ACTIVE)$/.test(status)) return 'ok';
  if (/^(PENDING|PARTIALLY_RECEIVED|WAITING)/.test(status)) return 'warn';
  if (/^(REJECTED|FAILED|NOT_RECEIVED|LOCKED|DISABLED)$/.test(status)) return 'bad';
  return 'muted';
}

export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="grid place-items-center py-10" role="status" data-testid="loading">
      <span className="size-8 animate-spin rounded-full border-4 border-line border-t-primary" aria-hidden="true" />
      <span className="sr-only">{t('state.loading')}</span>
    </div>
  );
}

/** The text an operator reads for a failed call: the server's code when the catalogue knows it. */
export function useErrorText() {
  const { t, i18n } = useTranslation();
  return (error: unknown): string => {
    if (isApiError(error)) {
      if (error.status === 404 && error.code === 'NOT_FOUND' && /^No route /.test(error.message)) return t('error.notAvailable');
      const key = `error.${error.code}`;
      if (i18n.exists(key)) return t(key);
      if (error.status === 403) return t('error.FORBIDDEN');
      if (error.status >= 500) return t('error.server');
      return error.message || t('error.generic');
    }
    return t('error.generic');
  };
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const text = useErrorText();
  if (isApiError(error) && error.status === 403) return <Forbidden />;
  const missing = isApiError(error) && error.status === 404 && /^No route /.test(error.message);
  return (
    <div className="rounded-card border border-dashed border-line p-6 text-center" role="alert" data-testid={missing ? 'not-available' : 'error-state'}>
      <p className="font-semibold text-danger">{text(error)}</p>
      {missing && <p className="mt-1 text-sm text-fg-muted">{t('error.notAvailableHint')}</p>}
      {onRetry && !missing && (
        <Button className="mt-3" onClick={onRetry}>
          {t('action.retry')}
        </Button>
      )}
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-card border border-dashed border-line p-8 text-center text-fg-muted" data-testid="empty">
      {children}
    </p>
  );
}

export function Forbidden() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md rounded-card border border-line bg-elevated p-8 text-center shadow-card" data-testid="forbidden" role="alert">
      <p className="text-5xl font-extrabold text-danger">403</p>
      <h1 className="mt-2 text-lg font-bold">{t('forbidden.title')}</h1>
      <p className="mt-1 text-sm text-fg-secondary">{t('forbidden.text')}</p>
    </div>
  );
}

export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="flex flex-wrap items-center justify-between gap-2 text-sm text-fg-muted" aria-label={t('pager.label')}>
      <span data-testid="row-count">{t('pager.total', { count: total })}</span>
      <span className="flex items-center gap-2">
        <Button tone="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pager.previous')}
        </Button>
        <span className="tabular-nums">{t('pager.page', { page, pages })}</span>
        <Button tone="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('pager.next')}
        </Button>
      </span>
    </nav>
  );
}
