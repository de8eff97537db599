import { GamePageSchema, VendorsResponseSchema } from '@app/contracts';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvToGames, importCatalogue, parseCsv } from '../src/modules/games/import.ts';
import { buildTestApp, onPostgres, type TestApp } from './helpers.ts';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures/catalog', name), 'utf8');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t?.close());

async function search(q: string, extra = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/games?q=${encodeURIComponent(q)}&pageSize=200${extra}` });
  expect(res.statusCode).toBe(200);
  return GamePageSchema.parse(res.json());
}

describe('catalogue import', () => {
  it('imports a good JSON feed: new vendor and games, updates an existing game, and the API serves them at once', async () => {
    const progress: number[] = [];
    const result = await importCatalogue(t.database.db, fixture('good.json'), 'json', { batchSize: 2, onProgress: (p) => progress.push(p.done) });
    expect(result).toMatchObject({ vendors: 2, gamesInserted: 3, gamesUpdated: 1, errors: [] });
    expect(progress).toEqual([2, 4]);

    const found = await search('quartz');
    expect(found.list.map((g) => g.gameCode).sort()).toEqual(['NOVA_0001', 'NOVA_0002', 'NOVA_0003', 'PG_0001']);
    expect(found.list.find((g) => g.gameCode === 'NOVA_0001')?.isHot).toBe(1);
    expect(found.list.find((g) => g.gameCode === 'NOVA_0003')).toMatchObject({ gameType: 'FISH', maintenance: true });
    const thai = await search('ไผ่ควอตซ์', '&language=TY');
    expect(thai.list.map((g) => g.gameCode)).toEqual(['NOVA_0002']);
    const cn = await search('石英', '&language=CN');
    expect(cn.list[0]?.displayName).toBe('石英竹林金库');
    const pg = (await search('Quartz Renamed')).list[0];
    expect(pg?.gameName).toBe('Quartz Renamed Classic');

    const lanes = VendorsResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/games/vendors' })).json()).lanes;
    const rng = lanes.find((l) => l.title === 'RNG');
    expect(rng?.cards.find((c) => c.vassalage === 'NOVA')?.gameCount).toBe(2);
    expect(rng?.cards.find((c) => c.vassalage === 'PG')?.name).toBe('PG Slots (feed)');
  });

  it('is idempotent: importing the same feed again adds nothing and changes nothing', async () => {
    const before = await t.database.db.selectFrom('games').select(['code', 'name', 'is_hot', 'sort']).orderBy('code').execute();
    const names = await t.database.db.selectFrom('game_names').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const again = await importCatalogue(t.database.db, fixture('good.json'), 'json');
    expect(again).toMatchObject({ gamesInserted: 0, gamesUpdated: 4, errors: [] });
    expect(await t.database.db.selectFrom('games').select(['code', 'name', 'is_hot', 'sort']).orderBy('code').execute()).toEqual(before);
    expect((await t.database.db.selectFrom('game_names').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n).toBe(names.n);
  });

  it('reports bad JSON rows with their line numbers and imports the good ones', async () => {
    const result = await importCatalogue(t.database.db, fixture('bad-rows.json'), 'json');
    expect(result.errors.map((e) => e.line)).toEqual([4, 8, 9, 10, 16, 17, 18]);
    const byLine = Object.fromEntries(result.errors.map((e) => [e.line, e.message]));
    expect(byLine[8]).toMatch(/gameType/);
    expect(byLine[9]).toMatch(/unknown vendor GHOST/);
    expect(byLine[10]).toMatch(/names.EN is required/);
    expect(byLine[16]).toMatch(/duplicate game code \(first on line 7\)/);
    expect(byLine[17]).toMatch(/iconUrl/);
    expect(result).toMatchObject({ gamesInserted: 2 });
    expect((await search('Quartz Ruby')).list.map((g) => g.gameCode).sort()).toEqual(['NOVA_0101', 'NOVA_0107']);
  });

  it('imports CSV with quoted commas, quotes and line breaks, and reports bad records by line', async () => {
    const result = await importCatalogue(t.database.db, fixture('games.csv'), 'csv');
    expect(result.errors.map((e) => [e.line, e.code])).toEqual([
      [4, 'NOVA_0203'],
      [5, 'NOVA_0204'],
      [8, 'NOVA_0206'],
    ]);
    expect(result.errors[0]?.message).toMatch(/hot: expected true\/false/);
    expect(result.gamesInserted).toBe(3);
    const found = await search('Quartz', '&vassalage=PG');
    const byCode = Object.fromEntries(found.list.map((g) => [g.gameCode, g]));
    expect(byCode.NOVA_0201?.gameName).toBe('Quartz Lantern, Deluxe');
    expect(byCode.NOVA_0202).toMatchObject({ gameName: 'Quartz "Twin" Kite', gameClassify: 'ARCADE', isNew: 1 });
    expect(byCode.NOVA_0205).toMatchObject({ gameName: 'Quartz\nTwo Line Table', gameType: 'LIVE' });
  });

  it('never leaves half a batch: a row the database refuses rolls its batch back, the rest is retried and lands', async () => {
    await sql`CREATE FUNCTION refuse_poison() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.code = 'POISON_2' THEN RAISE EXCEPTION 'poisoned row'; END IF; RETURN NEW; END $$`.execute(t.database.db);
    await sql`CREATE TRIGGER refuse_poison BEFORE INSERT OR UPDATE ON games FOR EACH ROW EXECUTE FUNCTION refuse_poison()`.execute(t.database.db);
    try {
      const feed = JSON.stringify(
        { games: ['POISON_1', 'POISON_2', 'POISON_3'].map((code) => ({ code, vendor: 'NOVA', gameType: 'RNG', names: { EN: `Quartz ${code}` } })) },
        null,
        1,
      );
      const result = await importCatalogue(t.database.db, feed, 'json', { batchSize: 3 });
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]).toMatchObject({ code: 'POISON_2', message: expect.stringMatching(/poisoned row/) });
      expect(result.errors[0]?.line).toBeGreaterThan(1);
      const rows = await t.database.db.selectFrom('games').select('code').where('code', 'like', 'POISON_%').orderBy('code').execute();
      expect(rows.map((r) => r.code)).toEqual(['POISON_1', 'POISON_3']);
      const names = await t.database.db.selectFrom('game_names').innerJoin('games', 'games.id', 'game_names.game_id').select('games.code').where('games.code', 'like', 'POISON_%').execute();
      expect(new Set(names.map((n) => n.code))).toEqual(new Set(['POISON_1', 'POISON_3']));
    } finally {
      await sql`DROP TRIGGER refuse_poison ON games`.execute(t.database.db);
      await sql`DROP FUNCTION refuse_poison()`.execute(t.database.db);
    }
  });

  it('refuses unreadable feeds as a whole', async () => {
    await expect(importCatalogue(t.database.db, '{"games": [', 'json')).rejects.toThrow(/Not valid JSON/);
    await expect(importCatalogue(t.database.db, '[1,2]', 'json')).rejects.toThrow(/must be an object/);
    await expect(importCatalogue(t.database.db, 'code,vendor\nA,B\n', 'csv')).rejects.toThrow(/needs a "gameType" column/);
    await expect(importCatalogue(t.database.db, 'code,vendor,gameType,name_EN,evil\n', 'csv')).rejects.toThrow(/Unknown CSV column/);
    expect(() => parseCsv('a,"b\n')).toThrow(/Unterminated/);
    expect(csvToGames('code,vendor,gameType,name_EN\r\nX_1,PG,RNG,Name\r\n')).toEqual([
      { line: 2, value: { code: 'X_1', vendor: 'PG', gameType: 'RNG', names: { EN: 'Name' } } },
    ]);
  });

  it('validates without writing in a dry run', async () => {
    const feed = JSON.stringify({ games: [{ code: 'DRY_1', vendor: 'NOVA', gameType: 'RNG', names: { EN: 'Dry' } }] });
    const result = await importCatalogue(t.database.db, feed, 'json', { dryRun: true });
    expect(result).toMatchObject({ gamesInserted: 0, errors: [] });
    expect(await t.database.db.selectFrom('games').select('code').where('code', '=', 'DRY_1').executeTakeFirst()).toBeUndefined();
  });
});

describe.skipIf(onPostgres)('npm run catalog:import (CLI on an embedded database)', () => {
  const run = promisify(execFile);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-cli-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const cli = (file: string) =>
    run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/catalog-import.ts', path.join('apps/server/test/fixtures/catalog', file)], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'silent', INIT_CWD: '' },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('prints progress and a summary, exits 0 for a clean feed and 2 when rows were skipped', async () => {
    const good = await cli('good.json');
    expect(good.code, good.stderr).toBe(0);
    expect(good.stdout).toMatch(/4\/4 games processed/);
    expect(good.stdout).toMatch(/2 vendors upserted, 4 games added, 0 updated, 0 bad rows skipped/);
    const csv = await cli('games.csv');
    expect(csv.code).toBe(2);
    expect(csv.stderr).toMatch(/line 4 \(NOVA_0203\): hot: expected true\/false/);
    expect(csv.stdout).toMatch(/3 games added/);
  }, 120_000);
});
