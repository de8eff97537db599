import {
  CatalogueErrorCode,
  ErrorCode,
  type ImportPreview,
  type ImportResultBody,
  type OperatorGame,
  type OperatorGameList,
  type OperatorGamePatch,
  type OperatorGameQuery,
  type OperatorVendorList,
  findLanguage,
  GAME_CATEGORIES,
  INHOUSE_VENDOR,
  normaliseGameName,
  type FavouritesResponse,
  type Game,
  type GameCategory,
  type GameClassify,
  type GamePage,
  type GamesQuery,
  type LaunchQuery,
  type LaunchResponse,
  type VassalageTypesResponse,
  type VendorLane,
  type Winner,
  type WinnersResponse,
} from '@app/contracts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { validateFeed, writeFeedAtomically, type ValidatedFeed } from './import.ts';
import { previewFeed } from './import-preview.ts';
import type { AuthContext } from '../sessions/service.ts';
import type { CdnSetting } from '../site/settings.ts';
import type { GamesRepository } from './repository.ts';
import { LAUNCH_TOKEN_TTL_SECONDS, signLaunchToken, verifyLaunchToken, type LaunchClaims } from './sandbox-provider.ts';
import { inhouseLaunch } from '../inhouse/launch.ts';
import type { GameCategoryColumn } from './tables.ts';

export interface CatalogueGame {
  /** Position in the snapshot's list. */
  index: number;
  id: number;
  code: string;
  vendor: string;
  type: GameCategoryColumn;
  classify: string | null;
  name: string;
  /** Display names by language key (EN, TY, CN ...). */
  names: Map<string, string>;
  /** Search forms of `names`. */
  norms: Map<string, string>;
  isHot: boolean;
  isNew: boolean;
  maintenance: boolean;
  iconUrl: string | null;
}

interface CatalogueVendor {
  code: string;
  name: string;
  maintenance: boolean;
  iconUrl: string | null;
}

/**
 * Every game's searchable names in one string, games separated by '\n', so a
 * search is a few native indexOf calls instead of 10k+ substring tests.
 */
interface SearchText {
  text: string;
  /** starts[i] = offset of game i's names in text. */
  starts: Int32Array;
}

function buildSearchText(games: CatalogueGame[], lang: string): SearchText {
  const starts = new Int32Array(games.length);
  const parts: string[] = [];
  let offset = 0;
  games.forEach((g, i) => {
    starts[i] = offset;
    const en = g.norms.get('EN') ?? '';
    const local = lang !== 'EN' ? g.norms.get(lang) : undefined;
    const part = local && local !== en ? `${en}\u0001${local}` : en;
    parts.push(part);
    offset += part.length + 1;
  });
  return { text: parts.join('\n'), starts };
}

/** Indexes of games whose names contain `needle` (which holds no '\n' or control characters). */
function searchIndexes(st: SearchText, needle: string): Set<number> {
  const out = new Set<number>();
  const { text, starts } = st;
  let pos = text.indexOf(needle);
  while (pos >= 0) {
    // The game whose span holds pos: the last start <= pos.
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= pos) lo = mid;
      else hi = mid - 1;
    }
    out.add(lo);
    const next = lo + 1 < starts.length ? (starts[lo + 1] as number) : text.length;
    pos = text.indexOf(needle, next);
  }
  return out;
}

interface Snapshot {
  version: bigint;
  checkedAt: number;
  games: CatalogueGame[];
  byId: Map<number, CatalogueGame>;
  byCode: Map<string, CatalogueGame>;
  vendors: Map<string, CatalogueVendor>;
  lanes: { category: GameCategoryColumn; vendor: string }[];
  /** Filter results by type/vendor/classify key, filled lazily. */
  filtered: Map<string, CatalogueGame[]>;
  /** Name-search text per language (see searchText), built lazily. */
  searchTexts: Map<string, SearchText>;
  /** Recent search results: `${lang}|${needle}` -> matching catalogue indexes. */
  searches: Map<string, Set<number>>;
  lanesOut?: VendorLane[];
}

export interface GamesServiceOptions {
  /** How long a snapshot is served before the catalogue version is checked again. */
  cacheMs: number;
  cdnOrigins: () => Promise<CdnSetting>;
  now?: () => number;
  random?: () => number;
}

const ART_PATH = '/api/v1/games/art';
const CLASSIFY_NAMES: Record<string, string> = { SLOT: 'Slots', ARCADE: 'Arcade', TABLE: 'Table games', LIVE: 'Live tables', FISH: 'Fishing', CARD: 'Card games', BOARD: 'Board games' };

/** The language key of display names: TH is an alias of TY, unknown codes fall back to EN. */
export function nameLanguage(code: string): string {
  return (findLanguage(code)?.catalog ?? 'en').toUpperCase();
}

/** Which games a lane / gameType filter covers (SPEC §4; INHOUSE = the in-house vendor's slots). */
function inCategory(g: CatalogueGame, category: GameCategory): boolean {
  if (category === 'INHOUSE') return g.vendor === INHOUSE_VENDOR && g.type === 'RNG';
  if (category === 'SPORTS') return g.type === 'SPORTS' || g.type === 'ESPORTS' || g.type === 'COCKFIGHT';
  return g.type === category;
}

function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items.length ? items[Math.floor(random() * items.length)] : undefined;
}

function trimSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}

export class GamesService {
  private snapshot: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;
  private generation = 0;
  private key: Promise<Buffer> | undefined;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(
    private readonly repo: GamesRepository,
    private readonly options: GamesServiceOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  // ---------- snapshot ----------

  private async load(): Promise<Snapshot> {
    const data = await this.repo.loadCatalogue();
    const vendors = new Map<string, CatalogueVendor>(
      data.vendors.map((v) => [v.code, { code: v.code, name: v.name, maintenance: v.maintenance, iconUrl: v.icon_url }]),
    );
    const names = new Map<number, { names: Map<string, string>; norms: Map<string, string> }>();
    for (const n of data.names) {
      let entry = names.get(n.game_id);
      if (!entry) names.set(n.game_id, (entry = { names: new Map(), norms: new Map() }));
      entry.names.set(n.lang, n.name);
      entry.norms.set(n.lang, n.name_norm);
    }
    const games: CatalogueGame[] = [];
    for (const g of data.games) {
      if (!vendors.has(g.vendor_code)) continue; // disabled vendor
      const entry = names.get(g.id) ?? { names: new Map(), norms: new Map() };
      if (!entry.names.has('EN')) {
        entry.names.set('EN', g.name);
        entry.norms.set('EN', normaliseGameName(g.name));
      }
      games.push({
        index: games.length,
        id: g.id,
        code: g.code,
        vendor: g.vendor_code,
        type: g.game_type,
        classify: g.classify,
        name: g.name,
        names: entry.names,
        norms: entry.norms,
        isHot: g.is_hot,
        isNew: g.is_new,
        maintenance: g.maintenance,
        iconUrl: g.icon_url,
      });
    }
    return {
      version: data.version,
      checkedAt: this.now(),
      games,
      byId: new Map(games.map((g) => [g.id, g])),
      byCode: new Map(games.map((g) => [g.code, g])),
      vendors,
      lanes: data.lanes.filter((l) => vendors.has(l.vendor_code)).map((l) => ({ category: l.category, vendor: l.vendor_code })),
      filtered: new Map(),
      searchTexts: new Map(),
      searches: new Map(),
    };
  }

  /**
   * The in-memory catalogue; reloaded when the stored version changed (an
   * import, a maintenance switch, possibly by another instance). With a cache
   * period, a stale snapshot keeps being served while the check and reload run
   * in the background, so a reload never stalls requests; with cacheMs 0 every
   * call waits for the check (always fresh).
   */
  async catalogue(): Promise<Snapshot> {
    const snap = this.snapshot;
    if (snap && this.now() - snap.checkedAt < this.options.cacheMs) return snap;
    if (!this.loading) {
      const generation = this.generation;
      const loading: Promise<Snapshot> = (async () => {
        if (snap && (await this.repo.version()) === snap.version) {
          snap.checkedAt = this.now();
          return snap;
        }
        return this.load();
      })()
        .then((fresh) => {
          // A change made through this process since (invalidate) wins over this older load.
          if (generation === this.generation) this.snapshot = fresh;
          return fresh;
        })
        .finally(() => {
          if (this.loading === loading) this.loading = undefined;
        });
      this.loading = loading;
    }
    if (snap && this.options.cacheMs > 0) {
      this.loading.catch(() => undefined); // a failed background check is retried on the next call
      return snap;
    }
    return this.loading;
  }

  /** Forget the snapshot (after a change made through this process). */
  invalidate(): void {
    this.generation++;
    this.snapshot = undefined;
    this.loading = undefined;
  }

  // ---------- mapping ----------

  private async imageBase(): Promise<string> {
    const cdn = await this.options.cdnOrigins();
    return trimSlash(pick(cdn.imageCDNs, this.random) ?? '');
  }

  private toGame(g: CatalogueGame, lang: string, snap: Snapshot, imageBase: string, favourites?: Set<number>): Game {
    const vendor = snap.vendors.get(g.vendor);
    const icon = g.iconUrl ? (/^https?:\/\//.test(g.iconUrl) ? g.iconUrl : `${imageBase}${g.iconUrl}`) : `${imageBase}${ART_PATH}/${encodeURIComponent(g.code)}.svg`;
    const game: Game = {
      gameId: g.id,
      nodeId: g.id,
      gameName: g.name,
      displayName: g.names.get(lang) ?? g.name,
      iconUrl: icon,
      lagerIcon: icon,
      vassalage: g.vendor,
      gameCode: g.code,
      gameType: g.type,
      gameClassify: g.classify,
      isGame: 1,
      isHot: g.isHot ? 1 : 0,
      isNew: g.isNew ? 1 : 0,
      maintenance: g.maintenance || Boolean(vendor?.maintenance),
    };
    if (favourites) game.favourite = favourites.has(g.id);
    return game;
  }

  private filter(snap: Snapshot, q: Pick<GamesQuery, 'gameType' | 'vassalage' | 'gameClassify'>): CatalogueGame[] {
    const key = `${q.gameType}|${q.vassalage ?? ''}|${q.gameClassify ?? ''}`;
    let out = snap.filtered.get(key);
    if (!out) {
      out = snap.games.filter(
        (g) =>
          (q.gameType === 'ALL' ||
            (q.gameType === 'HOT' && g.isHot) ||
            (q.gameType === 'NEW' && g.isNew) ||
            ((GAME_CATEGORIES as readonly string[]).includes(q.gameType) && inCategory(g, q.gameType as GameCategory))) &&
          (!q.vassalage || g.vendor === q.vassalage) &&
          (!q.gameClassify || g.classify === q.gameClassify),
      );
      if (snap.filtered.size > 500) snap.filtered.clear();
      snap.filtered.set(key, out);
    }
    return out;
  }

  /** Games whose EN or `lang` name contains the needle; results are memoised per snapshot. */
  private search(snap: Snapshot, lang: string, needle: string): Set<number> {
    const key = `${lang}|${needle}`;
    let hits = snap.searches.get(key);
    if (!hits) {
      let st = snap.searchTexts.get(lang);
      if (!st) snap.searchTexts.set(lang, (st = buildSearchText(snap.games, lang)));
      hits = searchIndexes(st, needle);
      if (snap.searches.size >= 2000) snap.searches.clear();
      snap.searches.set(key, hits);
    }
    return hits;
  }

  // ---------- lists ----------

  async list(q: GamesQuery, memberId?: number): Promise<GamePage> {
    const snap = await this.catalogue();
    const lang = nameLanguage(q.language);
    let games = this.filter(snap, q);
    const needle = q.q ? normaliseGameName(q.q.replace(/\p{Cc}/gu, ' ')) : '';
    if (needle) {
      const hits = this.search(snap, lang, needle);
      games = games.length === snap.games.length ? [...hits].sort((a, b) => a - b).map((i) => snap.games[i] as CatalogueGame) : games.filter((g) => hits.has(g.index));
    }
    const total = games.length;
    const start = (q.pageNo - 1) * q.pageSize;
    const page = games.slice(start, start + q.pageSize);
    const [imageBase, favourites] = await Promise.all([this.imageBase(), memberId ? this.favouriteSet(memberId) : undefined]);
    return {
      list: page.map((g) => this.toGame(g, lang, snap, imageBase, favourites)),
      pageNum: q.pageNo,
      pageSize: q.pageSize,
      totalPages: Math.ceil(total / q.pageSize),
      total,
    };
  }

  async hot(language: string, limit: number, memberId?: number): Promise<Game[]> {
    const snap = await this.catalogue();
    const lang = nameLanguage(language);
    const games = this.filter(snap, { gameType: 'HOT' }).slice(0, limit);
    const [imageBase, favourites] = await Promise.all([this.imageBase(), memberId ? this.favouriteSet(memberId) : undefined]);
    return games.map((g) => this.toGame(g, lang, snap, imageBase, favourites));
  }

  /** The raw vendor sorting list (SPEC §3 Vendor lane); the web re-shapes it (games-rules.ts). */
  async vendorLanes(): Promise<VendorLane[]> {
    const snap = await this.catalogue();
    if (snap.lanesOut) return snap.lanesOut;
    const imageBase = ''; // vendor art is served by this server; stable across calls so the lanes can be cached
    const lanes = new Map<GameCategoryColumn, VendorLane>();
    for (const l of snap.lanes) {
      let lane = lanes.get(l.category);
      if (!lane) lanes.set(l.category, (lane = { title: l.category, cards: [], gameClassify: [] }));
      const vendor = snap.vendors.get(l.vendor) as CatalogueVendor;
      const games = snap.games.filter((g) => g.vendor === l.vendor && inCategory(g, l.category));
      lane.cards.push({
        vassalage: vendor.code,
        name: vendor.name,
        iconUrl: vendor.iconUrl ?? `${imageBase}${ART_PATH}/vendor/${encodeURIComponent(vendor.code)}.svg`,
        maintenance: vendor.maintenance,
        gameCount: games.length,
        gameCode: games.length === 1 ? (games[0] as CatalogueGame).code : null,
      });
      const classifies = new Map<string, GameClassify>(lane.gameClassify.map((c) => [c.code, c]));
      for (const g of games) {
        if (!g.classify) continue;
        let c = classifies.get(g.classify);
        if (!c) {
          c = { code: g.classify, name: CLASSIFY_NAMES[g.classify] ?? g.classify, vendors: [] };
          classifies.set(g.classify, c);
          lane.gameClassify.push(c);
        }
        if (!c.vendors.includes(vendor.code)) c.vendors.push(vendor.code);
      }
    }
    // Lanes in category order (GAME_CATEGORIES); cards in the sorting list's order.
    const out = [...lanes.values()].sort((a, b) => GAME_CATEGORIES.indexOf(a.title) - GAME_CATEGORIES.indexOf(b.title));
    snap.lanesOut = out;
    return out;
  }

  async vassalageTypes(vendor: string): Promise<VassalageTypesResponse> {
    const snap = await this.catalogue();
    if (!snap.vendors.has(vendor)) throw notFound(`No vendor ${vendor}`, ErrorCode.VENDOR_NOT_FOUND);
    const counts = new Map<GameCategory, number>();
    for (const g of snap.games) if (g.vendor === vendor) counts.set(g.type, (counts.get(g.type) ?? 0) + 1);
    return { types: [...counts].map(([gameType, count]) => ({ gameType, count })) };
  }

  async winners(category: 'ALL' | GameCategory, limit: number, language: string): Promise<WinnersResponse> {
    const snap = await this.catalogue();
    const lang = nameLanguage(language);
    const type = category === 'ALL' ? undefined : category;
    const [jackpots, bigWins, imageBase] = await Promise.all([
      this.repo.winners('JACKPOT', limit, type),
      this.repo.winners('BIG_WIN', limit, type),
      this.imageBase(),
    ]);
    const map = (w: (typeof jackpots)[number]): Winner => {
      const g = snap.byId.get(w.game_id);
      return {
        customerName: w.customer_name,
        winAmount: Number(w.win_amount),
        iconUrl: g ? this.toGame(g, lang, snap, imageBase).iconUrl : `${imageBase}${ART_PATH}/${encodeURIComponent(w.code)}.svg`,
        gameName: g?.names.get(lang) ?? w.name,
        gameCode: w.code,
        prize: w.prize,
        time: w.won_at.toISOString(),
      };
    };
    return { jackpotWinners: jackpots.map(map), biggestWins: bigWins.map(map) };
  }

  // ---------- favourites and recent ----------

  private async favouriteSet(memberId: number): Promise<Set<number>> {
    return new Set(await this.repo.favouriteIds(memberId));
  }

  async favourites(memberId: number, q: { gameType: string; pageNo: number; pageSize: number; language: string }): Promise<FavouritesResponse> {
    const snap = await this.catalogue();
    const lang = nameLanguage(q.language);
    const ids = await this.repo.favouriteIds(memberId);
    let games = ids.map((id) => snap.byId.get(id)).filter((g): g is CatalogueGame => Boolean(g));
    if (q.gameType !== 'ALL' && q.gameType !== 'FAV') games = games.filter((g) => inCategory(g, q.gameType as GameCategory));
    const total = games.length;
    const start = (q.pageNo - 1) * q.pageSize;
    const imageBase = await this.imageBase();
    const all = new Set(ids);
    return {
      content: games.slice(start, start + q.pageSize).map((g) => this.toGame(g, lang, snap, imageBase, all)),
      pageNum: q.pageNo,
      totalPages: Math.ceil(total / q.pageSize),
      total,
    };
  }

  /** Idempotent: adding an already-favourited game changes nothing (SPEC §4). */
  async addFavourite(memberId: number, nodeId: number): Promise<void> {
    const snap = await this.catalogue();
    if (!snap.byId.has(nodeId)) throw notFound(`No game ${nodeId}`, ErrorCode.GAME_NOT_FOUND);
    await this.repo.addFavourite(memberId, nodeId);
  }

  /** Removes the caller's own favourite only; removing one that is not there is not an error. */
  async removeFavourite(memberId: number, nodeId: number): Promise<void> {
    await this.repo.removeFavourite(memberId, nodeId);
  }

  async recent(memberId: number, q: { gameType: string; page: number; pageSize: number; language: string }): Promise<Game[]> {
    const snap = await this.catalogue();
    const lang = nameLanguage(q.language);
    const ids = await this.repo.recentIds(memberId, 100, 0);
    let games = ids.map((id) => snap.byId.get(id)).filter((g): g is CatalogueGame => Boolean(g));
    if (q.gameType !== 'ALL' && q.gameType !== 'RECENT') games = games.filter((g) => inCategory(g, q.gameType as GameCategory));
    const start = (q.page - 1) * q.pageSize;
    const [imageBase, favourites] = await Promise.all([this.imageBase(), this.favouriteSet(memberId)]);
    return games.slice(start, start + q.pageSize).map((g) => this.toGame(g, lang, snap, imageBase, favourites));
  }

  // ---------- launch ----------

  private launchKey(): Promise<Buffer> {
    this.key ??= this.repo.launchKey().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  /**
   * Gates in order: a session (401), a real account (403 TRIAL_NOT_ALLOWED),
   * a known game (404 GAME_NOT_FOUND), vendor and game not under maintenance
   * (409 GAME_MAINTENANCE, details.scope 'vendor' | 'game'). Records the launch
   * in the member's recent list and returns the sandbox provider URL.
   */
  async launch(auth: AuthContext | null, q: LaunchQuery): Promise<LaunchResponse> {
    if (!auth) throw unauthorized();
    if (auth.role === 'trial') throw forbidden('Trial accounts cannot start games; register a real account', ErrorCode.TRIAL_NOT_ALLOWED);
    const snap = await this.catalogue();
    const game = snap.byCode.get(q.gameCode);
    if (!game || (q.vassalage && q.vassalage !== game.vendor)) throw notFound(`No game ${q.gameCode}`, ErrorCode.GAME_NOT_FOUND);
    const vendor = snap.vendors.get(game.vendor) as CatalogueVendor;
    if (vendor.maintenance) {
      throw conflict(`${vendor.name} is under maintenance`, ErrorCode.GAME_MAINTENANCE, { scope: 'vendor', vassalage: vendor.code, gameCode: game.code });
    }
    if (game.maintenance) {
      throw conflict(`${game.name} is under maintenance`, ErrorCode.GAME_MAINTENANCE, { scope: 'game', vassalage: vendor.code, gameCode: game.code });
    }
    await this.repo.recordLaunch(auth.memberId, game.id);
    const claims: LaunchClaims = {
      m: auth.memberId,
      g: game.code,
      v: vendor.code,
      l: q.language,
      exp: Math.floor(this.now() / 1000) + LAUNCH_TOKEN_TTL_SECONDS,
    };
    const token = signLaunchToken(await this.launchKey(), claims);
    const cdn = await this.options.cdnOrigins();
    const host = trimSlash(pick(cdn.launchGameCDNs, this.random) ?? '');
    // In-house hook (modules/inhouse/launch.ts): in-house games are pages of this site (same origin: they use the
    // member's session), not the sandbox provider, so no launch CDN host.
    const inhousePage = inhouseLaunch(game.code, q.language);
    if (inhousePage) return inhousePage;
    const query = new URLSearchParams({ session: token, game: game.code, language: q.language });
    return { url: `${host}/sandbox/provider/${encodeURIComponent(vendor.code)}?${query.toString()}`, mode: 'iframe' };
  }

  /** The sandbox page's view of a launch token: claims plus the game, or null when anything does not match. */
  async openSandboxSession(vendor: string, gameCode: string, token: string) {
    const claims = verifyLaunchToken(await this.launchKey(), token, Math.floor(this.now() / 1000));
    if (!claims || claims.v !== vendor || claims.g !== gameCode) return null;
    const snap = await this.catalogue();
    const game = snap.byCode.get(gameCode);
    if (!game) return null;
    return { claims, game, displayName: game.names.get(nameLanguage(claims.l)) ?? game.name };
  }

  async art(code: string): Promise<CatalogueGame | undefined> {
    return (await this.catalogue()).byCode.get(code);
  }

  async vendor(code: string): Promise<CatalogueVendor | undefined> {
    return (await this.catalogue()).vendors.get(code);
  }

  // ---------- operator changes ----------

  async setGameMaintenance(code: string, maintenance: boolean): Promise<void> {
    if (!(await this.repo.setGameMaintenance(code, maintenance))) throw notFound(`No game ${code}`, ErrorCode.GAME_NOT_FOUND);
    await this.repo.bumpVersion();
    this.invalidate();
  }

  async setVendorMaintenance(code: string, maintenance: boolean): Promise<void> {
    if (!(await this.repo.setVendorMaintenance(code, maintenance))) throw notFound(`No vendor ${code}`, ErrorCode.VENDOR_NOT_FOUND);
    await this.repo.bumpVersion();
    this.invalidate();
  }

  // ---------- operator console (issue 18) ----------

  async operatorVendors(): Promise<OperatorVendorList> {
    const { vendors, lanes, counts } = await this.repo.operatorVendors();
    const n = new Map(counts.map((c) => [c.vendor_code, Number(c.n)]));
    return {
      items: vendors.map((v) => ({
        code: v.code,
        name: v.name,
        maintenance: v.maintenance,
        enabled: v.enabled,
        games: n.get(v.code) ?? 0,
        lanes: lanes.filter((l) => l.vendor_code === v.code).map((l) => ({ category: l.category, sort: l.sort })),
      })),
    };
  }

  async operatorGames(q: OperatorGameQuery): Promise<OperatorGameList> {
    const { rows, total } = await this.repo.operatorGames({
      query: q.query || undefined,
      vendor: q.vendor,
      hot: q.hot === undefined ? undefined : q.hot === 'true',
      maintenance: q.maintenance === undefined ? undefined : q.maintenance === 'true',
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    });
    return { items: rows.map(operatorGame), total, page: q.page, pageSize: q.pageSize };
  }

  /** The hot list and the order of one game; returns the game before and after (for the audit). */
  async updateGameListing(code: string, patch: OperatorGamePatch): Promise<{ before: OperatorGame; after: OperatorGame }> {
    const row = await this.repo.gameByCode(code);
    if (!row) throw notFound(`No game ${code}`, ErrorCode.GAME_NOT_FOUND);
    await this.repo.updateGameListing(code, { is_hot: patch.hot, sort: patch.sort });
    await this.repo.bumpVersion();
    this.invalidate();
    const before = operatorGame(row);
    return { before, after: { ...before, hot: patch.hot ?? before.hot, sort: patch.sort ?? before.sort } };
  }

  /** A vendor card's place in a lobby lane (the sorting list). */
  async setVendorLaneSort(vendor: string, category: GameCategoryColumn, sort: number): Promise<void> {
    if (!(await this.repo.setLaneSort(vendor, category, sort))) throw notFound(`Vendor ${vendor} has no ${category} lane card`, ErrorCode.VENDOR_NOT_FOUND);
    await this.repo.bumpVersion();
    this.invalidate();
  }

  /** Reads and validates a feed; any bad row refuses the whole feed (400 FEED_INVALID with the rows). */
  private async validFeed(text: string, format: 'json' | 'csv'): Promise<ValidatedFeed> {
    let feed: ValidatedFeed;
    try {
      feed = await validateFeed(this.repo, text, format);
    } catch (error) {
      throw badRequest(`The feed cannot be read: ${(error as Error).message}`, { reason: (error as Error).message }, CatalogueErrorCode.FEED_UNREADABLE);
    }
    if (feed.errors.length) {
      throw badRequest(`${feed.errors.length} bad row(s) in the feed; nothing was imported`, { errors: feed.errors.slice(0, 500), total: feed.errors.length }, CatalogueErrorCode.FEED_INVALID);
    }
    return feed;
  }

  /** What the feed would change, without writing anything (docs/catalogue.md "Console import"). */
  async previewImport(text: string, format: 'json' | 'csv'): Promise<ImportPreview> {
    const { all: _all, ...preview } = await previewFeed(this.repo, await this.validFeed(text, format), text);
    return preview;
  }

  /**
   * Applies a previewed feed in one transaction. The preview is computed again: the same token writes;
   * nothing left to change (applied before) answers applied=false; anything else is 409 IMPORT_STALE.
   */
  async applyImport(text: string, format: 'json' | 'csv', token: string): Promise<ImportResultBody> {
    const feed = await this.validFeed(text, format);
    const preview = await previewFeed(this.repo, feed, text);
    if (preview.all.length === 0) return { applied: false, vendors: 0, gamesInserted: 0, gamesUpdated: 0, counts: preview.counts };
    if (preview.token !== token) throw conflict('The catalogue or the feed changed since the preview; preview again', CatalogueErrorCode.IMPORT_STALE);
    const written = await writeFeedAtomically(this.repo, feed);
    this.invalidate();
    return { applied: true, ...written, counts: preview.counts };
  }
}

function operatorGame(r: {
  code: string;
  vendor_code: string;
  name: string;
  game_type: GameCategoryColumn;
  classify: string | null;
  is_hot: boolean;
  is_new: boolean;
  maintenance: boolean;
  enabled: boolean;
  sort: number;
}): OperatorGame {
  return { code: r.code, vendor: r.vendor_code, name: r.name, gameType: r.game_type, classify: r.classify, hot: r.is_hot, new: r.is_new, maintenance: r.maintenance, enabled: r.enabled, sort: r.sort };
}
