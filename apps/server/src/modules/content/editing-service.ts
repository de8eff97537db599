import type { BannerInputParsed, NoticeInputParsed, OperatorBanner, OperatorNotice } from '@app/contracts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { canonical } from './language.ts';
import type { BannerRecord, BannerWrite, ContentRepository, NoticeRecord, NoticeWrite } from './repository.ts';
import { htmlToText } from './sanitize.ts';
import type { ContentService } from './service.ts';

/**
 * Operator editing of home banners and notices (marquee rows) with their per-language texts
 * (docs/content.md). The banners/notices row holds the brand default language; the other
 * languages go to banner_texts / notice_texts, which the member API reads with the row as fallback.
 * Every write drops the member-facing caches so the next page load shows it.
 */
export class ContentEditingService {
  constructor(
    private readonly repo: ContentRepository,
    private readonly content: ContentService,
    private readonly defaultLanguage: () => Promise<string>,
  ) {}

  async language(): Promise<string> {
    return canonical(await this.defaultLanguage());
  }

  /** Splits the texts into the row's (brand default language) and the others; refuses duplicates after aliasing and a missing default. */
  private split<T extends { language: string; title: string }>(texts: T[], fallback: string): { main: T; others: T[] } {
    const langs = texts.map((t) => t.language);
    if (new Set(langs).size !== langs.length) throw badRequest('One text per language (TH and TY are the same language)', { path: ['texts'] });
    if (texts.some((t) => !t.title)) throw badRequest('A title is empty once markup is removed', { path: ['texts'] });
    const main = texts.find((t) => t.language === fallback);
    if (!main) throw badRequest(`A text in the brand default language (${fallback}) is required`, { path: ['texts'], language: fallback });
    return { main, others: texts.filter((t) => t !== main) };
  }

  private async bannerWrite(input: BannerInputParsed): Promise<BannerWrite> {
    const fallback = await this.language();
    const texts = input.texts.map((t) => ({ language: canonical(t.language), title: htmlToText(t.title), image_url: t.imageUrl }));
    const { main, others } = this.split(texts, fallback);
    return {
      group_code: input.group,
      title: main.title,
      image_url: input.imageUrl,
      link_url: input.linkageType === 'NONE' ? null : input.linkUrl,
      linkage_type: input.linkageType,
      sort: input.sort,
      enabled: input.enabled,
      texts: others,
    };
  }

  private async noticeWrite(input: NoticeInputParsed): Promise<NoticeWrite> {
    const fallback = await this.language();
    const texts = input.texts.map((t) => ({ language: canonical(t.language), title: htmlToText(t.title), content: htmlToText(t.content) }));
    const { main, others } = this.split(texts, fallback);
    return {
      kind: input.kind,
      title: main.title,
      content: main.content,
      published_at: input.publishedAt ? new Date(input.publishedAt) : undefined,
      sort: input.sort,
      enabled: input.enabled,
      texts: others,
    };
  }

  /** A unique (group, title) or (kind, title) clash is the operator's to fix: 409, nothing stored. */
  private async unique<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict(`Another ${what} already has this title in the default language`);
      throw error;
    }
  }

  async banners(): Promise<OperatorBanner[]> {
    const fallback = await this.language();
    return (await this.repo.listBanners()).map((b) => toBanner(b, fallback));
  }

  async createBanner(input: BannerInputParsed): Promise<OperatorBanner> {
    const write = await this.bannerWrite(input);
    const created = await this.unique('banner of this group', () => this.repo.createBanner(write));
    this.content.invalidate();
    return toBanner(created, await this.language());
  }

  async updateBanner(id: number, input: BannerInputParsed) {
    const write = await this.bannerWrite(input);
    const res = await this.unique('banner of this group', () => this.repo.updateBanner(id, write));
    if (!res) throw notFound('No such banner');
    this.content.invalidate();
    const fallback = await this.language();
    return { before: toBanner(res.before, fallback), after: toBanner(res.after, fallback) };
  }

  async removeBanner(id: number): Promise<OperatorBanner> {
    const before = await this.repo.removeBanner(id);
    if (!before) throw notFound('No such banner');
    this.content.invalidate();
    return toBanner(before, await this.language());
  }

  async notices(): Promise<OperatorNotice[]> {
    const fallback = await this.language();
    return (await this.repo.listNotices()).map((n) => toNotice(n, fallback));
  }

  async createNotice(input: NoticeInputParsed): Promise<OperatorNotice> {
    const write = await this.noticeWrite(input);
    const created = await this.unique('notice of this kind', () => this.repo.createNotice(write));
    this.content.invalidate();
    return toNotice(created, await this.language());
  }

  async updateNotice(id: number, input: NoticeInputParsed) {
    const write = await this.noticeWrite(input);
    const res = await this.unique('notice of this kind', () => this.repo.updateNotice(id, write));
    if (!res) throw notFound('No such notice');
    this.content.invalidate();
    const fallback = await this.language();
    return { before: toNotice(res.before, fallback), after: toNotice(res.after, fallback) };
  }

  async removeNotice(id: number): Promise<OperatorNotice> {
    const before = await this.repo.removeNotice(id);
    if (!before) throw notFound('No such notice');
    this.content.invalidate();
    return toNotice(before, await this.language());
  }
}

/** The row's text is the default language's; a stored text in that language (none is written) would be shadowed by it. */
function toBanner(b: BannerRecord, fallback: string): OperatorBanner {
  return {
    id: b.id,
    group: b.group_code,
    imageUrl: b.image_url,
    linkageType: b.linkage_type,
    linkUrl: b.link_url,
    sort: b.sort,
    enabled: b.enabled,
    texts: [{ language: fallback, title: b.title, imageUrl: null }, ...b.texts.filter((t) => t.language !== fallback).map((t) => ({ language: t.language, title: t.title, imageUrl: t.image_url }))],
  };
}

function toNotice(n: NoticeRecord, fallback: string): OperatorNotice {
  return {
    id: n.id,
    kind: n.kind,
    publishedAt: n.published_at.toISOString(),
    sort: n.sort,
    enabled: n.enabled,
    texts: [{ language: fallback, title: n.title, content: n.content }, ...n.texts.filter((t) => t.language !== fallback)],
  };
}
