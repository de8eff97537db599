import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/index.ts';

/** True when this run targets a PostgreSQL server (CI sets DATABASE_URL); otherwise PGlite in memory. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a
 * new database on the PostgreSQL server of DATABASE_URL that is dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory' });
    await migrate(database);
    return database;
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabaseName(url, name), poolMax: 10 });
  await migrate(database);
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  return database;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SETTINGS_CACHE_MS: '0',
    // Tests run jobs by hand (app.jobs.runNow) so timing never decides an outcome.
    JOBS: 'off',
    WEB_DIST: 'apps/server/test/fixtures/web-dist',
    ...overrides,
  } as NodeJS.ProcessEnv);
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The whole app on a fresh seeded database, driven with `app.inject`. */
export async function buildTestApp(
  options: { env?: Record<string, string>; seed?: boolean; extend?: (app: TestApp['app']) => void | Promise<void>; logger?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = await createTestDatabase();
  if (options.seed !== false) await seedDemo(database, config);
  const app = await buildApp({ config, database, logger: options.logger });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
