import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en/errors.json';
import { errorText } from './error-text.ts';
import { ApiError } from './http.ts';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { errors: en } } });
});

describe('error messages (SPEC §8)', () => {
  it('maps a stable code to its translation, never the server text', () => {
    expect(errorText(new ApiError(401, 'INVALID_CREDENTIALS', 'raw server words'))).toBe('Incorrect username or password.');
    expect(errorText(new ApiError(429, 'TOO_MANY_REQUESTS', 'slow down'))).toBe('Too many requests. Please try again after 5 minutes.');
  });

  it('shows the provider text of a failed SMS request as it is', () => {
    expect(errorText(new ApiError(503, 'SMS_FAILED', 'Gateway says: number barred'))).toBe('Gateway says: number barred');
  });

  it('fills the digits and the lock minutes from the details', () => {
    expect(errorText(new ApiError(400, 'MOBILE_INVALID', 'x', { digits: 9 }))).toBe('Invalid mobile number. Please enter 9 digit numbers.');
    expect(errorText(new ApiError(423, 'ACCOUNT_LOCKED', 'x', { retryAfterSeconds: 600 }))).toContain('10 minutes');
  });

  it('falls back to a translated generic message for unknown codes and non-API errors', () => {
    expect(errorText(new ApiError(418, 'SOMETHING_NEW', 'teapot'))).toBe('Unknown error. Please try again later.');
    expect(errorText(new TypeError('boom'))).toBe('Unknown error. Please try again later.');
    expect(errorText(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe('Network link abnormal. Please try again.');
  });
});
