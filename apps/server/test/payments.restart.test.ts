import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { seedDemo } from '../src/seed/index.ts';
import { CALLBACK_JOB } from '../src/modules/payments/index.ts';
import { createTestDatabase, testConfig } from './helpers.ts';
import { signedInMember } from './factories.ts';
import { PAYMENTS_ENV } from './payments.fixtures.ts';

const config = testConfig(PAYMENTS_ENV);
const database = await createTestDatabase();
afterAll(() => database.close());

describe('sandbox gateway callback queue', () => {
  it('survives a restart: a callback queued before the server stopped is delivered by the next one, once', async () => {
    await seedDemo(database, config);
    const first = await buildApp({ config, database });
    await first.ready();
    const m = await signedInMember(first.db);
    const created = await first.inject({ method: 'POST', url: '/api/v1/payments/deposits', headers: m.headers, payload: { method: 'GATEWAY', amount: 45_000, requestId: 'restart-test-0001' } });
    const { payUrl, deposit } = created.json() as { payUrl: string; deposit: { id: string } };
    const paid = await first.inject({ method: 'POST', url: payUrl, payload: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.statusCode).toBe(303);
    // The server stops before its job ran.
    await first.close();

    const second = await buildApp({ config, database });
    await second.ready();
    try {
      const before = await second.wallet.balanceOf(m.id, 'THB');
      expect(before.balance).toBe(0n);
      await second.jobs.runNow(CALLBACK_JOB);
      expect((await second.wallet.balanceOf(m.id, 'THB')).balance).toBe(45_000n);
      const status = (await second.inject({ method: 'GET', url: `/api/v1/payments/deposits/${deposit.id}`, headers: m.headers })).json() as { status: string };
      expect(status.status).toBe('CREDITED');
      expect(((await second.jobs.runNow(CALLBACK_JOB)) as { tried: number }).tried).toBe(0);
      expect((await second.wallet.check()).ok).toBe(true);
    } finally {
      await second.close();
    }
  });
});
