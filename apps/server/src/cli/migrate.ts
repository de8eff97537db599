import { migrate } from '../db/migrate.ts';
import { runCli, withDatabase } from './context.ts';

runCli(() =>
  withDatabase(async (database) => {
    const { applied } = await migrate(database);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  }),
);
