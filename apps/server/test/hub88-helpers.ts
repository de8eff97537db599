import { HUB88_SIGNATURE_HEADER, type Hub88Response } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { signBody } from '../src/modules/vendor-api/signature.ts';
import { createMember } from './factories.ts';
import type { TestApp } from './helpers.ts';

/** A seeded game the provider tests bet on. */
export const GAME = 'PG_0001';
export const BASE = '/api/v1/providers/hub88';

/** Test side of the Hub88 provider: signs with the sandbox private key the app generated. */
export async function hub88(t: TestApp) {
  const keys = await t.app.vendorApi.keys.get();
  const privateKey = keys.privateKeyPem as string;

  async function send(path: string, payload: string, signature: string | null = signBody(payload, privateKey)) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature !== null) headers[HUB88_SIGNATURE_HEADER] = signature;
    const res = await t.app.inject({ method: 'POST', url: `${BASE}${path}`, payload, headers });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
    return res.json<Hub88Response>();
  }

  /** Signed JSON call; `request_uuid` is added when missing. */
  function call(path: string, body: Record<string, unknown>) {
    return send(path, JSON.stringify({ request_uuid: randomUUID(), ...body }));
  }

  /** A member with a funded wallet (minor units) and a live player token for GAME. */
  async function player(funds = 100_000n, opts: { currency?: string; ttlMs?: number } = {}) {
    const member = await createMember(t.app.db);
    const currency = opts.currency ?? (await t.app.wallet.balanceOf(member.id)).currency;
    if (funds > 0n) {
      await t.app.wallet.transfer({
        idempotencyKey: `test-fund-${member.id}-${randomUUID()}`,
        from: { system: 'PAYMENT_CLEARING' },
        to: { member: member.id },
        amount: funds,
        currency,
        kind: 'DEPOSIT',
      });
    }
    const issued = await t.app.vendorApi.issuePlayerToken({ memberId: member.id, gameCode: GAME, currency, ttlMs: opts.ttlMs });
    const balance = async () => (await t.app.wallet.balanceOf(member.id, currency)).balance;
    const base = { user: issued.user, token: issued.token, game_code: GAME, currency };
    const bet = (amount: number, extra: Record<string, unknown> = {}) =>
      ({ ...base, transaction_uuid: randomUUID(), round: randomUUID(), amount, round_closed: false, is_free: false, ...extra }) as Record<string, unknown>;
    const win = (betBody: Record<string, unknown>, amount: number, extra: Record<string, unknown> = {}) =>
      ({ ...base, transaction_uuid: randomUUID(), round: betBody.round, reference_transaction_uuid: betBody.transaction_uuid, amount, round_closed: true, ...extra }) as Record<string, unknown>;
    const rollback = (reference: string, extra: Record<string, unknown> = {}) =>
      ({ user: issued.user, token: issued.token, game_code: GAME, transaction_uuid: randomUUID(), reference_transaction_uuid: reference, round: randomUUID(), round_closed: true, ...extra }) as Record<string, unknown>;
    return { member, issued, currency, balance, bet, win, rollback, base };
  }

  return { privateKey, send, call, player };
}
