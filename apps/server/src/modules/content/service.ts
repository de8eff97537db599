import type { BannersResponse } from '@app/contracts';
import type { BannerGroup, ContentRepository } from './repository.ts';

export interface ContentServiceOptions {
  /** How long a group's banners are served from memory (the API tells browsers 60 s too). */
  cacheMs: number;
  now?: () => number;
}

/** Banners for the API and for the first screen the web plugin writes into index.html. */
export class ContentService {
  private readonly cache = new Map<BannerGroup, { at: number; value: Promise<BannersResponse> }>();
  private readonly now: () => number;

  constructor(
    private readonly repo: ContentRepository,
    private readonly options: ContentServiceOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** A group's enabled banners in display order; concurrent callers share one read, a failed read is not kept. */
  banners(group: BannerGroup): Promise<BannersResponse> {
    const hit = this.cache.get(group);
    if (hit && this.now() - hit.at < this.options.cacheMs) return hit.value;
    const value = this.repo.banners(group).then((rows) => ({
      list: rows.map((b) => ({ id: b.id, title: b.title, imageUrl: b.image_url, linkUrl: b.link_url, linkageType: b.linkage_type })),
    }));
    this.cache.set(group, { at: this.now(), value });
    value.catch(() => this.cache.delete(group));
    return value;
  }
}
