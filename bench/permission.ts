/**
 * `npm run bench:permission`: the permission call against a trivial route, in the same run on the
 * same server (embedded database, or DATABASE_URL). The ratio permission/trivial is the figure:
 * how much of the server's raw capacity the call that boots every page keeps.
 */
import os from 'node:os';
import { startServer } from '../e2e/support/server.ts';
import { load, table } from './lib.ts';

const connections = Number(process.env.CONNECTIONS ?? 32);
const seconds = Number(process.env.SECONDS ?? 10);
const server = await startServer({ LOG_LEVEL: 'silent', SETTINGS_CACHE_MS: '1000', NODE_ENV: 'production', ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) });
try {
  await load(server.baseUrl, '/api/v1/site/permission', { connections, seconds: 2 }); // warm-up
  const trivial = await load(server.baseUrl, '/api/v1/health/live', { connections, seconds });
  const permission = await load(server.baseUrl, '/api/v1/site/permission', { connections, seconds });
  console.log(`\n${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${seconds} s each\n`);
  console.log(table([trivial, permission]));
  console.log(`\npermission / trivial = ${(permission.requestsPerSecond / trivial.requestsPerSecond).toFixed(2)}`);
} finally {
  await server.stop();
}
