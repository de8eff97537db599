import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { Icon, type IconName } from '../../../components/icons/icon.tsx';
import { downloadLink } from '../../../lib/download-link.ts';
import { useLanguageStore } from '../../../lib/i18n.ts';
import { devicePlatform, isStandalone, promptInstall, useInstallPrompt } from '../../../lib/install-prompt.ts';
import { usePermission } from '../../site/api/get-permission.ts';

const OPTIONS = ['android', 'ios', 'lite'] as const;
type Option = (typeof OPTIONS)[number];
const ICONS: Record<Option, IconName> = { android: 'phone', ios: 'phone', lite: 'addSquare' };

/** The option the address names (/download#ios), else the one for this device. */
function initialOption(hash: string): Option {
  const named = hash.replace('#', '') as Option;
  if (OPTIONS.includes(named)) return named;
  const platform = typeof navigator === 'undefined' ? 'other' : devicePlatform(navigator.userAgent, navigator.maxTouchPoints);
  return platform === 'other' ? 'lite' : platform;
}

function Steps({ steps, testId }: { steps: { text: string; icon?: IconName }[]; testId: string }) {
  return (
    <ol className="grid gap-2" data-testid={testId}>
      {steps.map((s, i) => (
        <li key={i} className="flex items-start gap-3 rounded-xl bg-sunken p-3 text-sm">
          <span className="grid size-7 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-primary-contrast" aria-hidden="true">
            {i + 1}
          </span>
          <span className="flex-1 pt-1">{s.text}</span>
          {s.icon && <Icon name={s.icon} className="mt-0.5 size-6 shrink-0 text-primary" />}
        </li>
      ))}
    </ol>
  );
}

function LiteInstall() {
  const { t } = useTranslation('download');
  const canPrompt = useInstallPrompt((s) => s.deferred !== null);
  const installed = useInstallPrompt((s) => s.installed);
  const [dismissed, setDismissed] = useState(false);
  if (isStandalone()) return <p className="rounded-xl bg-sunken p-3 text-sm font-semibold" data-testid="lite-standalone">{t('lite.standalone')}</p>;
  if (installed) return <p role="status" className="rounded-xl bg-sunken p-3 text-sm font-semibold text-success" data-testid="lite-installed">{t('lite.installed')}</p>;
  return (
    <>
      {canPrompt && (
        <Button
          size="lg"
          data-testid="lite-install"
          onClick={() => void promptInstall().then((outcome) => setDismissed(outcome === 'dismissed'))}
        >
          <Icon name="addSquare" />
          {t('lite.install')}
        </Button>
      )}
      {dismissed && <p role="status" className="text-sm text-fg-secondary">{t('lite.dismissed')}</p>}
      <h3 className="text-sm font-bold">{canPrompt ? t('lite.manualOr') : t('lite.manual')}</h3>
      <Steps
        testId="lite-steps"
        steps={[
          { text: t('lite.step1') },
          { text: t('lite.step2'), icon: 'addSquare' },
          { text: t('lite.step3') },
        ]}
      />
      <p className="text-xs text-fg-muted">{t('lite.iosHint')}</p>
    </>
  );
}

/**
 * SPEC §1, §2.9 app download: the Android app, the iOS guide (Safari: Share → Add to Home Screen) and the
 * lite app (this site as an installed PWA, through the browser's install prompt when it offers one, else a
 * step-by-step guide). Reached from the side menu's app section (SPEC §2.5); /download#ios opens a tab.
 */
export function Component() {
  const { t } = useTranslation('download');
  const navigate = useNavigate();
  const location = useLocation();
  const { resources, brand } = usePermission();
  const language = useLanguageStore((s) => s.language.code);
  const option = initialOption(location.hash);
  const tabs = useRef<Partial<Record<Option, HTMLButtonElement | null>>>({});

  const select = (next: Option, focus = false) => {
    // Replace, so Back leaves the screen instead of walking through the tabs.
    void navigate({ hash: `#${next}` }, { replace: true, preventScrollReset: true });
    if (focus) tabs.current[next]?.focus();
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const rtl = document.documentElement.dir === 'rtl';
    const i = OPTIONS.indexOf(option);
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    let next: Option | undefined;
    if (step) next = OPTIONS[(i + step + OPTIONS.length) % OPTIONS.length];
    else if (e.key === 'Home') next = OPTIONS[0];
    else if (e.key === 'End') next = OPTIONS[OPTIONS.length - 1];
    if (!next) return;
    e.preventDefault();
    select(next, true);
  };
  const back = () => {
    // React Router numbers its history entries: 0 means the visitor landed here, so Back goes home.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/');
  };

  return (
    <section className="mx-auto grid w-full max-w-3xl gap-5 px-4 py-6" aria-labelledby="download-title" data-testid="download-page">
      <div>
        <button type="button" onClick={back} className="-ms-2 mb-2 inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-fg-secondary hover:bg-sunken hover:text-fg" data-testid="download-back">
          <Icon name="back" className="size-4" />
          {t('back')}
        </button>
        <h1 id="download-title" className="text-2xl font-bold">
          {t('title', { brand: brand.name })}
        </h1>
        <p className="mt-1 text-fg-secondary">{t('intro')}</p>
      </div>

      <div role="tablist" aria-label={t('choose')} onKeyDown={onKey} className="grid grid-cols-3 gap-2">
        {OPTIONS.map((o) => (
          <button
            key={o}
            ref={(el) => {
              tabs.current[o] = el;
            }}
            type="button"
            role="tab"
            id={`download-tab-${o}`}
            aria-selected={o === option}
            aria-controls="download-panel"
            tabIndex={o === option ? 0 : -1}
            onClick={() => select(o)}
            data-testid={`download-tab-${o}`}
            className={`flex flex-col items-center gap-1 rounded-xl border px-2 py-3 text-sm font-semibold ${o === option ? 'border-primary bg-sunken text-primary' : 'border-line text-fg-secondary hover:bg-sunken'}`}
          >
            <Icon name={ICONS[o]} className="size-6" />
            {t(`tabs.${o}`)}
          </button>
        ))}
      </div>

      <div id="download-panel" role="tabpanel" aria-labelledby={`download-tab-${option}`} tabIndex={0} className="grid gap-4 rounded-card bg-elevated p-4 shadow-card" data-testid="download-panel">
        <h2 className="text-lg font-bold">{t(`${option}.title`)}</h2>
        <p className="text-sm text-fg-secondary">{t(`${option}.text`)}</p>
        {option === 'android' &&
          (resources.android ? (
            <a href={downloadLink(resources.android, language)} className={buttonClass({ size: 'lg' })} data-testid="android-download" rel="noopener">
              <Icon name="deposit" />
              {t('android.download')}
            </a>
          ) : (
            <p className="text-sm">{t('android.unavailable')}</p>
          ))}
        {option === 'android' && (
          <Steps testId="android-steps" steps={[{ text: t('android.step1') }, { text: t('android.step2') }, { text: t('android.step3') }]} />
        )}
        {option === 'ios' && (
          <>
            {resources.ios && (
              <a href={downloadLink(resources.ios, language)} className={buttonClass({ size: 'lg', variant: 'outline' })} data-testid="ios-download" rel="noopener">
                {t('ios.download')}
              </a>
            )}
            <h3 className="text-sm font-bold">{t('ios.guide')}</h3>
            <Steps
              testId="ios-steps"
              steps={[
                { text: t('ios.step1') },
                { text: t('ios.step2'), icon: 'share' },
                { text: t('ios.step3'), icon: 'addSquare' },
                { text: t('ios.step4') },
              ]}
            />
          </>
        )}
        {option === 'lite' && <LiteInstall />}
      </div>
    </section>
  );
}
