import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/icons/icon.tsx';
import { useCustomerService } from '../../features/site/hooks/use-customer-service.ts';

const ICON: Record<string, IconName> = { LIVECHAT: 'chat', TELEGRAM: 'telegram', FACEBOOK: 'facebook', 'TX-CHAT': 'chat' };

/** Floating customer-service button: a small panel with every contact channel. */
export function CustomerServiceWidget() {
  const { t } = useTranslation();
  const links = useCustomerService();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (!links.length) return null;
  return (
    <div className="fixed end-4 bottom-4 z-20 flex flex-col items-end gap-2">
      {open && (
        <div id={panelId} role="region" aria-label={t('common:cs.title')} className="w-64 rounded-2xl border border-line bg-elevated p-2 shadow-card">
          <p className="px-3 py-2 text-xs font-semibold text-fg-muted uppercase">{t('common:cs.title')}</p>
          <ul>
            {links.map((l) => (
              <li key={l.id}>
                <a href={l.href} target="_blank" rel="noopener noreferrer" className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm hover:bg-sunken">
                  <Icon name={ICON[l.csType] ?? 'chat'} className="size-5 text-primary" />
                  {l.csType === 'LIVECHAT' ? t('common:cs.liveChat') : l.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('common:cs.open')}
        className="grid size-13 place-items-center rounded-full bg-primary text-primary-contrast shadow-card hover:bg-primary-strong"
        data-testid="cs-widget"
      >
        <Icon name={open ? 'close' : 'headset'} className="size-6" />
      </button>
    </div>
  );
}
