import type { FastifyInstance } from 'fastify';
import accounts from './accounts/index.ts';
import agents from './agents/index.ts';
import consoleModule from './console/index.ts';
import content from './content/index.ts';
import contracts from './contracts/index.ts';
import games from './games/index.ts';
import giveaways from './giveaways/index.ts';
import health from './health/index.ts';
import inhouse from './inhouse/index.ts';
import lottery from './lottery/index.ts';
import messages from './messages/index.ts';
import missions from './missions/index.ts';
import notify from './notify/index.ts';
import records from './records/index.ts';
import reporting from './reporting/index.ts';
import operator from './operator/index.ts';
import payments from './payments/index.ts';
import protection from './protection/index.ts';
import referrals from './referrals/index.ts';
import rewards from './rewards/index.ts';
import site from './site/index.ts';
import vendorApi from './vendor-api/index.ts';
import wallet from './wallet/index.ts';

/**
 * Domain modules, in dependency order. A module reaches another only through
 * the service it decorates on the app (e.g. `app.site`), never its tables.
 */
export async function registerModules(app: FastifyInstance, opts: { controlToken?: string }) {
  await app.register(health);
  await app.register(site, { controlToken: opts.controlToken });
  await app.register(notify);
  await app.register(wallet, { controlToken: opts.controlToken });
  await app.register(records);
  await app.register(accounts);
  await app.register(operator, { controlToken: opts.controlToken });
  await app.register(protection);
  await app.register(payments);
  await app.register(games);
  await app.register(vendorApi);
  await app.register(content);
  await app.register(messages);
  await app.register(rewards);
  await app.register(referrals);
  await app.register(lottery);
  await app.register(inhouse);
  await app.register(reporting);
  await app.register(missions);
  await app.register(giveaways);
  await app.register(agents);
  await app.register(contracts);
  await app.register(consoleModule);
}
