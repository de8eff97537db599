import { Link } from 'react-router';

/**
 * The brand's logo (site settings) or, without one, the lotus mark, plus the brand name (from the
 * permission call). The logo takes the mark's 32 px box, so the header does not move when it loads.
 */
export function BrandLogo({ name, logoUrl, compact = false }: { name: string; logoUrl?: string | null; compact?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 font-extrabold tracking-tight text-fg" aria-label={name}>
      {logoUrl ? (
        <img src={logoUrl} alt="" width={32} height={32} className="size-8 shrink-0 object-contain" data-testid="brand-logo-image" />
      ) : (
        <svg viewBox="0 0 32 32" className="size-8 shrink-0 text-primary" aria-hidden="true">
          <path d="M16 4c3 4 4 8 0 14-4-6-3-10 0-14z" fill="currentColor" />
          <path d="M5 11c5 0 8 3 11 9-6 1-10-2-11-9zM27 11c-5 0-8 3-11 9 6 1 10-2 11-9z" fill="currentColor" opacity=".75" />
          <path d="M4 21c4 4 8 6 12 6s8-2 12-6c-4 1-8 1-12 1s-8 0-12-1z" fill="currentColor" opacity=".5" />
        </svg>
      )}
      <span className={compact ? 'hidden text-lg sm:inline' : 'text-lg'}>{name}</span>
    </Link>
  );
}
