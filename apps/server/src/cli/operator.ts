import { OPERATOR_ROLES, type OperatorRole } from '@app/contracts';
import { loadConfig } from '../config.ts';
import { readLiveLock } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import { operatorService } from '../modules/operator/factory.ts';
import { runCli, withDatabase } from './context.ts';

const USAGE = 'Usage: npm run operator -- create <name> [--role admin|finance]';

function parseArgs(argv: string[]): { username: string; role: OperatorRole } {
  const [command, username, ...rest] = argv;
  if (command !== 'create' || !username || username.startsWith('-')) throw new Error(USAGE);
  let role: OperatorRole = 'admin';
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i];
    const value = arg === '--role' ? rest[++i] : arg?.startsWith('--role=') ? arg.slice(7) : undefined;
    if (value === undefined || !(OPERATOR_ROLES as readonly string[]).includes(value)) throw new Error(USAGE);
    role = value as OperatorRole;
  }
  return { username, role };
}

type Created = { id: number; username: string; role: OperatorRole; password: string };

/** On the embedded database held by a running server, the command goes to its loopback control endpoint. */
async function viaRunningServer(args: { username: string; role: OperatorRole }): Promise<Created | undefined> {
  const config = loadConfig();
  if (config.databaseUrl) return undefined;
  const lock = readLiveLock(config.dataDir);
  if (!lock?.port) return undefined;
  const response = await fetch(`http://127.0.0.1:${lock.port}/api/internal/operator-command`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-control-token': lock.token },
    body: JSON.stringify({ kind: 'create', ...args }),
  });
  const body = (await response.json()) as { result?: Created; message?: string };
  if (!response.ok || !body.result) throw new Error(body.message ?? `Server answered ${response.status}`);
  return body.result;
}

/**
 * `npm run operator -- create <name> [--role admin|finance]`: creates a back-office operator and
 * prints the generated password once (it is stored only as an argon2id hash).
 */
runCli(async () => {
  let args: { username: string; role: OperatorRole };
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const created =
    (await viaRunningServer(args)) ??
    (await withDatabase(async (database, config) => {
      await migrate(database);
      const service = operatorService(database.db, config);
      return service.create(args.username, args.role);
    }));
  console.log(JSON.stringify({ id: created.id, username: created.username, role: created.role, password: created.password }, null, 2));
  console.error('Store this password now: it is shown only once.');
});
