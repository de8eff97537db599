import { LoginPayloadSchema } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { CAPTCHA_ALPHABET, renderCaptchaSvg } from '../src/modules/accounts/captcha.ts';
import { EnvelopeKeys, KEY_GRACE_MS, KEY_LIFETIME_MS } from '../src/modules/accounts/crypto-envelope.ts';
import { maskEmail, maskMobile, parseMobile } from '../src/modules/accounts/mobile.ts';
import { PasswordHasher } from '../src/modules/accounts/passwords.ts';
import { Secrets } from '../src/modules/accounts/secrets.ts';
import { newTotpSecret, otpauthUrl, totpCode, verifyTotp } from '../src/modules/accounts/totp.ts';
import { sealPayload } from './crypto-envelope-client.ts';
import { createTestDatabase } from './helpers.ts';

describe('TOTP (RFC 6238 vectors, through otplib)', () => {
  // base32 of the RFC test key '12345678901234567890'
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it('matches the RFC 6238 SHA-1 values (last 6 digits)', () => {
    expect(totpCode(rfcSecret, 59_000)).toBe('287082');
    expect(totpCode(rfcSecret, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(rfcSecret, 1_234_567_890_000)).toBe('005924');
    expect(totpCode(rfcSecret, 2_000_000_000_000)).toBe('279037');
  });

  it('accepts one step of drift either way, not two, and never a step at or before the last used', () => {
    const now = 1_700_000_000_000;
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, now - 30_000), now)).not.toBeNull();
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, now + 30_000), now)).not.toBeNull();
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, now - 60_000), now)).toBeNull();
    const step = verifyTotp(rfcSecret, totpCode(rfcSecret, now), now);
    expect(step).toBe(Math.floor(now / 30_000));
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, now), now, step)).toBeNull();
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, now + 30_000), now, step)).toBe(step! + 1);
    expect(verifyTotp(rfcSecret, 'abcdef', now)).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth URL an authenticator app reads', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(otpauthUrl({ issuer: 'Lotus Play', account: 'demo', secret }));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Lotus Play');
    expect(url.searchParams.get('period') ?? '30').toBe('30');
    expect(url.searchParams.get('digits') ?? '6').toBe('6');
  });
});

describe('captcha drawing', () => {
  it('draws every glyph, differently each time, without the answer in the text', () => {
    const svg = renderCaptchaSvg(CAPTCHA_ALPHABET.slice(0, 5));
    expect(svg.startsWith('<svg')).toBe(true);
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i += 5) expect(() => renderCaptchaSvg(CAPTCHA_ALPHABET.slice(i, i + 5))).not.toThrow();
    expect(renderCaptchaSvg('AB234')).not.toBe(renderCaptchaSvg('AB234'));
    expect(renderCaptchaSvg('AB234')).not.toContain('AB234');
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL5S]/);
  });
});

describe('mobile numbers', () => {
  const countries = [
    { country_code: 'TH', country_dialing_code: '+66', mobile_min_digits: 9, mobile_max_digits: 9 },
    { country_code: 'VN', country_dialing_code: '+84', mobile_min_digits: 9, mobile_max_digits: 10 },
  ];
  it('normalises the usual ways of writing a number', () => {
    for (const raw of ['0812345678', '812345678', '081-234-5678', '+66812345678', '(081) 234 5678']) {
      expect(parseMobile(raw, '+66', countries).e164).toBe('+66812345678');
    }
    expect(parseMobile('0912345678', '84', countries).e164).toBe('+84912345678');
  });
  it('refuses wrong lengths, letters and unknown countries', () => {
    expect(() => parseMobile('12345', '+66', countries)).toThrow(expect.objectContaining({ code: 'MOBILE_INVALID', details: { digits: 9 } }));
    expect(() => parseMobile('81234567a', '+66', countries)).toThrow(expect.objectContaining({ code: 'MOBILE_INVALID' }));
    expect(() => parseMobile('812345678', '+999', countries)).toThrow(expect.objectContaining({ code: 'MOBILE_INVALID' }));
    expect(() => parseMobile('  ', '+66', countries)).toThrow(expect.objectContaining({ code: 'MOBILE_REQUIRED' }));
  });
  it('masks', () => {
    expect(maskMobile('+66', '812345678')).toBe('+66 81*****78');
    expect(maskEmail('somchai@example.com')).toBe('s***i@example.com');
  });
});

describe('passwords', () => {
  it('hashes with argon2id, verifies, and flags hashes of another cost for re-hashing', async () => {
    const hasher = new PasswordHasher({ memoryCost: 4096, timeCost: 1, parallelism: 1 });
    const h = await hasher.hash('Secret12!');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=4096,t=1,p=1\$/);
    expect(await hasher.verify(h, 'Secret12!')).toBe(true);
    expect(await hasher.verify(h, 'secret12!')).toBe(false);
    expect(await hasher.verify(null, 'Secret12!')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'Secret12!')).toBe(false);
    expect(hasher.needsRehash(h)).toBe(false);
    expect(new PasswordHasher({ memoryCost: 8192, timeCost: 1, parallelism: 1 }).needsRehash(h)).toBe(true);
  });
});

describe('encrypted envelopes and key rotation', () => {
  let database: Database;
  let clock = Date.parse('2026-11-23T00:00:00Z');
  const secrets = new Secrets('unit-test-secret-0123456789');
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('publishes one key for 6 h, accepts it 10 minutes longer, then refuses it', async () => {
    const keys = new EnvelopeKeys(database.db, secrets, () => clock);
    const first = await keys.publicKey();
    expect(await keys.publicKey()).toEqual(first);
    const envelope = await sealPayload(first, { type: 'username', username: 'demo', password: 'x' });
    expect(await keys.open(envelope, LoginPayloadSchema)).toMatchObject({ username: 'demo' });

    // Another instance (fresh cache, same database) accepts it and publishes the same key.
    const other = new EnvelopeKeys(database.db, secrets, () => clock);
    expect((await other.publicKey()).keyId).toBe(first.keyId);
    expect(await other.open(envelope, LoginPayloadSchema)).toMatchObject({ username: 'demo' });

    clock += KEY_LIFETIME_MS + 1;
    const second = await keys.publicKey();
    expect(second.keyId).not.toBe(first.keyId);
    expect(await keys.open(envelope, LoginPayloadSchema)).toMatchObject({ username: 'demo' });
    clock += KEY_GRACE_MS;
    await expect(keys.open(envelope, LoginPayloadSchema)).rejects.toMatchObject({ code: 'ENCRYPTION_KEY_EXPIRED' });
    await expect(new EnvelopeKeys(database.db, secrets, () => clock).open(envelope, LoginPayloadSchema)).rejects.toMatchObject({ code: 'ENCRYPTION_KEY_EXPIRED' });
  });

  it('refuses a key sealed under another secret and validates the payload', async () => {
    const keys = new EnvelopeKeys(database.db, secrets, () => clock);
    const pub = await keys.publicKey();
    const bad = await sealPayload(pub, { type: 'username', username: '' });
    await expect(keys.open(bad, LoginPayloadSchema)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    const foreign = new EnvelopeKeys(database.db, new Secrets('another-secret-0123456789'), () => clock);
    const ok = await sealPayload(pub, { type: 'username', username: 'a', password: 'b' });
    // After AUTH_KEY_SECRET changes, old pairs are unusable: refused as expired (the web refetches), and replaced.
    await expect(foreign.open(ok, LoginPayloadSchema)).rejects.toMatchObject({ code: 'ENCRYPTION_KEY_EXPIRED' });
    const fresh = await foreign.publicKey();
    expect(fresh.keyId).not.toBe(pub.keyId);
    expect(await foreign.open(await sealPayload(fresh, { type: 'username', username: 'a', password: 'b' }), LoginPayloadSchema)).toMatchObject({ username: 'a' });
  });
});
