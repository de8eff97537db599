import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { devSecret, Secrets } from '../accounts/secrets.ts';
import { OperatorRepository } from './repository.ts';
import { OperatorService } from './service.ts';

/** The operator service with the settings of `config` (the plugin, the CLI and the demo seed build it alike). */
export function operatorService(db: Kysely<DB>, config: Config): OperatorService {
  return new OperatorService(new OperatorRepository(db), {
    argon2: config.accounts.argon2,
    sessionHours: config.operator.sessionHours,
    idleMinutes: config.operator.idleMinutes,
    // The same key material as the members' TOTP secrets (AUTH_KEY_SECRET), under its own envelope.
    secrets: new Secrets(config.accounts.authKeySecret ?? devSecret(config.merchantCode)),
    totpIssuer: `${config.merchantCode} console`,
  });
}
