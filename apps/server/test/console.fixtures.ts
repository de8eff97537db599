import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@app/contracts';
import { totpCode } from '../src/modules/accounts/totp.ts';
import { seedSite } from '../src/seed/site.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { PAYMENTS_ENV } from './payments.fixtures.ts';

/**
 * The whole app for the console tests: cheap argon2, jobs by hand, a low approval threshold (100.00).
 * Only the site settings are seeded (brand and currency: every deployed site has them), no demo
 * members, bets or audit rows, so the figures the tests read are their own.
 */
export function buildConsoleApp(env: Record<string, string> = {}): Promise<TestApp> {
  return buildTestApp({ env: { ...PAYMENTS_ENV, ADJUSTMENT_APPROVAL_THRESHOLD: '10000', ...env }, seed: false, extend: (app) => seedSite(app.db, app.config) });
}

export interface SignedInOperator {
  id: number;
  username: string;
  role: OperatorRole;
  password: string;
  token: string;
  headers: { authorization: string };
}

export async function operatorLogin(t: TestApp, username: string, password: string, otp?: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { username, password, ...(otp ? { otp } : {}) } });
}

/** A new operator of the role, signed in. */
export async function signedInAs(t: TestApp, role: OperatorRole): Promise<SignedInOperator> {
  const username = `${role}${randomBytes(4).toString('hex')}`;
  const created = await t.app.operator.create(username, role);
  const res = await operatorLogin(t, username, created.password);
  if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.body}`);
  const token = (res.json() as { token: string }).token;
  return { ...created, token, headers: { authorization: `Bearer ${token}` } };
}

/** The current code of a TOTP secret, `stepsAhead` 30-second steps later. */
export const codeOf = (secret: string, stepsAhead = 0) => totpCode(secret, Date.now() + stepsAhead * 30_000);
