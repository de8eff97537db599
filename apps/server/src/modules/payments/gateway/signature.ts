import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-gateway-signature';
export const TIMESTAMP_HEADER = 'x-gateway-timestamp';

/** hex HMAC-SHA256 over `${timestamp}.${rawBody}` (the timestamp is signed so a replay cannot refresh it). */
export function signCallback(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export type SignatureCheck = 'ok' | 'missing' | 'bad_signature' | 'stale';

export function checkSignature(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  nowMs: number,
  toleranceSeconds: number,
): SignatureCheck {
  const sig = headers[SIGNATURE_HEADER];
  const ts = headers[TIMESTAMP_HEADER];
  if (typeof sig !== 'string' || typeof ts !== 'string' || !/^[0-9]{1,12}$/.test(ts) || !/^[0-9a-f]{64}$/.test(sig)) return 'missing';
  const expected = Buffer.from(signCallback(secret, Number(ts), rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return 'bad_signature';
  if (Math.abs(nowMs / 1000 - Number(ts)) > toleranceSeconds) return 'stale';
  return 'ok';
}
