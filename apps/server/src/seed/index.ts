import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { seedAccounts } from './accounts.ts';
import { seedAgentTeam } from './agents.ts';
import { seedContent } from './content.ts';
import { seedContentTexts } from './content-texts.ts';
import { seedContracts } from './contracts.ts';
import { seedGames } from './games.ts';
import { seedGiveaways } from './giveaways.ts';
import { seedLottery } from './lottery.ts';
import { seedOperators } from './operators.ts';
import { seedRewards } from './rewards.ts';
import { seedSite } from './site.ts';

/**
 * Demo data, idempotent: every insert skips rows that exist, so re-running keeps
 * an operator's edits. Later modules add their seeders to SEEDERS.
 */
type Seeder = (database: Database, config: Config, log?: Pick<FastifyBaseLogger, 'info'>) => Promise<void>;

const SEEDERS: { name: string; run: Seeder }[] = [
  { name: 'site', run: (d, c) => seedSite(d.db, c) },
  { name: 'accounts', run: (d, c) => seedAccounts(d.db, c) },
  { name: 'games', run: async (d) => void (await seedGames(d.db)) },
  { name: 'lottery', run: (d) => seedLottery(d.db) },
  { name: 'content', run: (d) => seedContent(d.db) },
  { name: 'content-texts', run: (d) => seedContentTexts(d.db) },
  { name: 'rewards', run: (d) => seedRewards(d.db) },
  { name: 'giveaways', run: (d) => seedGiveaways(d.db) },
  // Console demo operators (not in production; docs/console.md).
  { name: 'operators', run: (d, c) => seedOperators(d.db, c) },
  // Last: it builds the reporting rollups over everything seeded before it.
  { name: 'agents', run: (d, c) => seedAgentTeam(d.db, c) },
  // After agents: settles the demo agent's contracts on the team's rollups.
  { name: 'contracts', run: (d) => seedContracts(d.db) },
];

export async function seedDemo(database: Database, config: Config, log?: Pick<FastifyBaseLogger, 'info'>) {
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
