import { QR_DEFAULTS, QR_MENU_SIZE } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadLink } from '../../lib/download-link.ts';
import { useLanguageStore } from '../../lib/i18n.ts';

/** Renders twice the display size so the code stays sharp on high-density screens. */
const RENDER_SIZE = QR_MENU_SIZE * 2;

function QrImage({ url, label, testId }: { url: string; label: string; testId: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // The QR library is its own chunk, fetched only when the codes come into view.
    void import('qrcode').then((qr) =>
      qr.toDataURL(url, { width: RENDER_SIZE, margin: 2, errorCorrectionLevel: QR_DEFAULTS.correctionLevel }).then((data) => live && setSrc(data)),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <figure className="flex flex-col items-center gap-1.5" data-testid={testId}>
      <div className="grid place-items-center rounded-lg bg-elevated p-1 shadow-card" style={{ width: QR_MENU_SIZE + 8, height: QR_MENU_SIZE + 8 }}>
        {src ? <img src={src} alt={label} width={QR_MENU_SIZE} height={QR_MENU_SIZE} data-url={url} /> : <span className="size-full animate-pulse rounded bg-sunken" />}
      </div>
      <figcaption className="text-xs font-semibold text-fg-secondary">{label}</figcaption>
    </figure>
  );
}

/**
 * SPEC §2.5: app download QR codes (size 120) for iOS and Android, generated in the browser, and the
 * way to the app download screen (SPEC §2.9: Android, iOS and lite install guides), shown even when
 * the brand has no native app (the lite app always installs).
 */
export function DownloadQr({ ios, android }: { ios: string | null; android: string | null }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language.code);
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || visible) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true));
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <section className="mt-4 border-t border-line px-3 pt-4" aria-labelledby="menu-app-title">
      <h2 id="menu-app-title" className="mb-3 text-xs font-semibold text-fg-muted uppercase">
        {t('common:menu.download')}
      </h2>
      {(ios || android) && (
        <div ref={box} className="flex flex-wrap justify-center gap-4" style={{ minHeight: QR_MENU_SIZE + 32 }}>
          {visible && ios && <QrImage url={downloadLink(ios, language)} label={t('common:menu.ios')} testId="qr-ios" />}
          {visible && android && <QrImage url={downloadLink(android, language)} label={t('common:menu.android')} testId="qr-android" />}
        </div>
      )}
      <Link to="/download" className="mt-3 block rounded-lg px-2 py-1.5 text-center text-sm font-semibold text-primary hover:bg-sunken" data-testid="menu-download-link">
        {t('common:menu.installGuides')}
      </Link>
    </section>
  );
}
