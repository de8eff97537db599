import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { DB } from '../db/schema.ts';
import { operatorService } from '../modules/operator/factory.ts';

/**
 * Demo operators of the console (docs/console.md "Demo operators"): known passwords and one TOTP
 * secret, for `npm start` on demo data and the console's browser tests. Refused in production: a
 * production site creates its first admin with `npm run operator -- create <name>`.
 */
export const DEMO_OPERATOR_PASSWORD = 'Demo-Console-2026!';
/** Base32 TOTP secret of demo.admin (add it to an authenticator app, or compute codes from it in tests). */
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const DEMO_OPERATORS = [
  { username: 'demo.admin', role: 'admin', totpSecret: DEMO_ADMIN_TOTP_SECRET },
  { username: 'demo.finance', role: 'finance' },
  { username: 'demo.support', role: 'support' },
] as const;

export async function seedOperators(db: Kysely<DB>, config: Config): Promise<void> {
  if (config.isProduction) return;
  const service = operatorService(db, config);
  for (const op of DEMO_OPERATORS) {
    await service.seedDemoOperator({ ...op, password: DEMO_OPERATOR_PASSWORD });
  }
}
