import { FOOTER_VENDORS } from '@app/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useVendorLanes } from '../api/get-vendors.ts';

function Vendors() {
  const { t } = useTranslation('games');
  const { lanes } = useVendorLanes();
  const cards = new Map(lanes.flatMap((l) => l.cards).map((c) => [c.vassalage, c]));
  return (
    <section aria-label={t('footer.vendors')} data-testid="footer-vendors">
      <ul className="flex flex-wrap items-center gap-2">
        {FOOTER_VENDORS.map((code) => {
          const card = cards.get(code);
          return (
            <li key={code} className="flex h-10 items-center gap-2 rounded-lg border border-line bg-elevated px-2.5 text-xs font-bold text-fg-secondary" data-vendor={code}>
              {card && <img src={card.iconUrl} alt="" width={24} height={24} loading="lazy" className="size-6 rounded" />}
              <span>{card?.name ?? code}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Vendor icons of the footer (SPEC §9: PG, EG2, PT, JDB, CQ9, FC, JL, BGS). */
export function FooterVendors() {
  return (
    <Suspense fallback={<div className="h-10" />}>
      <Vendors />
    </Suspense>
  );
}
