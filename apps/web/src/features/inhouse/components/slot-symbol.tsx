import type { SlotSymbolCode } from '@app/contracts';
import { useTranslation } from 'react-i18next';

export interface SlotSymbolProps {
  symbol: SlotSymbolCode;
  className?: string;
  /** Decorative copies (spinning reels) are hidden from assistive technology. */
  decorative?: boolean;
}

const petals = [-60, -30, 0, 30, 60];
const rays = [0, 45, 90, 135, 180, 225, 270, 315];

/** Shape of each symbol, drawn in a 64 x 64 box with the theme's colour tokens (no images, no emoji). */
function Art({ symbol }: { symbol: SlotSymbolCode }) {
  switch (symbol) {
    case 'WILD':
      return (
        <>
          {petals.map((deg) => (
            <ellipse key={deg} cx="32" cy="24" rx="7" ry="17" transform={`rotate(${deg} 32 40)`} className="fill-accent stroke-elevated" strokeWidth="1.5" />
          ))}
          <ellipse cx="32" cy="46" rx="20" ry="6" className="fill-success" />
          <circle cx="32" cy="38" r="5" className="fill-primary" />
        </>
      );
    case 'SCATTER':
      return (
        <>
          {rays.map((deg) => (
            <polygon key={deg} points="32,2 36,14 28,14" transform={`rotate(${deg} 32 32)`} className="fill-warning" />
          ))}
          <circle cx="32" cy="32" r="15" className="fill-primary" />
          <circle cx="32" cy="32" r="9" className="fill-none stroke-primary-contrast" strokeWidth="2.5" />
        </>
      );
    case 'CROWN':
      return (
        <>
          <polygon points="8,46 10,18 22,32 32,12 42,32 54,18 56,46" className="fill-primary" />
          <rect x="8" y="46" width="48" height="8" rx="2" className="fill-primary-strong" />
          <circle cx="32" cy="36" r="4" className="fill-danger" />
        </>
      );
    case 'GEM':
      return (
        <>
          <polygon points="14,22 24,10 40,10 50,22 32,56" className="fill-accent" />
          <polygon points="14,22 50,22 32,56" className="fill-focus" opacity="0.6" />
          <polygon points="24,10 32,22 40,10" className="fill-elevated" opacity="0.45" />
        </>
      );
    case 'BELL':
      return (
        <>
          <path d="M32 8c-11 0-17 9-17 20v10l-5 8h44l-5-8V28c0-11-6-20-17-20z" className="fill-warning" />
          <circle cx="32" cy="52" r="5" className="fill-primary-strong" />
          <rect x="29" y="4" width="6" height="6" rx="2" className="fill-primary-strong" />
        </>
      );
    case 'STAR':
      return <polygon points="32,5 40,23 60,24 45,37 50,57 32,46 14,57 19,37 4,24 24,23" className="fill-success" />;
    case 'MOON':
      return <path d="M42 8a24 24 0 1 0 14 36A19 19 0 0 1 42 8z" className="fill-fg-secondary" />;
    case 'DROP':
      return (
        <>
          <path d="M32 6C24 20 14 30 14 40a18 18 0 0 0 36 0c0-10-10-20-18-34z" className="fill-focus" />
          <ellipse cx="25" cy="40" rx="3" ry="6" className="fill-elevated" opacity="0.5" />
        </>
      );
    case 'LEAF':
      return (
        <>
          <path d="M10 54C10 26 28 10 56 8c0 28-16 46-46 46z" className="fill-success" />
          <path d="M12 52L46 18" className="stroke-elevated" strokeWidth="2.5" strokeLinecap="round" />
        </>
      );
  }
}

/** One slot symbol as inline SVG, with its translated name for screen readers. */
export function SlotSymbol({ symbol, className = '', decorative = false }: SlotSymbolProps) {
  const { t } = useTranslation('inhouse');
  return (
    <svg
      viewBox="0 0 64 64"
      className={className}
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative || undefined}
      aria-label={decorative ? undefined : t(`symbols.${symbol}`)}
      data-symbol={symbol}
    >
      <Art symbol={symbol} />
    </svg>
  );
}
