import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import { migrate, readMigrations } from './migrate.ts';

const dirs: string[] = [];
const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function migrationsDir(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mig-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);
  return dir;
}

async function memoryDb() {
  const database = await openDatabase({ dataDir: 'memory' });
  opened.push(database);
  return database;
}

describe('migrations', () => {
  it('applies pending files in order once and records them', async () => {
    const database = await memoryDb();
    const dir = migrationsDir({
      '001_a.sql': 'CREATE TABLE a (id int PRIMARY KEY);\nINSERT INTO a VALUES (1);',
      '002_b.sql': 'CREATE TABLE b (id int REFERENCES a (id));',
    });
    expect((await migrate(database, readMigrations(dir))).applied).toEqual(['001_a', '002_b']);
    expect((await migrate(database, readMigrations(dir))).applied).toEqual([]);
    const rows = await sql<{ n: bigint }>`SELECT count(*) AS n FROM a`.execute(database.db);
    expect(rows.rows[0]?.n).toBe(1n);
  });

  it('leaves nothing behind when a migration fails half-way', async () => {
    const database = await memoryDb();
    const dir = migrationsDir({ '001_bad.sql': 'CREATE TABLE c (id int);\nSELECT no_such_function();' });
    await expect(migrate(database, readMigrations(dir))).rejects.toThrow();
    const exists = await sql<{ t: string | null }>`SELECT to_regclass('c')::text AS t`.execute(database.db);
    expect(exists.rows[0]?.t).toBeNull();
    const recorded = await database.db.selectFrom('schema_migrations').selectAll().execute();
    expect(recorded).toEqual([]);
  });

  it('refuses to start when an applied migration was edited', async () => {
    const database = await memoryDb();
    const dir = migrationsDir({ '001_a.sql': 'CREATE TABLE d (id int);' });
    await migrate(database, readMigrations(dir));
    fs.writeFileSync(path.join(dir, '001_a.sql'), 'CREATE TABLE d (id bigint);');
    await expect(migrate(database, readMigrations(dir))).rejects.toThrow(/was changed after it was applied/);
  });

  it('rejects badly named files', () => {
    const dir = migrationsDir({ 'first.sql': 'SELECT 1;' });
    expect(() => readMigrations(dir)).toThrow(/001_name\.sql/);
  });
});
