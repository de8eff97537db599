import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import { readLiveLock } from '../db/data-dir-lock.ts';
import { WalletRepository } from '../modules/wallet/repository.ts';
import { WalletService, type CheckResult } from '../modules/wallet/service.ts';
import { runCli, withDatabase } from './context.ts';

/**
 * `npm run ledger:check [-- --json]`: proves the ledger (every balance equals the sum of its
 * transfers; all balances of a currency sum to zero; no member below zero). Exits 0 when
 * balanced, 1 when any problem is found. Read-only. On the embedded database held by a
 * running server it asks that server (loopback control endpoint), like `npm run site`.
 */
async function viaRunningServer(): Promise<CheckResult | undefined> {
  const config = loadConfig();
  if (config.databaseUrl) return undefined;
  const lock = readLiveLock(config.dataDir);
  if (!lock?.port) return undefined;
  const response = await fetch(`http://127.0.0.1:${lock.port}/api/internal/ledger-check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-control-token': lock.token },
    body: '{}',
  });
  const body = (await response.json()) as { result?: CheckResult; message?: string };
  if (!response.ok || !body.result) throw new Error(body.message ?? `Server answered ${response.status}`);
  return body.result;
}

function print(result: CheckResult, json: boolean) {
  if (json) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  console.log(`Ledger: ${result.accounts} accounts, ${result.transfers} transfers.`);
  if (result.ok) {
    console.log('OK: every balance equals the sum of its transfers and all balances sum to zero.');
    return;
  }
  console.error(`FAILED: ${result.problems.length} problem(s):`);
  for (const p of result.problems) console.error(`  - ${p}`);
}

runCli(async () => {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--json');
  if (unknown.length) {
    console.error(`Unknown argument: ${unknown.join(' ')}\nUsage: npm run ledger:check [-- --json]`);
    process.exit(2);
  }
  const result =
    (await viaRunningServer()) ??
    (await withDatabase(async (database) => {
      const exists = await sql<{ t: string | null }>`SELECT to_regclass('ledger_transfers')::text AS t`.execute(database.db);
      if (!exists.rows[0]?.t) throw new Error('The ledger tables do not exist yet: run npm run db:migrate first.');
      return new WalletService(new WalletRepository(database.db), () => 'XXX').check();
    }));
  print(result, args.includes('--json'));
  if (!result.ok) process.exit(1);
});
