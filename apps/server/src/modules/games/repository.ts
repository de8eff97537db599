import { normaliseGameName } from '@app/contracts';
import { sql, type Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { DB } from '../../db/schema.ts';
import type { GameCategoryColumn } from './tables.ts';

export interface VendorUpsert {
  code: string;
  name: string;
  maintenance?: boolean;
  enabled?: boolean;
  iconUrl?: string | null;
}

export interface GameUpsert {
  code: string;
  vendor: string;
  gameType: GameCategoryColumn;
  classify: string | null;
  /** Display names by platform language; EN is required. */
  names: Record<string, string> & { EN: string };
  isHot: boolean;
  isNew: boolean;
  maintenance: boolean;
  enabled?: boolean;
  sort?: number;
  iconUrl?: string | null;
}

/** 'skip' leaves existing rows alone (seeding); 'update' overwrites them (catalogue import). */
export type UpsertMode = 'skip' | 'update';

/** All SQL of the games module. */
export class GamesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // ---------- catalogue writes ----------

  async upsertVendors(rows: VendorUpsert[], mode: UpsertMode): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('game_vendors')
      .values(
        rows.map((v) => ({
          code: v.code,
          name: v.name,
          maintenance: v.maintenance ?? false,
          enabled: v.enabled ?? true,
          icon_url: v.iconUrl ?? null,
        })),
      )
      .onConflict((oc) =>
        mode === 'skip'
          ? oc.column('code').doNothing()
          : oc.column('code').doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              maintenance: eb.ref('excluded.maintenance'),
              enabled: eb.ref('excluded.enabled'),
              icon_url: eb.ref('excluded.icon_url'),
              updated_at: sql<Date>`now()`,
            })),
      )
      .execute();
  }

  async insertLanes(rows: { category: GameCategoryColumn; vendor_code: string; sort: number }[], mode: UpsertMode = 'skip'): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('game_vendor_lanes')
      .values(rows)
      .onConflict((oc) =>
        mode === 'skip'
          ? oc.columns(['category', 'vendor_code']).doNothing()
          : oc.columns(['category', 'vendor_code']).doUpdateSet((eb) => ({ sort: eb.ref('excluded.sort') })),
      )
      .execute();
  }

  /**
   * One INSERT for the games and one for their names. Rows travel as a single
   * JSON parameter (jsonb_to_recordset): binding thousands of separate
   * parameters is what makes big multi-row INSERTs slow, on PGlite above all.
   * Returns how many games were written and how many of those were new.
   */
  async upsertGames(rows: GameUpsert[], mode: UpsertMode): Promise<{ written: number; inserted: number }> {
    if (rows.length === 0) return { written: 0, inserted: 0 };
    const payload = JSON.stringify(
      rows.map((g) => ({
        code: g.code,
        vendor_code: g.vendor,
        game_type: g.gameType,
        classify: g.classify,
        name: g.names.EN,
        is_hot: g.isHot,
        is_new: g.isNew,
        maintenance: g.maintenance,
        enabled: g.enabled ?? true,
        sort: g.sort ?? 0,
        icon_url: g.iconUrl ?? null,
      })),
    );
    const onConflict =
      mode === 'skip'
        ? sql`ON CONFLICT (code) DO NOTHING`
        : sql`ON CONFLICT (code) DO UPDATE SET vendor_code = excluded.vendor_code, game_type = excluded.game_type,
            classify = excluded.classify, name = excluded.name, is_hot = excluded.is_hot, is_new = excluded.is_new,
            maintenance = excluded.maintenance, enabled = excluded.enabled, sort = excluded.sort, icon_url = excluded.icon_url,
            updated_at = now()`;
    const written = await sql<{ id: number; code: string; inserted: boolean }>`
      INSERT INTO games (code, vendor_code, game_type, classify, name, is_hot, is_new, maintenance, enabled, sort, icon_url)
      SELECT code, vendor_code, game_type, classify, name, is_hot, is_new, maintenance, enabled, sort, icon_url
      FROM jsonb_to_recordset(${payload}::jsonb) AS x(code text, vendor_code text, game_type text, classify text, name text,
        is_hot boolean, is_new boolean, maintenance boolean, enabled boolean, sort integer, icon_url text)
      ${onConflict}
      RETURNING id, code, (xmax = 0) AS inserted`.execute(this.db);
    const byCode = new Map(rows.map((g) => [g.code, g]));
    const names = written.rows.flatMap((w) =>
      Object.entries(byCode.get(w.code)?.names ?? {}).map(([lang, name]) => ({ game_id: w.id, lang, name, name_norm: normaliseGameName(name) })),
    );
    if (names.length) {
      await sql`
        INSERT INTO game_names (game_id, lang, name, name_norm)
        SELECT game_id, lang, name, name_norm
        FROM jsonb_to_recordset(${JSON.stringify(names)}::jsonb) AS x(game_id integer, lang text, name text, name_norm text)
        ON CONFLICT (game_id, lang) DO UPDATE SET name = excluded.name, name_norm = excluded.name_norm`.execute(this.db);
    }
    return { written: written.rows.length, inserted: written.rows.filter((r) => r.inserted).length };
  }

  async bumpVersion(): Promise<void> {
    await this.db
      .updateTable('game_catalog_state')
      .set((eb) => ({ version: eb('version', '+', 1n), updated_at: sql<Date>`now()` }))
      .where('id', '=', true)
      .execute();
  }

  async version(): Promise<bigint> {
    const row = await this.db.selectFrom('game_catalog_state').select('version').where('id', '=', true).executeTakeFirst();
    return row?.version ?? 0n;
  }

  async setGameMaintenance(code: string, maintenance: boolean): Promise<boolean> {
    const r = await this.db.updateTable('games').set({ maintenance, updated_at: sql<Date>`now()` }).where('code', '=', code).executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async setVendorMaintenance(code: string, maintenance: boolean): Promise<boolean> {
    const r = await this.db.updateTable('game_vendors').set({ maintenance, updated_at: sql<Date>`now()` }).where('code', '=', code).executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  existingVendorCodes(): Promise<{ code: string }[]> {
    return this.db.selectFrom('game_vendors').select('code').execute();
  }

  /** Runs `fn` in one transaction with a repository bound to it. */
  transaction<T>(fn: (repo: GamesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => fn(new GamesRepository(trx)));
  }

  // ---------- operator console ----------

  async operatorVendors() {
    const [vendors, lanes, counts] = await Promise.all([
      this.db.selectFrom('game_vendors').select(['code', 'name', 'maintenance', 'enabled']).orderBy('code').execute(),
      this.db.selectFrom('game_vendor_lanes').select(['category', 'vendor_code', 'sort']).orderBy('sort').orderBy('category').execute(),
      this.db.selectFrom('games').select(['vendor_code', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('vendor_code').execute(),
    ]);
    return { vendors, lanes, counts };
  }

  /** Operator grid: every game (disabled ones too), filtered, ordered like the lobby (sort, id). */
  async operatorGames(q: { query?: string; vendor?: string; hot?: boolean; maintenance?: boolean; limit: number; offset: number }) {
    let base = this.db.selectFrom('games');
    if (q.query) {
      const like = `%${q.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where((eb) => eb.or([eb(eb.fn('lower', ['code']), 'like', like), eb(eb.fn('lower', ['name']), 'like', like)]));
    }
    if (q.vendor) base = base.where('vendor_code', '=', q.vendor);
    if (q.hot !== undefined) base = base.where('is_hot', '=', q.hot);
    if (q.maintenance !== undefined) base = base.where('maintenance', '=', q.maintenance);
    const [rows, total] = await Promise.all([
      base
        .select(['id', 'code', 'vendor_code', 'name', 'game_type', 'classify', 'is_hot', 'is_new', 'maintenance', 'enabled', 'sort'])
        .orderBy('sort')
        .orderBy('id')
        .limit(q.limit)
        .offset(q.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  gameByCode(code: string) {
    return this.db
      .selectFrom('games')
      .select(['id', 'code', 'vendor_code', 'name', 'game_type', 'classify', 'is_hot', 'is_new', 'maintenance', 'enabled', 'sort'])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  async updateGameListing(code: string, change: { is_hot?: boolean; sort?: number }): Promise<boolean> {
    const r = await this.db.updateTable('games').set({ ...change, updated_at: sql<Date>`now()` }).where('code', '=', code).executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async setLaneSort(vendor: string, category: GameCategoryColumn, sort: number): Promise<boolean> {
    const r = await this.db.updateTable('game_vendor_lanes').set({ sort }).where('vendor_code', '=', vendor).where('category', '=', category).executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** The stored rows a feed would touch (for the import preview): games with their names, vendors with their lanes. */
  async feedTargets(vendorCodes: string[], gameCodes: string[]) {
    const vendors = vendorCodes.length
      ? await this.db.selectFrom('game_vendors').select(['code', 'name', 'maintenance', 'enabled', 'icon_url']).where('code', 'in', vendorCodes).execute()
      : [];
    const lanes = vendorCodes.length
      ? await this.db.selectFrom('game_vendor_lanes').select(['category', 'vendor_code', 'sort']).where('vendor_code', 'in', vendorCodes).execute()
      : [];
    if (!gameCodes.length) return { vendors, lanes, games: [], names: [] };
    const json = JSON.stringify(gameCodes);
    const games = await sql<{
      id: number;
      code: string;
      vendor_code: string;
      game_type: GameCategoryColumn;
      classify: string | null;
      name: string;
      is_hot: boolean;
      is_new: boolean;
      maintenance: boolean;
      enabled: boolean;
      sort: number;
      icon_url: string | null;
    }>`SELECT g.id, g.code, g.vendor_code, g.game_type, g.classify, g.name, g.is_hot, g.is_new, g.maintenance, g.enabled, g.sort, g.icon_url
       FROM games g JOIN jsonb_array_elements_text(${json}::jsonb) AS c(code) ON c.code = g.code`.execute(this.db);
    const names = await sql<{ game_id: number; lang: string; name: string }>`
      SELECT n.game_id, n.lang, n.name FROM game_names n
      JOIN games g ON g.id = n.game_id JOIN jsonb_array_elements_text(${json}::jsonb) AS c(code) ON c.code = g.code`.execute(this.db);
    return { vendors, lanes, games: games.rows, names: names.rows };
  }

  // ---------- catalogue reads (snapshot) ----------

  async loadCatalogue() {
    const [version, vendors, lanes, games, names] = await Promise.all([
      this.version(),
      this.db.selectFrom('game_vendors').select(['code', 'name', 'maintenance', 'icon_url']).where('enabled', '=', true).execute(),
      this.db.selectFrom('game_vendor_lanes').select(['category', 'vendor_code', 'sort']).orderBy('sort').orderBy('vendor_code').execute(),
      this.db
        .selectFrom('games')
        .select(['id', 'code', 'vendor_code', 'game_type', 'classify', 'name', 'is_hot', 'is_new', 'maintenance', 'sort', 'icon_url'])
        .where('enabled', '=', true)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      this.db.selectFrom('game_names').select(['game_id', 'lang', 'name', 'name_norm']).execute(),
    ]);
    return { version, vendors, lanes, games, names };
  }

  // ---------- member lists ----------

  async favouriteIds(memberId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('game_favourites')
      .select('game_id')
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('game_id', 'desc')
      .execute();
    return rows.map((r) => r.game_id);
  }

  async addFavourite(memberId: number, gameId: number): Promise<void> {
    await this.db
      .insertInto('game_favourites')
      .values({ member_id: memberId, game_id: gameId })
      .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
      .execute();
  }

  async removeFavourite(memberId: number, gameId: number): Promise<void> {
    await this.db.deleteFrom('game_favourites').where('member_id', '=', memberId).where('game_id', '=', gameId).execute();
  }

  async recordLaunch(memberId: number, gameId: number): Promise<void> {
    await this.db
      .insertInto('game_recent')
      .values({ member_id: memberId, game_id: gameId })
      .onConflict((oc) =>
        oc.columns(['member_id', 'game_id']).doUpdateSet((eb) => ({ launched_at: sql<Date>`now()`, launches: eb('game_recent.launches', '+', 1) })),
      )
      .execute();
  }

  async recentIds(memberId: number, limit: number, offset: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('game_recent')
      .select('game_id')
      .where('member_id', '=', memberId)
      .orderBy('launched_at', 'desc')
      .orderBy('game_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => r.game_id);
  }

  // ---------- winners ----------

  winners(kind: 'JACKPOT' | 'BIG_WIN', limit: number, gameType?: GameCategoryColumn) {
    let q = this.db
      .selectFrom('game_winners as w')
      .innerJoin('games as g', 'g.id', 'w.game_id')
      .select(['w.customer_name', 'w.win_amount', 'w.prize', 'w.won_at', 'g.id as game_id', 'g.code', 'g.name'])
      .where('w.kind', '=', kind);
    if (gameType) q = q.where('g.game_type', '=', gameType);
    return q
      .orderBy(kind === 'BIG_WIN' ? 'w.win_amount' : 'w.won_at', 'desc')
      .orderBy('w.id', 'desc')
      .limit(limit)
      .execute();
  }

  // ---------- launch-token key ----------

  async launchKey(): Promise<Buffer> {
    await this.db
      .insertInto('game_launch_keys')
      .values({ id: 1, secret: randomBytes(32) })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const row = await this.db.selectFrom('game_launch_keys').select('secret').where('id', '=', 1).executeTakeFirstOrThrow();
    return Buffer.from(row.secret);
  }
}
