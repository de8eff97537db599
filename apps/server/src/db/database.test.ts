import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import type { Database } from './database.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await sql`CREATE TABLE isolation_probe (id text PRIMARY KEY)`.execute(database.db);
});
afterAll(() => database.close());

const ids = async () =>
  (await sql<{ id: string }>`SELECT id FROM isolation_probe ORDER BY id`.execute(database.db)).rows.map((r) => r.id);

describe(`concurrent transactions (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  it('keeps a rolled-back write out while the other transaction commits untouched', async () => {
    let releaseFailing!: () => void;
    const failingMayFinish = new Promise<void>((r) => (releaseFailing = r));
    let failingWrote!: () => void;
    const failingHasWritten = new Promise<void>((r) => (failingWrote = r));

    const failing = database.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO isolation_probe (id) VALUES ('rolled-back')`.execute(trx);
      failingWrote();
      await failingMayFinish;
      throw new Error('abort on purpose');
    });
    await failingHasWritten;

    // Started while the first transaction is open and holds an uncommitted row.
    const committing = database.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO isolation_probe (id) VALUES ('committed')`.execute(trx);
      return (await sql<{ id: string }>`SELECT id FROM isolation_probe ORDER BY id`.execute(trx)).rows.map((r) => r.id);
    });
    // A plain query outside any transaction must not see the uncommitted row either.
    const outside = ids();

    releaseFailing();
    await expect(failing).rejects.toThrow('abort on purpose');
    const seenInside = await committing;
    expect(seenInside).toEqual(['committed']);
    expect(await outside).not.toContain('rolled-back');
    expect(await ids()).toEqual(['committed']);
  });

  it('rolls back every statement of a failed transaction, not just the last one', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`INSERT INTO isolation_probe (id) VALUES ('a1')`.execute(trx);
        await sql`INSERT INTO isolation_probe (id) VALUES ('a2')`.execute(trx);
        await sql`INSERT INTO isolation_probe (id) VALUES ('committed')`.execute(trx); // duplicate key
      }),
    ).rejects.toThrow();
    expect(await ids()).toEqual(['committed']);
  });

  it('returns int8 columns as bigint on both engines', async () => {
    const row = (await sql<{ v: bigint }>`SELECT 9007199254740993::int8 AS v`.execute(database.db)).rows[0];
    expect(row?.v).toBe(9007199254740993n);
  });
});
