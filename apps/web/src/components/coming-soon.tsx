import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from './button.tsx';

/**
 * An honest placeholder for a screen that a later piece of work builds: the
 * real layout around it, a clear statement that it is not available yet, and a
 * way back. Never fake content.
 */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="page-title">
      <h1 id="page-title" className="mb-6 text-2xl font-bold">
        {title}
      </h1>
      <div className="rounded-card border border-dashed border-line bg-elevated p-8 text-center shadow-card" data-testid="coming-soon">
        <svg viewBox="0 0 48 48" className="mx-auto mb-4 size-14 text-primary" aria-hidden="true">
          <circle cx="24" cy="24" r="21" fill="currentColor" opacity=".12" />
          <path d="M24 13v12l7 5" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
        </svg>
        <p className="text-lg font-semibold">{t('common:comingSoon.title')}</p>
        <p className="mx-auto mt-2 max-w-md text-fg-secondary">{t('common:comingSoon.body')}</p>
        {children}
        <Link to="/" className={`${buttonClass({ variant: 'outline' })} mt-6`}>
          {t('common:comingSoon.back')}
        </Link>
      </div>
    </section>
  );
}
