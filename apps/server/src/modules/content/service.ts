import type { BannersResponse, Notice } from '@app/contracts';
import { canonical } from './language.ts';
import { sanitizeHtml } from './sanitize.ts';
import type { BannerGroup, ContentRepository } from './repository.ts';

export interface ContentServiceOptions {
  /** How long a group's banners are served from memory (the API tells browsers 60 s too). */
  cacheMs: number;
  now?: () => number;
}

/** Banners for the API and for the first screen the web plugin writes into index.html. */
export class ContentService {
  private readonly cache = new Map<string, { at: number; value: Promise<BannersResponse> }>();
  private readonly noticeCache = new Map<string, { at: number; value: Promise<{ list: Notice[]; total: number }> }>();
  private readonly now: () => number;

  constructor(
    private readonly repo: ContentRepository,
    private readonly options: ContentServiceOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /**
   * A group's enabled banners in display order, captions in `language` (else the default text);
   * concurrent callers share one read, a failed read is not kept.
   */
  banners(group: BannerGroup, language: string): Promise<BannersResponse> {
    const lang = canonical(language);
    const key = `${group}:${lang}`;
    const hit = this.cache.get(key);
    if (hit && this.now() - hit.at < this.options.cacheMs) return hit.value;
    const value = this.repo.banners(group, lang).then((rows) => ({
      list: rows.map((b) => ({ id: b.id, title: b.title, imageUrl: b.image_url, linkUrl: b.link_url, linkageType: b.linkage_type })),
    }));
    this.cache.set(key, { at: this.now(), value });
    value.catch(() => this.cache.delete(key));
    return value;
  }

  /** Published notices of a kind in `language` (else the default text), content sanitised for display; cached like banners. */
  notices(kind: 'PLAYER' | 'GAME', page: number, pageSize: number, language: string): Promise<{ list: Notice[]; total: number }> {
    const lang = canonical(language);
    const key = `${kind}:${page}:${pageSize}:${lang}`;
    const hit = this.noticeCache.get(key);
    if (hit && this.now() - hit.at < this.options.cacheMs) return hit.value;
    const value = this.repo.notices(kind, pageSize, (page - 1) * pageSize, lang).then(({ rows, total }) => ({
      list: rows.map((n) => ({ id: n.id, title: n.title, content: sanitizeHtml(n.content), time: n.published_at.toISOString() })),
      total,
    }));
    if (this.noticeCache.size > 500) this.noticeCache.clear();
    this.noticeCache.set(key, { at: this.now(), value });
    value.catch(() => this.noticeCache.delete(key));
    return value;
  }

  /** Forgets every cached banner group and notice page (an operator changed one); the next read is fresh. */
  invalidate(): void {
    this.cache.clear();
    this.noticeCache.clear();
  }
}
