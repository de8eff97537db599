import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';

/**
 * Demo data, idempotent: every insert skips rows that exist, so re-running keeps
 * an operator's edits. The seeders and their data (seed/seeders.ts: games, texts in every language)
 * are loaded only when a database is seeded, not on every start of an instance.
 */
export async function seedDemo(database: Database, config: Config, log?: Pick<FastifyBaseLogger, 'info'>) {
  const { SEEDERS } = await import('./seeders.ts');
  for (const seeder of SEEDERS) {
    await seeder.run(database, config, log);
    log?.info({ seeder: seeder.name }, 'seeded');
  }
}
/** SEED_DEMO=auto seeds a database that has never been seeded (the brand row is the marker). */
export async function seedIfNeeded(database: Database, config: Config, log?: Pick<FastifyBaseLogger, 'info'>): Promise<boolean> {
  if (config.seedDemo === 'never') return false;
  if (config.seedDemo === 'auto') {
    const brand = await database.db.selectFrom('site_settings').select('key').where('key', '=', 'brand').executeTakeFirst();
    if (brand) return false;
  }
  await seedDemo(database, config, log);
  return true;
}
