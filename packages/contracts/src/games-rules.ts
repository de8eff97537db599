/**
 * Lobby rules shared by server and web (zod-free, so the web's first bundle can use them).
 * SPEC §3 (Game, Vendor lane), §4 (favourites, prize mode, vendor re-shaping), §9.
 */

/** Game categories. The raw vendor sorting list uses all but ESPORTS and COCKFIGHT, which the web derives (SPEC §4). */
export const GAME_CATEGORIES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE', 'BGS'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Pseudo types a game list can be asked for besides a category (SPEC §3 "Game-type enumerations"). */
export const GAME_LIST_KINDS = ['ALL', 'HOT', 'NEW'] as const;
export type GameListKind = (typeof GAME_LIST_KINDS)[number];
/** What the `gameType` query of GET /games accepts. */
export const GAME_TYPE_FILTERS = [...GAME_CATEGORIES, ...GAME_LIST_KINDS] as const;
export type GameTypeFilter = (typeof GAME_TYPE_FILTERS)[number];

/** Home lobby sections in order (SPEC §2.3). ESPORTS is hidden unless shown. */
export const HOME_SECTIONS = ['HOT', 'WINNERS', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;
/** Categories whose home row shows vendor cards instead of games (no 'more games' link, SPEC §2.3). */
export const VENDOR_TYPE_CATEGORIES: readonly GameCategory[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];
/** Tiles of these categories show PLAY NOW; RNG tiles do not (SPEC §2.9 game tile). */
export function showsPlayNow(gameType: string): boolean {
  return gameType !== 'RNG';
}

/** Header game menu (SPEC §2.4): what clicking a category does. */
export type CategoryAction = 'page' | 'launch-first' | 'launch-or-page';
export function headerCategoryAction(category: string): CategoryAction {
  if (['HOME', 'PROMO', 'PVP', 'FISH', 'RNG'].includes(category)) return 'page';
  if (category === 'LOTT' || category === 'ELOTT') return 'launch-first';
  return 'launch-or-page';
}

/** In the embedded default these vendor codes are the operator's own games (no external provider). */
export const INHOUSE_VENDOR = 'INHOUSE';
export const ESPORTS_VENDORS = ['IMES'] as const;
export const COCKFIGHT_VENDORS = ['DS88'] as const;
/** Vendors whose presence among the ELOTT cards switches the prize mode to ELOTT (SPEC §4). */
export const ELOTT_PRIZE_VENDORS = ['TCG_LOTTO_VN', 'LOTT'] as const;

export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** The fields of a vendor card and a lane that these rules need; the full shapes live in games.ts. */
export interface LaneCardLike {
  vassalage: string;
}
export interface LaneLike<C extends LaneCardLike = LaneCardLike> {
  title: string;
  cards: C[];
}

export interface ReshapeConfig {
  /** SPORTS vendors that form the ESPORTS group (the shown configuration: ['IMES']). */
  esportsVendors: readonly string[];
  /** SPORTS vendors that form the COCKFIGHT group (the shown configuration: ['DS88']). */
  cockfightVendors: readonly string[];
  /** RNG vendors that form the INHOUSE group (empty in the shown configuration). */
  inhouseExclusions: readonly string[];
}

export const DEFAULT_RESHAPE_CONFIG: ReshapeConfig = {
  esportsVendors: ESPORTS_VENDORS,
  cockfightVendors: COCKFIGHT_VENDORS,
  inhouseExclusions: [],
};

/** A lane's classification list (vendor lanes carry one; LaneLike does not require it). */
type WithClassify = { gameClassify?: { code: string; vendors: string[] }[] };

/** The lane's gameClassify narrowed to the vendors `keep` accepts; classifications left without vendors are dropped. */
function narrowClassify<L extends LaneLike>(lane: L, keep: (vendor: string) => boolean): L {
  const classify = (lane as WithClassify).gameClassify;
  if (!Array.isArray(classify)) return lane;
  const gameClassify = classify.map((c) => ({ ...c, vendors: c.vendors.filter(keep) })).filter((c) => c.vendors.length > 0);
  return { ...lane, gameClassify };
}

/** `a`'s classifications with `b`'s merged in (same code: vendors joined, no duplicates). */
function mergeClassify<L extends LaneLike>(a: L, b: L): L {
  const left = (a as WithClassify).gameClassify;
  const right = (b as WithClassify).gameClassify;
  if (!Array.isArray(left) || !Array.isArray(right)) return a;
  const merged = left.map((c) => ({ ...c, vendors: [...c.vendors] }));
  for (const c of right) {
    const same = merged.find((m) => m.code === c.code);
    if (same) same.vendors.push(...c.vendors.filter((v) => !same.vendors.includes(v)));
    else merged.push({ ...c, vendors: [...c.vendors] });
  }
  return { ...a, gameClassify: merged };
}

/**
 * SPEC §4 vendor re-shaping, pure: SPORTS vendors in the e-sport list move to a
 * new ESPORTS group and those in the cockfight list to COCKFIGHT, inserted right
 * after SPORTS (ESPORTS first); RNG vendors in the exclusion list move to an
 * INHOUSE group inserted right after RNG. A group is only created when at least
 * one vendor moves; the source lane stays even if it becomes empty. When the
 * raw list already has a lane with the target title, the moved cards (if any) are
 * appended to it and that lane is placed at the insertion point all the same (the
 * in-house vendor's own INHOUSE lane sits right after RNG). A lane's gameClassify
 * follows its cards: moved vendors leave the source's classifications and the group
 * lists only its own vendors. Other lanes keep their order; the input is not modified.
 */
export function reshapeVendorLanes<L extends LaneLike>(lanes: readonly L[], config: ReshapeConfig = DEFAULT_RESHAPE_CONFIG): L[] {
  let out: L[] = lanes.map((l) => ({ ...l, cards: [...l.cards] }));
  const move = (source: string, groups: { title: string; vendors: readonly string[] }[]) => {
    const found = out.find((l) => l.title === source);
    if (!found) return;
    let src: L = found;
    const placed: L[] = [];
    for (const group of groups) {
      const wanted = new Set(group.vendors);
      const moved = src.cards.filter((c) => wanted.has(c.vassalage));
      const existing = out.find((l) => l.title === group.title);
      if (moved.length === 0 && !existing) continue;
      const movedLane: L = narrowClassify<L>({ ...src, title: group.title, cards: moved }, (v) => wanted.has(v));
      const rest: L = narrowClassify<L>({ ...src, cards: src.cards.filter((c) => !wanted.has(c.vassalage)) }, (v) => !wanted.has(v));
      const before = src;
      out = out.map((l) => (l === before ? rest : l));
      src = rest;
      if (existing) {
        out = out.filter((l) => l !== existing);
        placed.push(mergeClassify<L>({ ...existing, cards: [...existing.cards, ...moved] }, movedLane));
      } else {
        placed.push(movedLane);
      }
    }
    if (placed.length === 0) return;
    const at = out.indexOf(src) + 1;
    out = [...out.slice(0, at), ...placed, ...out.slice(at)];
  };
  move('SPORTS', [
    { title: 'ESPORTS', vendors: config.esportsVendors },
    { title: 'COCKFIGHT', vendors: config.cockfightVendors },
  ]);
  move('RNG', [{ title: 'INHOUSE', vendors: config.inhouseExclusions }]);
  return out;
}

/** SPEC §4 prize mode: ELOTT if the ELOTT vendors contain a TCG_LOTTO_VN or a LOTT card, else LOTT. */
export function prizeMode(lanes: readonly LaneLike[]): PrizeMode {
  const elott = lanes.find((l) => l.title === 'ELOTT');
  const hit = elott?.cards.some((c) => (ELOTT_PRIZE_VENDORS as readonly string[]).includes(c.vassalage)) ?? false;
  return hit ? 'ELOTT' : 'LOTT';
}

/** SPEC §2.1 navigation: a category entry appears only when its lane has at least one vendor. */
export function visibleCategories(lanes: readonly LaneLike[]): string[] {
  return lanes.filter((l) => l.cards.length > 0).map((l) => l.title);
}

/** SPEC §2.4: the vendor dropdown switches to the large layout above 10 vendors. */
export const LARGE_VENDOR_MENU_THRESHOLD = 10;
export function isLargeVendorMenu(vendorCount: number): boolean {
  return vendorCount > LARGE_VENDOR_MENU_THRESHOLD;
}

/** Masks a player name for the winner board: first two and last character kept ('de***o'). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

/** Name search normalisation used by the server's name index: NFKC, lower case, single spaces. */
export function normaliseGameName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Largest page a game list may ask for; the favourite list is the exception (SPEC §9: 999). */
export const GAME_PAGE_SIZE_MAX = 200;
export const FAVOURITE_PAGE_SIZE_MAX = 999;
export const GAME_SEARCH_MAX_LENGTH = 100;
