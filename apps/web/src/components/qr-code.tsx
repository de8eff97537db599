import { QR_DEFAULTS, QR_MENU_SIZE } from '@app/contracts';
import { useEffect, useState } from 'react';

/**
 * Draws a QR code with SPEC §9's generator defaults: 800 px, a 20 px quiet zone, correction level M.
 * (The qrcode library counts its margin in modules, not pixels, so the modules are drawn here.)
 * Dark on light is not a theme choice: scanners need it, so the code keeps black on white in both themes.
 */
async function renderQr(text: string): Promise<string> {
  const qr = await import('qrcode');
  const code = qr.create(text, { errorCorrectionLevel: QR_DEFAULTS.correctionLevel });
  const { size: modules } = code.modules;
  const canvas = document.createElement('canvas');
  canvas.width = QR_DEFAULTS.size;
  canvas.height = QR_DEFAULTS.size;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const cell = (QR_DEFAULTS.size - 2 * QR_DEFAULTS.margin) / modules;
  ctx.fillStyle = 'black';
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (code.modules.get(row, col)) ctx.fillRect(Math.floor(QR_DEFAULTS.margin + col * cell), Math.floor(QR_DEFAULTS.margin + row * cell), Math.ceil(cell), Math.ceil(cell));
    }
  }
  return canvas.toDataURL('image/png');
}

export interface QrCodeProps {
  value: string;
  label: string;
  /** Shown size in CSS pixels (the image itself is 800 px). */
  size?: number;
  /** The element's test id (each page keeps its own). */
  testId?: string;
  onReady?: (dataUrl: string) => void;
}

/** A link as a QR code (agent referral, invite friends; the QR library is its own chunk). */
export function QrCode({ value, label, size = QR_MENU_SIZE * 2, onReady, testId = 'qr-code' }: QrCodeProps) {
  const [src, setSrc] = useState<{ value: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    void renderQr(value).then((url) => {
      if (!live) return;
      setSrc({ value, url });
      onReady?.(url);
    });
    return () => {
      live = false;
    };
  }, [value, onReady]);
  return (
    <div className="grid place-items-center overflow-hidden rounded-xl shadow-card" style={{ width: size, height: size }} data-testid={testId}>
      {src?.value === value ? <img src={src.url} alt={label} width={size} height={size} data-url={value} /> : <span className="size-full animate-pulse bg-sunken" />}
    </div>
  );
}
