import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsoleApp, signedInAs, type SignedInOperator } from './console.fixtures.ts';
import { signedInMember } from './factories.ts';
import type { TestApp } from './helpers.ts';
import { JPEG_MIN, multipart, PNG_1PX, type Upload } from './payments.fixtures.ts';

/** Operator content images (docs/content.md): upload, checks, serving, and what the sanitiser lets through. */
let t: TestApp;
let content: SignedInOperator;
let admin: SignedInOperator;

beforeAll(async () => {
  t = await buildConsoleApp();
  content = await signedInAs(t, 'content');
  admin = await signedInAs(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const image = (data: Buffer, over: Partial<Upload> = {}): Upload => ({ field: 'image', filename: 'picture.png', contentType: 'image/png', data, ...over });

function upload(files: Upload[], headers: Record<string, string> = content.headers, fields: Record<string, string> = {}) {
  const body = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/v1/operator/content/images', headers: { ...body.headers, ...headers }, payload: body.payload });
}

const stored = async () => Number((await t.app.db.selectFrom('content_images').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

/** A PNG that is not the 1-pixel one (its own bytes, so its own id). */
const otherPng = () => Buffer.concat([PNG_1PX, Buffer.from(`tail-${Math.random()}`)]);

describe('POST /api/v1/operator/content/images', () => {
  it('stores a png and serves it at its public url with the sniffed type, nosniff and a sandbox CSP', async () => {
    const before = await stored();
    const res = await upload([image(PNG_1PX)]);
    expect(res.statusCode).toBe(201);
    const body = res.json<{ id: string; url: string; contentType: string; size: number }>();
    expect(body).toMatchObject({ url: `/api/v1/content/images/${body.id}`, contentType: 'image/png', size: PNG_1PX.length });
    expect(await stored()).toBe(before + 1);

    // Served to anyone (announcements are public), without a token.
    const got = await t.app.inject({ method: 'GET', url: body.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(got.rawPayload.equals(PNG_1PX)).toBe(true);

    // The same bytes again: the same image, nothing new stored.
    const again = await upload([image(PNG_1PX, { filename: 'copy.png' })], admin.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ id: string }>().id).toBe(body.id);
    expect(await stored()).toBe(before + 1);
  });

  it('takes the type from the bytes, not from the name or the type the client sent', async () => {
    const res = await upload([image(JPEG_MIN, { filename: 'photo.png', contentType: 'image/png' })]);
    expect(res.statusCode).toBe(201);
    const got = await t.app.inject({ method: 'GET', url: res.json<{ url: string }>().url });
    expect(got.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses anything that is not one png or jpeg of at most 5 MB, and stores nothing', async () => {
    const before = await stored();
    const cases: [string, () => ReturnType<typeof upload>, number][] = [
      ['svg claiming to be png', () => upload([image(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))]), 415],
      ['html', () => upload([image(Buffer.from('<!doctype html><script>alert(1)</script>'), { filename: 'a.jpg', contentType: 'image/jpeg' })]), 415],
      ['gif', () => upload([image(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), { filename: 'a.gif', contentType: 'image/gif' })]), 415],
      ['png signature without a header', () => upload([image(PNG_1PX.subarray(0, 12))]), 415],
      ['empty file', () => upload([image(Buffer.alloc(0))]), 415],
      ['over 5 MB', () => upload([image(Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]))]), 413],
      ['two files', () => upload([image(otherPng()), image(otherPng())]), 400],
      ['another field name', () => upload([image(otherPng(), { field: 'proof' })]), 400],
      ['a text field besides the file', () => upload([image(otherPng())], content.headers, { alt: 'x' }), 400],
      ['no file', () => upload([]), 400],
      ['json instead of a form', () => t.app.inject({ method: 'POST', url: '/api/v1/operator/content/images', headers: { ...content.headers, 'content-type': 'application/json' }, payload: { image: PNG_1PX.toString('base64') } }), 415],
    ];
    for (const [name, send, status] of cases) {
      const res = await send();
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json<{ code: string }>().code, name).toMatch(/^[A-Z_]+$/);
    }
    expect(await stored()).toBe(before);
  });

  it('is for content editors and admins only', async () => {
    const before = await stored();
    for (const role of ['finance', 'support', 'risk'] as const) {
      const op = await signedInAs(t, role);
      expect((await upload([image(otherPng())], op.headers)).statusCode, role).toBe(403);
    }
    expect((await upload([image(otherPng())], {})).statusCode).toBe(401);
    expect((await upload([image(otherPng())], (await signedInMember(t.app.db)).headers)).statusCode).toBe(401);
    expect(await stored()).toBe(before);
    expect((await upload([image(otherPng())], admin.headers)).statusCode).toBe(201);
  });

  it('answers 404 for an unknown image and 400 for an address that is no image id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/content/images/0b7c2f1e-3d4a-4c5b-9e6f-7a8b9c0d1e2f' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/content/images/1' })).statusCode).toBe(400);
  });
});

describe('images in operator HTML', () => {
  it('an announcement keeps an uploaded image and loses any other', async () => {
    const { url } = (await upload([image(otherPng())])).json<{ url: string }>();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/operator/content/announcements',
      headers: content.headers,
      payload: {
        type: 'PL',
        execution: 'A',
        texts: [{ language: 'EN', title: 'Pictures', content: `<p>ours<img src="${url}" alt="ours"></p><p>theirs<img src="https://tracker.example/pixel.png"><img src="/favicon.svg"></p>` }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ texts: { content: string }[] }>().texts[0]?.content).toBe(`<p>ours<img src="${url}" alt="ours" /></p><p>theirs</p>`);
  });
});
