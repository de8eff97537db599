import type { HelpSection } from '@app/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface HelpArticleRecord {
  id: number;
  section: HelpSection;
  sort: number;
  published: boolean;
  updated_by: number | null;
  updated_at: Date;
  texts: { language: string; title: string; body: string }[];
}

/** What an operator write stores; `updated_at` is set to the time of the write. */
export type HelpArticleWrite = Pick<HelpArticleRecord, 'section' | 'sort' | 'published' | 'updated_by' | 'texts'>;

const COLUMNS = ['id', 'section', 'sort', 'published', 'updated_by', 'updated_at'] as const;

/** Help centre articles and their per-language texts (094_help_articles.sql). Each write is one transaction. */
export class HelpArticlesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Articles in help-centre order (sort, then oldest first), each with all its texts; one article with `id`, published ones with `publishedOnly`. */
  async list(options: { id?: number; publishedOnly?: boolean } = {}, db: Kysely<DB> = this.db): Promise<HelpArticleRecord[]> {
    let q = db.selectFrom('help_articles').select(COLUMNS);
    if (options.id !== undefined) q = q.where('id', '=', options.id);
    if (options.publishedOnly) q = q.where('published', '=', true);
    const rows = await q.orderBy('sort').orderBy('id').limit(500).execute();
    if (rows.length === 0) return [];
    const texts = await db
      .selectFrom('help_article_texts')
      .select(['article_id', 'language', 'title', 'body'])
      .where('article_id', 'in', rows.map((r) => r.id))
      .orderBy('language')
      .execute();
    return rows.map((r) => ({ ...r, texts: texts.filter((t) => t.article_id === r.id).map(({ language, title, body }) => ({ language, title, body })) }));
  }

  async find(id: number, db: Kysely<DB> = this.db): Promise<HelpArticleRecord | undefined> {
    return (await this.list({ id }, db))[0];
  }

  private async writeTexts(trx: Transaction<DB>, id: number, texts: HelpArticleWrite['texts']) {
    await trx.deleteFrom('help_article_texts').where('article_id', '=', id).execute();
    await trx
      .insertInto('help_article_texts')
      .values(texts.map((t) => ({ article_id: id, ...t })))
      .execute();
  }

  create(a: HelpArticleWrite): Promise<HelpArticleRecord> {
    return this.db.transaction().execute(async (trx) => {
      const { texts, ...fields } = a;
      const { id } = await trx
        .insertInto('help_articles')
        .values({ ...fields, updated_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.writeTexts(trx, id, texts);
      return (await this.find(id, trx))!;
    });
  }

  /** Replaces an article and its texts; undefined when there is no such article. */
  update(id: number, a: HelpArticleWrite): Promise<{ before: HelpArticleRecord; after: HelpArticleRecord } | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const locked = await trx.selectFrom('help_articles').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!locked) return undefined;
      const before = (await this.find(id, trx))!;
      const { texts, ...fields } = a;
      await trx
        .updateTable('help_articles')
        .set({ ...fields, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await this.writeTexts(trx, id, texts);
      return { before, after: (await this.find(id, trx))! };
    });
  }

  /** Publishes or withdraws an article; undefined when there is no such article. Unchanged when it already is. */
  setPublished(id: number, published: boolean, updatedBy: number): Promise<{ before: HelpArticleRecord; after: HelpArticleRecord } | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const locked = await trx.selectFrom('help_articles').select(['id', 'published']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!locked) return undefined;
      const before = (await this.find(id, trx))!;
      if (locked.published === published) return { before, after: before };
      await trx.updateTable('help_articles').set({ published, updated_by: updatedBy, updated_at: new Date() }).where('id', '=', id).execute();
      return { before, after: (await this.find(id, trx))! };
    });
  }
}
