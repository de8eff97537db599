import { HELP_BRAND_TOKEN, HELP_FALLBACK_LANGUAGE, type HelpArticleInputParsed, type HelpArticlesResponse, type OperatorHelpArticle } from '@app/contracts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { HelpArticleRecord, HelpArticlesRepository, HelpArticleWrite } from './help-repository.ts';
import { canonical } from './language.ts';
import { htmlToText, sanitizeHtml } from './sanitize.ts';

export interface HelpArticlesDeps {
  /** The brand's name, put in place of {{brand}} when an article is served. */
  brandName: () => Promise<string>;
  /** Operators' names by id (the operator module's service), for "last changed by". */
  operatorNames: (ids: number[]) => Promise<Map<number, string>>;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The text in `language` (canonical), else in EN, else the first one stored. */
export function pickHelpText(texts: HelpArticleRecord['texts'], language: string) {
  const want = canonical(language);
  return texts.find((t) => t.language === want) ?? texts.find((t) => t.language === HELP_FALLBACK_LANGUAGE) ?? texts[0];
}

/**
 * Help centre articles (SPEC §2.1, §2.6; docs/content.md): members read the published ones in their
 * language with EN as the fallback; operators (admin, content) write them. Titles are stored as plain
 * text and bodies through sanitize-html (decision 0020), so what is stored is what is served.
 */
export class HelpArticlesService {
  constructor(
    private readonly repo: HelpArticlesRepository,
    private readonly deps: HelpArticlesDeps,
  ) {}

  async published(language: string): Promise<HelpArticlesResponse> {
    const [rows, brand] = await Promise.all([this.repo.list({ publishedOnly: true }), this.deps.brandName()]);
    const list = rows.flatMap((row) => {
      const text = pickHelpText(row.texts, language);
      if (!text) return [];
      return [
        {
          id: row.id,
          section: row.section,
          title: text.title.replaceAll(HELP_BRAND_TOKEN, brand),
          body: text.body.replaceAll(HELP_BRAND_TOKEN, escapeHtml(brand)),
          language: text.language,
          updatedAt: row.updated_at.toISOString(),
        },
      ];
    });
    return { list };
  }

  async list(): Promise<OperatorHelpArticle[]> {
    return this.toOperator(await this.repo.list());
  }

  async get(id: number): Promise<OperatorHelpArticle> {
    const row = await this.repo.find(id);
    if (!row) throw notFound('No such help article');
    return (await this.toOperator([row]))[0]!;
  }

  async create(input: HelpArticleInputParsed, operatorId: number): Promise<OperatorHelpArticle> {
    return (await this.toOperator([await this.repo.create(toWrite(input, operatorId))]))[0]!;
  }

  async update(id: number, input: HelpArticleInputParsed, operatorId: number) {
    const res = await this.repo.update(id, toWrite(input, operatorId));
    if (!res) throw notFound('No such help article');
    const [before, after] = await this.toOperator([res.before, res.after]);
    return { before: before!, after: after! };
  }

  async setPublished(id: number, published: boolean, operatorId: number) {
    const res = await this.repo.setPublished(id, published, operatorId);
    if (!res) throw notFound('No such help article');
    const [before, after] = await this.toOperator([res.before, res.after]);
    return { before: before!, after: after! };
  }

  private async toOperator(rows: HelpArticleRecord[]): Promise<OperatorHelpArticle[]> {
    const ids = rows.flatMap((r) => (r.updated_by === null ? [] : [r.updated_by]));
    const names = ids.length ? await this.deps.operatorNames(ids) : new Map<number, string>();
    return rows.map((r) => ({
      id: r.id,
      section: r.section,
      sort: r.sort,
      published: r.published,
      texts: [...r.texts].sort((a, b) => Number(b.language === HELP_FALLBACK_LANGUAGE) - Number(a.language === HELP_FALLBACK_LANGUAGE)),
      updatedAt: r.updated_at.toISOString(),
      updatedBy: r.updated_by === null ? null : { id: r.updated_by, username: names.get(r.updated_by) ?? `#${r.updated_by}` },
    }));
  }
}

/** Plain-text titles and sanitised bodies, TH filed as TY; refuses what would be empty or ambiguous once cleaned (400, nothing stored). */
function toWrite(input: HelpArticleInputParsed, operatorId: number): HelpArticleWrite {
  const texts = input.texts.map((t) => ({ language: canonical(t.language), title: htmlToText(t.title), body: sanitizeHtml(t.body) }));
  if (new Set(texts.map((t) => t.language)).size !== texts.length) throw badRequest('One text per language (TH and TY are the same language)', { path: ['texts'] });
  texts.forEach((t, i) => {
    if (!t.title) throw badRequest('A title is empty once markup is removed', { path: ['texts', String(i), 'title'] });
    if (!htmlToText(t.body) && !/<img\s/i.test(t.body)) throw badRequest('An article text is empty once unsafe markup is removed', { path: ['texts', String(i), 'body'] });
  });
  if (!texts.some((t) => t.language === HELP_FALLBACK_LANGUAGE)) throw badRequest(`A text in ${HELP_FALLBACK_LANGUAGE} is required`, { path: ['texts'] });
  return { section: input.section, sort: input.sort, published: input.published, updated_by: operatorId, texts };
}
