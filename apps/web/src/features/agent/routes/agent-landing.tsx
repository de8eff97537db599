import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { Button } from '../../../components/button.tsx';
import { openModal } from '../../../components/modal/modal-store.ts';
import { usePermission } from '../../site/api/get-permission.ts';

const BENEFITS = ['commission', 'reports', 'contracts', 'support'] as const;

/** /agent: the agent login landing page with its marketing copy (SPEC §2.1). */
export function Component() {
  const { t, i18n } = useTranslation('agent');
  const { brand } = usePermission();
  const support = brand.agentSupport;
  const day = (n: number) => new Intl.DateTimeFormat(i18n.language === 'ty' ? 'th' : 'en', { weekday: 'long' }).format(new Date(Date.UTC(2024, 0, n)));
  return (
    <div className="min-h-dvh bg-gradient-to-b from-grad-from to-canvas">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
        <BrandLogo name={brand.name} />
        <Link to="/" className="text-sm font-semibold text-fg-secondary hover:text-fg">
          {t('backToSite')}
        </Link>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 pt-8 pb-16">
        <section className="max-w-2xl">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 text-4xl font-extrabold">{t('title', { brand: brand.name })}</h1>
          <p className="mt-4 text-lg text-fg-secondary">{t('subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button size="lg" onClick={() => void openModal('login', { agent: true })} data-testid="agent-login">
              {t('login')}
            </Button>
          </div>
        </section>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((b) => (
            <li key={b} className="rounded-card bg-elevated p-5 shadow-card">
              <h2 className="font-bold">{t(`benefits.${b}.title`)}</h2>
              <p className="mt-2 text-sm text-fg-secondary">{t(`benefits.${b}.body`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-sm text-fg-muted">
          {t('supportHours', { from: day(support.fromDay), to: day(support.toDay), open: support.open, close: support.close })}
        </p>
      </main>
    </div>
  );
}
