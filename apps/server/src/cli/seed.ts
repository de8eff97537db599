import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../seed/index.ts';
import { runCli, withDatabase } from './context.ts';

runCli(() =>
  withDatabase(async (database, config) => {
    await migrate(database);
    await seedDemo(database, config, { info: (o: object) => console.log('seeded', JSON.stringify(o)) });
    console.log('Demo data is in place (existing rows were kept).');
  }),
);
