/**
 * Child process of contracts.crash.test.ts: settles the hourly salaries of the crash fixture slowly,
 * printing `claimed` once the rows are committed and `paid <n>` after each payment, until it is killed.
 * Database from DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite).
 */
import { openDatabase } from '../src/db/database.ts';
import { ContractsRepository } from '../src/modules/contracts/repository.ts';
import { ContractsService } from '../src/modules/contracts/service.ts';
import { WalletRepository } from '../src/modules/wallet/repository.ts';
import { WalletService } from '../src/modules/wallet/service.ts';
import { CRASH_NOW, formulaPort } from './contracts.fixtures.ts';

const database = process.env.DATABASE_URL ? await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolMax: 4 }) : await openDatabase({ dataDir: process.env.DATA_DIR as string });
const wallet = new WalletService(new WalletRepository(database.db), () => 'THB');
let paid = 0;
// Slow payments, so the kill lands between them.
const slowWallet: ConstructorParameters<typeof ContractsService>[2] = {
  balanceOf: (...a) => wallet.balanceOf(...a),
  openMemberWallet: (...a) => wallet.openMemberWallet(...a),
  publish: (c) => wallet.publish(c),
  // The batch path: each payment prepared slowly inside the batch's transaction, paid in one statement.
  prepare: async (input, db) => {
    await new Promise((r) => setTimeout(r, 40));
    return wallet.prepare(input, db);
  },
  completed: (p, done) => wallet.completed(p, done),
  transfer: async (input, db) => {
    await new Promise((r) => setTimeout(r, 40));
    const result = await wallet.transfer(input, db);
    return result;
  },
};
const service = new ContractsService(new ContractsRepository(database.db), formulaPort(), slowWallet, {
  afterClaim: () => void process.stdout.write('claimed\n'),
  // Small batches, so the kill lands between committed batches and inside one.
  payBatchSize: 3,
});
const payBatch = service.payBatch.bind(service);
service.payBatch = async (ids) => {
  const done = await payBatch(ids);
  paid += done.paid;
  process.stdout.write(`paid ${paid}\n`);
  return done;
};
await service.settle('HOURLY_SALARY', CRASH_NOW);
process.stdout.write('finished\n');
// Stay alive: the parent kills us.
setInterval(() => {}, 1000);
