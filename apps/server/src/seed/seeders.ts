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
import { seedTranslatedTexts } from './translated-texts.ts';

type Seeder = (database: Database, config: Config, log?: Pick<FastifyBaseLogger, 'info'>) => Promise<void>;

/** The demo seeders in order (seed/index.ts runs them). Later modules add theirs here. */
export const SEEDERS: { name: string; run: Seeder }[] = [
  { name: 'site', run: (d, c) => seedSite(d.db, c) },
  { name: 'accounts', run: (d, c) => seedAccounts(d.db, c) },
  { name: 'games', run: async (d) => void (await seedGames(d.db)) },
  { name: 'lottery', run: (d) => seedLottery(d.db) },
  { name: 'content', run: (d) => seedContent(d.db) },
  { name: 'content-texts', run: (d) => seedContentTexts(d.db) },
  { name: 'rewards', run: (d) => seedRewards(d.db) },
  { name: 'giveaways', run: (d) => seedGiveaways(d.db) },
  // After rewards and giveaways: their texts in every demo-content language (also for an older database).
  { name: 'translated-texts', run: (d) => seedTranslatedTexts(d.db) },
  // Console demo operators (not in production; docs/console.md).
  { name: 'operators', run: (d, c) => seedOperators(d.db, c) },
  // Last: it builds the reporting rollups over everything seeded before it.
  { name: 'agents', run: (d, c) => seedAgentTeam(d.db, c) },
  // After agents: settles the demo agent's contracts on the team's rollups.
  { name: 'contracts', run: (d) => seedContracts(d.db) },
];
