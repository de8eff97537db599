import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const MIGRATION_LOCK_KEY = 7_300_001;

export interface MigrationFile {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const seen = new Set<number>();
  return files.map((file) => {
    const match = /^(\d{3,})_([a-z0-9_]+)\.sql$/.exec(file);
    if (!match) throw new Error(`Migration file name must look like 001_name.sql: ${file}`);
    const version = Number(match[1]);
    if (seen.has(version)) throw new Error(`Two migrations share version ${version}`);
    seen.add(version);
    const text = fs.readFileSync(path.join(dir, file), 'utf8').replace(/\r\n/g, '\n');
    return { version, name: match[2] as string, sql: text, checksum: createHash('sha256').update(text).digest('hex') };
  });
}

/**
 * Applies pending migrations in order, each in its own transaction together
 * with its schema_migrations row. Applied migrations are immutable: a changed
 * checksum stops start-up instead of silently diverging from production.
 */
export async function migrate(database: Database, files = readMigrations()): Promise<{ applied: string[] }> {
  return database.withExclusiveLock(MIGRATION_LOCK_KEY, async () => {
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(database.db);
    const rows = await database.db.selectFrom('schema_migrations').select(['version', 'checksum', 'name']).execute();
    const done = new Map(rows.map((r) => [r.version, r]));
    for (const file of files) {
      const row = done.get(file.version);
      if (row && row.checksum !== file.checksum) {
        throw new Error(
          `Migration ${file.version}_${file.name} was changed after it was applied. Add a new migration instead of editing an applied one.`,
        );
      }
    }
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file.version)) continue;
      await database.runScript(file.sql, [
        {
          sql: 'INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)',
          params: [file.version, file.name, file.checksum],
        },
      ]);
      applied.push(`${String(file.version).padStart(3, '0')}_${file.name}`);
    }
    return { applied };
  });
}
