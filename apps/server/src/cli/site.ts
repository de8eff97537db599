import { loadConfig } from '../config.ts';
import { readLiveLock } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import { applySiteCommand, parseSiteArgs, UsageError, type SiteCommand } from '../modules/site/commands.ts';
import { SiteRepository } from '../modules/site/repository.ts';
import { SiteService } from '../modules/site/service.ts';
import { runCli, withDatabase } from './context.ts';

/**
 * `npm run site -- <command>`: changes site settings. On PostgreSQL it writes
 * the database directly; on the embedded database held by a running server it
 * sends the command to that server's loopback control endpoint. Running
 * servers pick changes up without a restart.
 */
async function viaRunningServer(command: SiteCommand): Promise<unknown | undefined> {
  const config = loadConfig();
  if (config.databaseUrl) return undefined;
  const lock = readLiveLock(config.dataDir);
  if (!lock?.port) return undefined;
  const response = await fetch(`http://127.0.0.1:${lock.port}/api/internal/site-command`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-control-token': lock.token },
    body: JSON.stringify(command),
  });
  const body = (await response.json()) as { result?: unknown; message?: string };
  if (!response.ok) throw new Error(body.message ?? `Server answered ${response.status}`);
  return body.result;
}

runCli(async () => {
  let command: SiteCommand;
  try {
    command = parseSiteArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const remote = await viaRunningServer(command);
  const result =
    remote ??
    (await withDatabase(async (database, config) => {
      await migrate(database);
      return applySiteCommand(new SiteService(new SiteRepository(database.db), { cacheMs: config.settingsCacheMs }), command);
    }));
  console.log(JSON.stringify(result, null, 2));
});
