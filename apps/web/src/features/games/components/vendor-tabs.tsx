import type { VendorCard } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface VendorTabsProps {
  path: string;
  vendors: readonly VendorCard[];
  /** Selected vassalage, or null for every vendor. */
  current: string | null;
  /** Where the 'All' tab goes (the slot page starts on JL, so its 'All' needs `?vassalage=ALL`). */
  allTo: string;
}

const tabClass = (active: boolean) =>
  `flex h-10 shrink-0 items-center gap-2 rounded-xl border px-3 text-sm font-semibold whitespace-nowrap ${
    active ? 'border-primary bg-primary text-primary-contrast' : 'border-line bg-elevated text-fg-secondary hover:text-fg'
  }`;

/** Vendor tabs of a game list page, driven by the `vassalage` query (SPEC §2.1); each is a link, so Back works. */
export function VendorTabs({ path, vendors, current, allTo }: VendorTabsProps) {
  const { t } = useTranslation('games');
  const nav = useRef<HTMLElement>(null);
  // Bring the selected vendor into view (the slot page opens on JL, far along the row on a phone).
  useEffect(() => {
    const box = nav.current;
    const active = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (box && active) box.scrollLeft = active.offsetLeft - (box.clientWidth - active.offsetWidth) / 2;
  }, [current, vendors.length]);
  return (
    <nav ref={nav} aria-label={t('list.vendors')} className="relative -mx-3 overflow-x-auto px-3 [scrollbar-width:none] sm:mx-0 sm:px-0" data-testid="vendor-tabs">
      <ul className="flex gap-2 pb-1">
        <li className="shrink-0">
          <Link to={allTo} replace className={tabClass(current === null)} aria-current={current === null ? 'page' : undefined} data-vassalage="">
            {t('list.all')}
          </Link>
        </li>
        {vendors.map((v) => (
          <li key={v.vassalage} className="shrink-0">
            <Link
              to={`${path}?vassalage=${encodeURIComponent(v.vassalage)}`}
              replace
              className={tabClass(current === v.vassalage)}
              aria-current={current === v.vassalage ? 'page' : undefined}
              data-vassalage={v.vassalage}
            >
              <img src={v.iconUrl} alt="" width={20} height={20} loading="lazy" className="size-5 rounded" />
              {v.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
