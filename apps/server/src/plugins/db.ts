import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Kysely<DB>;
  }
}

/** Exposes config and the database to every module. The database is opened and closed by the caller (server.ts or a test). */
export default fp(
  async (app, opts: { config: Config; database: Database }) => {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
  },
  { name: 'db' },
);
