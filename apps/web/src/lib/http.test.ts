import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, buildUrl, onUnauthorized } from './http.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const respond = (status: number, body: unknown) => vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }));

describe('api client', () => {
  it('builds query strings without empty values', () => {
    expect(buildUrl('/games', { pageNo: 1, q: '', vassalage: undefined, hot: true })).toBe('/api/v1/games?pageNo=1&hot=true');
  });

  it('sends the session token and JSON body', async () => {
    sessionStorage.setItem('token', 'tk');
    const fetch = respond(200, { ok: 1 });
    vi.stubGlobal('fetch', fetch);
    await api('/x', { method: 'POST', body: { a: 1 } });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tk');
    expect(init.body).toBe('{"a":1}');
  });

  it('turns an error answer into an ApiError with the server code', async () => {
    vi.stubGlobal('fetch', respond(429, { code: 'TOO_MANY_REQUESTS', message: 'slow down' }));
    await expect(api('/x')).rejects.toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
  });

  it('reports network failure as NETWORK_ERROR', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await api('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('NETWORK_ERROR');
  });

  it('tells listeners when a token is refused (401)', async () => {
    sessionStorage.setItem('token', 'expired');
    vi.stubGlobal('fetch', respond(401, { code: 'UNAUTHORIZED', message: 'no' }));
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    await api('/x').catch(() => undefined);
    off();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('sends form-urlencoded bodies when asked', async () => {
    const fetch = respond(200, {});
    vi.stubGlobal('fetch', fetch);
    await api('/forgot', { method: 'POST', form: { username: 'a b', email: 'x@y.z' } });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('username=a+b&email=x%40y.z');
  });
});
