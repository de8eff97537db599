import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { Button, buttonClass } from '../../../components/button.tsx';
import { openModal } from '../../../components/modal/modal-store.ts';
import { selectIsAgent, useSession } from '../../../lib/session.ts';
import { useDialCode } from '../../auth/hooks/use-dial-code.ts';
import { usePermission } from '../../site/api/get-permission.ts';
import { ApplicationForm } from '../components/application-form.tsx';
import { useSupportHours } from '../lib/use-support-hours.ts';

const BENEFITS = ['commission', 'reports', 'contracts', 'support'] as const;

/**
 * /agent: the agent landing page (SPEC §2.1): marketing copy, the agent login (the site's login popup in its
 * agent mode, which lands on /agentHome), the agent desk's hours and the affiliate application.
 */
export function Component() {
  const { t } = useTranslation('agent');
  const { brand } = usePermission();
  const isAgent = useSession(selectIsAgent);
  const hours = useSupportHours(brand.agentSupport);
  const [dialCode] = useDialCode();
  return (
    <div className="min-h-dvh bg-gradient-to-b from-grad-from to-canvas">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
        <BrandLogo name={brand.name} logoUrl={brand.logoUrl} />
        <Link to="/" className="text-sm font-semibold text-fg-secondary hover:text-fg">
          {t('backToSite')}
        </Link>
      </header>
      <main id="main" className="mx-auto grid max-w-6xl gap-10 px-4 pt-6 pb-16 lg:grid-cols-[1fr_26rem] lg:items-start">
        <div>
          <section className="max-w-2xl">
            <p className="text-sm font-semibold tracking-widest text-primary uppercase">{t('eyebrow')}</p>
            <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">{t('title', { brand: brand.name })}</h1>
            <p className="mt-4 text-lg text-fg-secondary">{t('subtitle')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {isAgent ? (
                <Link to="/agentHome" className={buttonClass({ size: 'lg' })} data-testid="agent-enter">
                  {t('enter')}
                </Link>
              ) : (
                <Button size="lg" onClick={() => void openModal('login', { agent: true })} data-testid="agent-login">
                  {t('login')}
                </Button>
              )}
              <a href="#apply" className={buttonClass({ size: 'lg', variant: 'outline' })}>
                {t('apply.cta')}
              </a>
            </div>
          </section>
          <ul className="mt-12 grid gap-4 sm:grid-cols-2">
            {BENEFITS.map((b) => (
              <li key={b} className="rounded-card bg-elevated p-5 shadow-card">
                <h2 className="font-bold">{t(`benefits.${b}.title`)}</h2>
                <p className="mt-2 text-sm text-fg-secondary">{t(`benefits.${b}.body`)}</p>
              </li>
            ))}
          </ul>
          <p className="mt-10 text-sm text-fg-muted" data-testid="agent-support-hours">
            {hours}
          </p>
        </div>
        <div id="apply" className="scroll-mt-4">
          <ApplicationForm dialCode={dialCode} />
        </div>
      </main>
    </div>
  );
}
