import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { acquireDataDirLock, DataDirBusyError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { loggerOptions } from './lib/logger.ts';
import { seedIfNeeded } from './seed/index.ts';

/** Starts the process: config, database (migrated and seeded), HTTP server, graceful shutdown. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const log = pino(loggerOptions(config));
  if (config.captchaMode === 'off') {
    log.warn('CAPTCHA_MODE=off: captchas are not checked. This setting exists for automated tests only; never use it in production.');
  }

  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
    onPoolError: (error) => log.error({ err: error }, 'idle database client failed'),
  });
  log.info({ engine: database.kind, where: config.databaseUrl ? 'DATABASE_URL' : config.dataDir }, 'database open');

  const { applied } = await migrate(database);
  if (applied.length) log.info({ applied }, 'migrations applied');
  const seeded = await seedIfNeeded(database, config, log);
  if (seeded) log.info('demo data seeded');

  const app = await buildApp({ config, database, logger: log, controlToken: lock?.token });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      lock?.release();
      log.info('bye');
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  lock?.setPort(port);
  log.info(`site ready on http://localhost:${port}`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirBusyError) {
    console.error(error.message);
    process.exit(3);
  }
  console.error(error);
  process.exit(1);
});
