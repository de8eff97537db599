import { HUB88_SIGNATURE_HEADER } from '@app/contracts';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../src/modules/vendor-api/signature.ts';
import { createMember } from './factories.ts';
import { buildApp } from '../src/app.ts';
import { buildTestApp, createTestDatabase, testConfig, type TestApp } from './helpers.ts';

/** A real provider's key pair: the platform gets only the public half (HUB88_PUBLIC_KEY). */
const provider = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

let t: TestApp;
beforeAll(async () => {
  // One-line form with literal \n, as an env file would carry it.
  t = await buildTestApp({ env: { HUB88_PUBLIC_KEY: provider.publicKey.replaceAll('\n', '\\n') } });
});
afterAll(async () => {
  await t.close();
});

describe('HUB88_PUBLIC_KEY configured (a real provider)', () => {
  it('verifies signatures with the configured key only', async () => {
    const m = await createMember(t.app.db);
    const issued = await t.app.vendorApi.issuePlayerToken({ memberId: m.id, gameCode: 'PG_0001' });
    const body = JSON.stringify({ user: issued.user, token: issued.token, request_uuid: randomUUID(), game_code: 'PG_0001' });
    const send = (signature: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/providers/hub88/user/balance', payload: body, headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signature } });
    expect((await send(signBody(body, provider.privateKey))).json().status).toBe('RS_OK');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect((await send(signBody(body, other))).json().status).toBe('RS_ERROR_INVALID_SIGNATURE');
    // No sandbox key pair is generated or stored.
    expect((await t.app.vendorApi.keys.get()).privateKeyPem).toBeUndefined();
    expect(await t.app.db.selectFrom('provider_keys').selectAll().execute()).toEqual([]);
  });

  it('turns the sandbox provider off (409 SANDBOX_PROVIDER_UNAVAILABLE)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/sandbox/provider/play', payload: { session: 'x'.repeat(40), stake: 100 } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SANDBOX_PROVIDER_UNAVAILABLE');
  });

  it('refuses to start with a key that does not parse', async () => {
    const database = await createTestDatabase();
    try {
      const config = testConfig({ HUB88_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nnot a key\n-----END PUBLIC KEY-----' });
      await expect(buildApp({ config, database }).then((app) => app.ready())).rejects.toThrow(/HUB88_PUBLIC_KEY/);
    } finally {
      await database.close();
    }
  });
});
