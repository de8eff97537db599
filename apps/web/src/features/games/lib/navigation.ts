import { headerCategoryAction, INITIAL_RNG_VASSALAGE, type VendorCard, type VendorLane } from '@app/contracts';

/** Where a menu entry goes: a page, or a vendor game launched at once. */
export type MenuTarget = { kind: 'page'; to: string } | { kind: 'launch'; card: VendorCard };

/** Categories with a game list page (vendor tabs); the rest have a game centre page. */
const LIST_PAGES = new Set(['LIVE', 'FISH', 'RNG', 'PVP', 'BGS']);

/** The page of a category (SPEC §2.1); INHOUSE is the RNG list with vassalage INHOUSE. */
export function categoryPath(category: string, vassalage?: string): string {
  if (category === 'INHOUSE') return '/rng?vassalage=INHOUSE';
  const base = `/${category.toLowerCase()}`;
  return vassalage && LIST_PAGES.has(category) ? `${base}?vassalage=${encodeURIComponent(vassalage)}` : base;
}

const launchable = (card: VendorCard | undefined): card is VendorCard => Boolean(card?.gameCode);

/**
 * SPEC §2.4 header category: HOME/PROMO/PVP/FISH/RNG go to a page; LOTT/ELOTT
 * launch the (first) vendor game directly; otherwise one vendor launches and
 * several vendors show the page.
 */
export function headerCategoryTarget(lane: VendorLane): MenuTarget {
  const action = headerCategoryAction(lane.title);
  const first = lane.cards[0];
  if (action === 'launch-first' && launchable(first)) return { kind: 'launch', card: first };
  if (action === 'launch-or-page' && lane.cards.length === 1 && launchable(first) && !LIST_PAGES.has(lane.title)) return { kind: 'launch', card: first };
  return { kind: 'page', to: categoryPath(lane.title) };
}

/** A vendor of a category's dropdown: list pages open on that vendor's tab; the others launch the vendor's game. */
export function vendorTarget(category: string, card: VendorCard): MenuTarget {
  if (LIST_PAGES.has(category) || category === 'INHOUSE') return { kind: 'page', to: categoryPath(category, card.vassalage) };
  if (launchable(card)) return { kind: 'launch', card };
  return { kind: 'page', to: categoryPath(category) };
}

/**
 * SPEC §2.5 side menu: LOTT/ELOTT launch the first vendor game; INHOUSE opens
 * RNG with vassalage INHOUSE; FISH and RNG open with a vassalage query (RNG
 * starts on JL when offered, SPEC §9); other types go to /{type lowercased}.
 */
export function sideMenuTarget(lane: VendorLane): MenuTarget {
  const first = lane.cards[0];
  if ((lane.title === 'LOTT' || lane.title === 'ELOTT') && launchable(first)) return { kind: 'launch', card: first };
  if (lane.title === 'INHOUSE') return { kind: 'page', to: categoryPath('INHOUSE') };
  if (lane.title === 'RNG') {
    const initial = lane.cards.find((c) => c.vassalage === INITIAL_RNG_VASSALAGE) ?? first;
    return { kind: 'page', to: categoryPath('RNG', initial?.vassalage) };
  }
  if (lane.title === 'FISH') return { kind: 'page', to: categoryPath('FISH', first?.vassalage) };
  return { kind: 'page', to: categoryPath(lane.title) };
}
