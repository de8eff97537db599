import { GAME_CATEGORIES } from '@app/contracts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { GamesRepository, type GameUpsert, type VendorUpsert } from './repository.ts';
import type { GameCategoryColumn } from './tables.ts';

/**
 * Catalogue import from a vendor feed (docs/catalogue.md): JSON
 * `{ vendors: [...], games: [...] }` or CSV (one game per record). Rows are
 * validated one by one; bad rows are reported with their line number and
 * skipped. Valid rows are upserted in batches, each batch in one transaction;
 * a batch that the database refuses is rolled back whole and retried row by
 * row, so the bad row is reported and the good ones still land.
 */

export interface ImportError {
  line: number;
  code?: string;
  message: string;
}

export interface ImportProgress {
  done: number;
  total: number;
  written: number;
  errors: number;
}

export interface ImportResult {
  format: 'json' | 'csv';
  vendors: number;
  gamesInserted: number;
  gamesUpdated: number;
  errors: ImportError[];
  /** Rows in the feed (vendors + games). */
  rows: number;
}

const LANG = /^[A-Z]{2,3}(-[A-Z]{2,4})?$/;
const category = z.enum(GAME_CATEGORIES);
const boolish = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);
const iconUrl = z
  .string()
  .max(500)
  .regex(/^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, 'must be an http(s) URL or a site path')
  .nullable()
  .optional();

export const FeedVendorSchema = z
  .object({
    code: z.string().regex(/^[A-Z0-9_]{1,32}$/, 'vendor code: A-Z, 0-9, _ (1-32)'),
    name: z.string().trim().min(1).max(100),
    maintenance: boolish.optional(),
    enabled: boolish.optional(),
    iconUrl,
    lanes: z.array(z.object({ category, sort: z.number().int().min(0).max(1_000_000).default(0) })).max(20).default([]),
  })
  .strict();
export type FeedVendor = z.infer<typeof FeedVendorSchema>;

export const FeedGameSchema = z
  .object({
    code: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'game code: letters, digits, _ . - (1-64)'),
    vendor: z.string().regex(/^[A-Z0-9_]{1,32}$/, 'vendor code: A-Z, 0-9, _ (1-32)'),
    gameType: category,
    classify: z
      .string()
      .regex(/^[A-Z0-9_]{1,32}$/)
      .nullable()
      .optional(),
    names: z
      .record(z.string().regex(LANG, 'language code like EN, TY, PT-BR'), z.string().trim().min(1).max(200))
      .refine((n) => typeof n.EN === 'string', 'names.EN is required'),
    hot: boolish.optional(),
    new: boolish.optional(),
    maintenance: boolish.optional(),
    enabled: boolish.optional(),
    sort: z.number().int().min(0).max(100_000_000).optional(),
    iconUrl,
  })
  .strict();
export type FeedGame = z.infer<typeof FeedGameSchema>;

function toGameUpsert(g: FeedGame): GameUpsert {
  return {
    code: g.code,
    vendor: g.vendor,
    gameType: g.gameType as GameCategoryColumn,
    classify: g.classify ?? null,
    names: g.names as GameUpsert['names'],
    isHot: g.hot ?? false,
    isNew: g.new ?? false,
    maintenance: g.maintenance ?? false,
    enabled: g.enabled ?? true,
    sort: g.sort ?? 0,
    iconUrl: g.iconUrl ?? null,
  };
}

function zodMessage(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`).join('; ');
}

// ---------- parsing with line numbers ----------

export interface Located<T> {
  line: number;
  value: T;
}

/**
 * Line numbers of the elements of the top-level `vendors` and `games` arrays
 * (1-based line of each element's first character), found by a scan that
 * follows strings and nesting.
 */
function elementLines(text: string): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  let line = 1;
  let depth = 0;
  let topKey: string | null = null;
  let lastString = '';
  let expectingValueStart = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') {
      line++;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      let s = '';
      while (j < text.length && text[j] !== '"') {
        if (text[j] === '\\') j++;
        else if (text[j] === '\n') line++;
        s += text[j];
        j++;
      }
      if (depth === 2 && topKey && expectingValueStart) {
        (out[topKey] ??= []).push(line);
        expectingValueStart = false;
      }
      lastString = s;
      i = j;
      continue;
    }
    if (c === ':' && depth === 1) topKey = lastString;
    if (c === '{' || c === '[') {
      if (depth === 2 && topKey && expectingValueStart) {
        (out[topKey] ??= []).push(line);
        expectingValueStart = false;
      }
      depth++;
      if (depth === 2 && c === '[') expectingValueStart = true;
      continue;
    }
    if (c === '}' || c === ']') {
      depth--;
      continue;
    }
    if (c === ',' && depth === 2) {
      expectingValueStart = true;
      continue;
    }
    if (depth === 2 && topKey && expectingValueStart && c !== undefined && !/\s/.test(c)) {
      (out[topKey] ??= []).push(line);
      expectingValueStart = false;
    }
  }
  return out;
}

export function parseJsonFeed(text: string): { vendors: Located<unknown>[]; games: Located<unknown>[] } {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    throw new Error(`Not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new Error('The JSON feed must be an object { "vendors": [...], "games": [...] }');
  const { vendors = [], games = [] } = doc as { vendors?: unknown; games?: unknown };
  if (!Array.isArray(vendors) || !Array.isArray(games)) throw new Error('"vendors" and "games" must be arrays');
  const lines = elementLines(text);
  return {
    vendors: vendors.map((value, i) => ({ line: lines.vendors?.[i] ?? 0, value })),
    games: games.map((value, i) => ({ line: lines.games?.[i] ?? 0, value })),
  };
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. Returns records with their first line. */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\r') continue;
    else if (c === '\n') {
      endRecord();
      line++;
      recordLine = line;
    } else field += c;
  }
  if (quoted) throw new Error(`Unterminated quoted field starting on line ${recordLine}`);
  if (field !== '' || fields.length) endRecord();
  return records;
}

const CSV_BOOL: Record<string, boolean> = { '1': true, true: true, yes: true, y: true, '0': false, false: false, no: false, n: false, '': false };

/** CSV columns: code, vendor, gameType, classify, name_EN, name_TY, ... (any name_<LANG>), hot, new, maintenance, enabled, sort, iconUrl. */
export function csvToGames(text: string): Located<unknown>[] {
  const records = parseCsv(text);
  const header = records.shift();
  if (!header) throw new Error('The CSV feed is empty');
  const cols = header.fields.map((h) => h.trim());
  for (const need of ['code', 'vendor', 'gameType', 'name_EN']) {
    if (!cols.includes(need)) throw new Error(`The CSV header needs a "${need}" column (got: ${cols.join(', ')})`);
  }
  const known = new Set(['code', 'vendor', 'gameType', 'classify', 'hot', 'new', 'maintenance', 'enabled', 'sort', 'iconUrl']);
  const unknown = cols.filter((c) => !known.has(c) && !/^name_[A-Za-z-]+$/.test(c));
  if (unknown.length) throw new Error(`Unknown CSV column(s): ${unknown.join(', ')}`);
  return records.map((r) => {
    const row: Record<string, unknown> = {};
    const names: Record<string, string> = {};
    const problems: string[] = [];
    if (r.fields.length !== cols.length) problems.push(`expected ${cols.length} fields, found ${r.fields.length}`);
    cols.forEach((col, idx) => {
      const raw = (r.fields[idx] ?? '').trim();
      if (col.startsWith('name_')) {
        if (raw) names[col.slice(5).toUpperCase()] = raw;
      } else if (['hot', 'new', 'maintenance', 'enabled'].includes(col)) {
        const b = CSV_BOOL[raw.toLowerCase()];
        if (b === undefined) problems.push(`${col}: expected true/false, got "${raw}"`);
        else if (raw !== '' || col !== 'enabled') row[col] = b;
      } else if (col === 'sort') {
        if (raw !== '') row.sort = /^\d+$/.test(raw) ? Number(raw) : raw;
      } else if (col === 'classify' || col === 'iconUrl') {
        if (raw !== '') row[col] = col === 'classify' ? raw.toUpperCase() : raw;
      } else row[col] = col === 'gameType' ? raw.toUpperCase() : raw;
    });
    row.names = names;
    return { line: r.line, value: problems.length ? { code: row.code, __problems: problems } : row };
  });
}

// ---------- import ----------

export interface ImportOptions {
  batchSize?: number;
  /** Validate only; nothing is written. */
  dryRun?: boolean;
  onProgress?: (p: ImportProgress) => void;
}

/** A feed after validation: the rows that can be written and the bad ones (by line). */
export interface ValidatedFeed {
  format: 'json' | 'csv';
  vendors: Located<FeedVendor>[];
  games: Located<GameUpsert>[];
  errors: ImportError[];
  /** Rows in the feed (vendors + games). */
  rows: number;
}

/**
 * Reads and validates a feed row by row (nothing is written). Throws when the feed cannot be read at
 * all (not JSON, missing CSV columns); bad rows are listed in `errors`, sorted by line.
 */
export async function validateFeed(repo: GamesRepository, text: string, format: 'json' | 'csv'): Promise<ValidatedFeed> {
  const parsed = format === 'json' ? parseJsonFeed(text) : { vendors: [], games: csvToGames(text) };
  const errors: ImportError[] = [];

  const vendors: Located<FeedVendor>[] = [];
  const vendorLines = new Map<string, number>();
  for (const v of parsed.vendors) {
    const r = FeedVendorSchema.safeParse(v.value);
    const code = (v.value as { code?: unknown } | null)?.code;
    if (!r.success) errors.push({ line: v.line, code: typeof code === 'string' ? code : undefined, message: zodMessage(r.error) });
    else if (vendorLines.has(r.data.code)) errors.push({ line: v.line, code: r.data.code, message: `duplicate vendor (first on line ${vendorLines.get(r.data.code)})` });
    else {
      vendorLines.set(r.data.code, v.line);
      vendors.push({ line: v.line, value: r.data });
    }
  }

  const knownVendors = new Set([...(await repo.existingVendorCodes()).map((v) => v.code), ...vendors.map((v) => v.value.code)]);

  const games: Located<GameUpsert>[] = [];
  const gameLines = new Map<string, number>();
  for (const g of parsed.games) {
    const value = g.value as { code?: unknown; __problems?: string[] } | null;
    const code = typeof value?.code === 'string' ? value.code : undefined;
    if (value?.__problems) {
      errors.push({ line: g.line, code, message: value.__problems.join('; ') });
      continue;
    }
    const r = FeedGameSchema.safeParse(g.value);
    if (!r.success) errors.push({ line: g.line, code, message: zodMessage(r.error) });
    else if (!knownVendors.has(r.data.vendor)) errors.push({ line: g.line, code, message: `unknown vendor ${r.data.vendor} (add it to "vendors" or import it first)` });
    else if (gameLines.has(r.data.code)) errors.push({ line: g.line, code, message: `duplicate game code (first on line ${gameLines.get(r.data.code)})` });
    else {
      gameLines.set(r.data.code, g.line);
      games.push({ line: g.line, value: toGameUpsert(r.data) });
    }
  }
  errors.sort((a, b) => a.line - b.line);
  return { format, vendors, games, errors, rows: parsed.vendors.length + parsed.games.length };
}

const vendorUpserts = (vendors: Located<FeedVendor>[]) =>
  vendors.map(({ value: v }): VendorUpsert => ({ code: v.code, name: v.name, maintenance: v.maintenance, enabled: v.enabled, iconUrl: v.iconUrl }));
const laneRows = (vendors: Located<FeedVendor>[]) =>
  vendors.flatMap(({ value: v }) => v.lanes.map((l) => ({ category: l.category as GameCategoryColumn, vendor_code: v.code, sort: l.sort })));

/**
 * Writes a validated feed with no bad rows in ONE transaction (the console's apply: all or nothing),
 * bumping the catalogue version. Returns the counts.
 */
export async function writeFeedAtomically(repo: GamesRepository, feed: ValidatedFeed, batchSize = 1000): Promise<Omit<ImportResult, 'errors' | 'format' | 'rows'>> {
  if (feed.errors.length) throw new Error('writeFeedAtomically: the feed has bad rows');
  return repo.transaction(async (r) => {
    const out = { vendors: 0, gamesInserted: 0, gamesUpdated: 0 };
    if (feed.vendors.length) {
      await r.upsertVendors(vendorUpserts(feed.vendors), 'update');
      await r.insertLanes(laneRows(feed.vendors), 'update');
      out.vendors = feed.vendors.length;
    }
    for (let i = 0; i < feed.games.length; i += batchSize) {
      const counts = await r.upsertGames(feed.games.slice(i, i + batchSize).map((b) => b.value), 'update');
      out.gamesInserted += counts.inserted;
      out.gamesUpdated += counts.written - counts.inserted;
    }
    if (out.vendors || out.gamesInserted || out.gamesUpdated) await r.bumpVersion();
    return out;
  });
}

export async function importCatalogue(db: Kysely<DB>, text: string, format: 'json' | 'csv', options: ImportOptions = {}): Promise<ImportResult> {
  const batchSize = Math.max(1, Math.min(options.batchSize ?? 1000, 5000));
  const repo = new GamesRepository(db);
  const feed = await validateFeed(repo, text, format);
  const { vendors, games, errors } = feed;

  const result: ImportResult = { format, vendors: 0, gamesInserted: 0, gamesUpdated: 0, errors, rows: feed.rows };
  const total = games.length;
  const report = (done: number) => options.onProgress?.({ done, total, written: result.gamesInserted + result.gamesUpdated, errors: errors.length });
  if (options.dryRun) {
    report(total);
    return result;
  }

  if (vendors.length) {
    await db.transaction().execute(async (trx) => {
      const r = new GamesRepository(trx);
      await r.upsertVendors(vendorUpserts(vendors), 'update');
      await r.insertLanes(laneRows(vendors), 'update');
    });
    result.vendors = vendors.length;
  }

  const writeBatch = async (batch: Located<GameUpsert>[]) => {
    const counts = await db.transaction().execute((trx) => new GamesRepository(trx).upsertGames(batch.map((b) => b.value), 'update'));
    result.gamesInserted += counts.inserted;
    result.gamesUpdated += counts.written - counts.inserted;
  };
  for (let i = 0; i < games.length; i += batchSize) {
    const batch = games.slice(i, i + batchSize);
    try {
      await writeBatch(batch);
    } catch {
      // The whole batch was rolled back; find the bad rows one by one.
      for (const row of batch) {
        try {
          await writeBatch([row]);
        } catch (error) {
          errors.push({ line: row.line, code: row.value.code, message: `refused by the database: ${(error as Error).message}` });
        }
      }
    }
    report(Math.min(i + batchSize, total));
  }
  if (result.vendors || result.gamesInserted || result.gamesUpdated) await repo.bumpVersion();
  errors.sort((a, b) => a.line - b.line);
  return result;
}
