import { HelpArticlesResponseSchema, OperatorHelpArticleListSchema, OperatorHelpArticleSchema, type HelpArticleInput, type OperatorRole } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';

/** Help centre articles (issue 18): the member read with its language fallback, and the operator editing API. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function operator(role: OperatorRole = 'content'): Promise<Headers & { username: string }> {
  const username = `op${Math.random().toString(36).slice(2, 10)}`;
  const created = await t.app.operator.create(username, role);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { username, password: created.password } });
  return { authorization: `Bearer ${(res.json() as { token: string }).token}`, username };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, op: Headers, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1/operator/content/help-articles${url}`, headers: { authorization: op.authorization! }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function helpCentre(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/content/help-articles${query}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('public, no-cache');
  return HelpArticlesResponseSchema.parse(res.json()).list;
}

async function audits(id: number) {
  return t.app.db
    .selectFrom('operator_audit')
    .select(['action', 'operator_id', 'before', 'after'])
    .where('target_type', '=', 'help_article')
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();
}

async function count(table: 'help_articles' | 'help_article_texts') {
  const row = await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

const draft = (over: Partial<HelpArticleInput> = {}): HelpArticleInput => ({
  section: 'faq',
  sort: 50,
  texts: [
    { language: 'EN', title: 'Bonus questions', body: '<p>How do I claim a bonus? Open the reward centre.</p>' },
    { language: 'TH', title: 'คำถามเรื่องโบนัส', body: '<p>รับโบนัสอย่างไร? เปิดศูนย์รางวัล</p>' },
  ],
  ...over,
});

describe('help centre (member read)', () => {
  it('serves the four starting articles in Thai for TY and TH, with the brand name in place of {{brand}}', async () => {
    const ty = await helpCentre('?language=TY&device=WEB');
    expect(ty.map((a) => a.section)).toEqual(['term', 'responsible', 'privacy', 'faq']);
    expect(ty.map((a) => a.title)).toEqual(['ข้อกำหนดและเงื่อนไข', 'การเล่นอย่างรับผิดชอบ', 'นโยบายความเป็นส่วนตัว', 'คำถามที่พบบ่อย']);
    expect(ty.every((a) => a.language === 'TY')).toBe(true);
    expect(ty[0]!.body).toContain('เมื่อเปิดบัญชีกับ Lotus Play');
    expect(ty.some((a) => a.body.includes('{{brand}}'))).toBe(false);
    expect(await helpCentre('?language=th')).toEqual(ty);
  });

  it('answers a language without a text in English, and English when no language is given', async () => {
    const german = await helpCentre('?language=DE');
    expect(german.map((a) => [a.language, a.title])).toEqual([
      ['EN', 'Terms and conditions'],
      ['EN', 'Responsible gaming'],
      ['EN', 'Privacy policy'],
      ['EN', 'Frequently asked questions'],
    ]);
    expect(german[0]!.body).toMatch(/^<p>By opening an account with Lotus Play you confirm/);
    expect(await helpCentre('')).toEqual(german);
    // The other catalogues' texts came along, so a Japanese member still reads Japanese.
    expect((await helpCentre('?language=JA'))[3]).toMatchObject({ language: 'JA', title: 'よくある質問' });
  });

  it('refuses a malformed language with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/content/help-articles?language=x%3Cscript' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('help articles (operator API)', () => {
  it('creates a draft, publishes it, falls back to English for other languages, and audits each write with before and after', async () => {
    const op = await operator('content');
    const created = await call('POST', '', op, draft());
    expect(created.statusCode, created.body).toBe(201);
    const article = OperatorHelpArticleSchema.parse(created.json());
    expect(article).toMatchObject({ section: 'faq', sort: 50, published: false, updatedBy: { username: op.username } });
    // TH is filed as TY (decision 0002), EN first.
    expect(article.texts.map((x) => x.language)).toEqual(['EN', 'TY']);
    // A draft is not in the help centre.
    expect((await helpCentre('?language=TY')).some((a) => a.id === article.id)).toBe(false);

    const published = await call('POST', `/${article.id}/publish`, op);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ id: article.id, published: true });
    expect((await helpCentre('?language=TY')).find((a) => a.id === article.id)).toMatchObject({ title: 'คำถามเรื่องโบนัส', language: 'TY', body: '<p>รับโบนัสอย่างไร? เปิดศูนย์รางวัล</p>' });
    expect((await helpCentre('?language=VI')).find((a) => a.id === article.id)).toMatchObject({ title: 'Bonus questions', language: 'EN' });
    // After the four starting articles (sort 10-40).
    expect((await helpCentre('?language=EN')).at(-1)?.id).toBe(article.id);
    // Publishing what is published changes nothing and writes no audit row.
    expect((await call('POST', `/${article.id}/publish`, op)).statusCode).toBe(200);

    const updated = await call('PUT', `/${article.id}`, op, draft({ sort: 5, published: true, texts: [{ language: 'EN', title: 'Bonus FAQ', body: '<p>New answer.</p>' }] }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ sort: 5, texts: [{ language: 'EN', title: 'Bonus FAQ', body: '<p>New answer.</p>' }] });
    // The Thai text was removed, so a Thai member now reads the English one.
    expect((await helpCentre('?language=TY')).find((a) => a.id === article.id)).toMatchObject({ title: 'Bonus FAQ', language: 'EN' });

    const unpublished = await call('POST', `/${article.id}/unpublish`, op);
    expect(unpublished.json()).toMatchObject({ published: false });
    expect((await helpCentre('?language=EN')).some((a) => a.id === article.id)).toBe(false);

    const rows = await audits(article.id);
    expect(rows.map((r) => r.action)).toEqual(['content.help_article_create', 'content.help_article_publish', 'content.help_article_update', 'content.help_article_unpublish']);
    const [create, publish, update] = rows;
    expect(create).toMatchObject({ before: null, after: { id: article.id, published: false } });
    expect(publish).toMatchObject({ before: { published: false }, after: { published: true } });
    expect(update!.before).toMatchObject({ sort: 50, texts: [{ language: 'EN', title: 'Bonus questions' }, { language: 'TY' }] });
    expect(update!.after).toMatchObject({ sort: 5, texts: [{ language: 'EN', title: 'Bonus FAQ' }] });
    expect(new Set(rows.map((r) => r.operator_id)).size).toBe(1);

    // List and one article read the same rows.
    const list = OperatorHelpArticleListSchema.parse((await call('GET', '', op)).json());
    expect(list.items.map((a) => a.section).slice(0, 5)).toEqual(['faq', 'term', 'responsible', 'privacy', 'faq']);
    const one = await call('GET', `/${article.id}`, op);
    expect(one.json()).toEqual(list.items.find((a) => a.id === article.id));
  });

  it('stores sanitised HTML: a <script>, event handlers and foreign images are removed, the title is plain text', async () => {
    const op = await operator('admin');
    const res = await call(
      'POST',
      '',
      op,
      draft({
        published: true,
        texts: [
          {
            language: 'EN',
            title: '<b>Safe</b> title<script>x()</script>',
            body: '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a> and <a href="https://example.com/x">that</a></p><script>alert(document.cookie)</script><img src="https://evil.example/p.png" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
          },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const article = OperatorHelpArticleSchema.parse(res.json());
    const text = article.texts[0]!;
    expect(text.title).toBe('Safe title');
    expect(text.body).toBe('<p>Read <a rel="noopener noreferrer" target="_blank">this</a> and <a href="https://example.com/x" rel="noopener noreferrer" target="_blank">that</a></p>');
    const served = (await helpCentre('?language=EN')).find((a) => a.id === article.id);
    expect(served?.body).toBe(text.body);
    expect(served?.body).not.toMatch(/script|onerror|onclick|iframe|javascript:/i);
  });

  it('refuses bad input with a 400 (or 404) and stores nothing', async () => {
    const op = await operator('content');
    const [articles, texts] = [await count('help_articles'), await count('help_article_texts')];
    const bad: [string, unknown, string][] = [
      ['no English text', draft({ texts: [{ language: 'TY', title: 'ไทย', body: '<p>ไทย</p>' }] }), 'VALIDATION_ERROR'],
      ['unknown section', { ...draft(), section: 'rules' }, 'VALIDATION_ERROR'],
      ['no texts', draft({ texts: [] }), 'VALIDATION_ERROR'],
      ['sort out of range', draft({ sort: 99_999 }), 'VALIDATION_ERROR'],
      ['TH and TY both', draft({ texts: [...draft().texts, { language: 'TY', title: 'ซ้ำ', body: '<p>ซ้ำ</p>' }] }), 'BAD_REQUEST'],
      ['a title that is only markup', draft({ texts: [{ language: 'EN', title: '<i></i>', body: '<p>x</p>' }] }), 'BAD_REQUEST'],
      ['a body that is only a script', draft({ texts: [{ language: 'EN', title: 'Script', body: '<script>alert(1)</script>' }] }), 'BAD_REQUEST'],
      ['a body too long', draft({ texts: [{ language: 'EN', title: 'Long', body: 'x'.repeat(50_001) }] }), 'VALIDATION_ERROR'],
      ['a bad language code', draft({ texts: [...draft().texts, { language: 'e n', title: 'x', body: '<p>x</p>' }] }), 'VALIDATION_ERROR'],
    ];
    for (const [why, payload, code] of bad) {
      const res = await call('POST', '', op, payload);
      expect(res.statusCode, why).toBe(400);
      expect(res.json(), why).toMatchObject({ code, message: expect.any(String) });
    }
    const [first] = OperatorHelpArticleListSchema.parse((await call('GET', '', op)).json()).items;
    const update = await call('PUT', `/${first!.id}`, op, draft({ texts: [{ language: 'TY', title: 'ไทย', body: '<p>ไทย</p>' }] }));
    expect(update.statusCode).toBe(400);
    expect((await call('PUT', '/999999', op, draft())).statusCode).toBe(404);
    expect((await call('POST', '/999999/publish', op)).statusCode).toBe(404);
    expect((await call('GET', '/999999', op)).statusCode).toBe(404);
    expect((await call('GET', '/abc', op)).statusCode).toBe(400);
    expect([await count('help_articles'), await count('help_article_texts')]).toEqual([articles, texts]);
    expect(OperatorHelpArticleListSchema.parse((await call('GET', '', op)).json()).items.find((a) => a.id === first!.id)).toEqual(first);
  });

  it('lets admin and content write; support, finance and risk get 403 and nothing changes; no token is 401', async () => {
    const { items } = OperatorHelpArticleListSchema.parse((await call('GET', '', await operator('admin'))).json());
    const { id } = items.find((a) => a.section === 'term' && a.published)!;
    const before = await audits(id);
    for (const role of ['support', 'finance', 'risk'] as const) {
      const op = await operator(role);
      expect((await call('GET', '', op)).statusCode, role).toBe(403);
      expect((await call('POST', '', op, draft())).statusCode, role).toBe(403);
      expect((await call('PUT', `/${id}`, op, draft())).statusCode, role).toBe(403);
      expect((await call('POST', `/${id}/unpublish`, op)).statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/operator/content/help-articles/${id}/unpublish` })).statusCode).toBe(401);
    expect(await audits(id)).toEqual(before);
    expect((await helpCentre('?language=EN')).some((a) => a.id === id)).toBe(true);
    for (const role of ['admin', 'content'] as const) expect((await call('GET', `/${id}`, await operator(role))).statusCode, role).toBe(200);
  });
});
