import { loadConfig, type Config } from '../config.ts';
import { assertDataDirFree } from '../db/data-dir-lock.ts';
import { openDatabase, type Database } from '../db/database.ts';

/**
 * Runs a CLI body with the configured database. On the embedded engine the
 * data directory must not be held by a running server (one process per PGlite).
 */
export async function withDatabase<T>(body: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  if (!config.databaseUrl) assertDataDirFree(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 4 });
  try {
    return await body(database, config);
  } finally {
    await database.close();
  }
}

export function runCli(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
