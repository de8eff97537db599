import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/**
 * RFC 6238 TOTP through otplib: HMAC-SHA1, 30-second steps, 6 digits, one step of clock drift
 * either way. This file only fixes the parameters the product uses; the algorithm is the library's.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW = 1;

const params = { period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS, algorithm: 'sha1' } as const;

/** 20 random bytes (160 bits, the RFC 4226 recommendation), base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpCode(secretBase32: string, nowMs: number): string {
  return generateSync({ ...params, secret: secretBase32, epoch: Math.floor(nowMs / 1000) });
}

/**
 * The matching time step within the window, or null. Callers pass the last accepted step so a
 * code works once (otplib's afterTimeStep rejects a step at or below it).
 */
export function verifyTotp(secretBase32: string, code: string, nowMs: number, lastStep?: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    ...params,
    secret: secretBase32,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOTP_WINDOW * TOTP_PERIOD_SECONDS,
    ...(lastStep != null ? { afterTimeStep: lastStep } : {}),
  });
  // The functional API types HOTP and TOTP results together; a TOTP match carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export function otpauthUrl(input: { issuer: string; account: string; secret: string }): string {
  return generateURI({ ...params, issuer: input.issuer, label: input.account, secret: input.secret });
}
