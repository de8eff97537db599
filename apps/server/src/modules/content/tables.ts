import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Kysely view of migrations/030_announcements.sql, 032_content_images.sql, 080_content_texts.sql and 094_help_articles.sql (banners and notices are in SiteTables/GamesTables). */
export interface ContentTables {
  announcements: {
    id: Generated<number>;
    type: 'B' | 'PL' | 'PU' | 'PR';
    execution: 'A' | 'B' | 'F';
    audience: Generated<'ALL' | 'MEMBERS' | 'AGENTS' | 'VIP'>;
    vip_min_level: number | null;
    starts_at: Timestamp;
    ends_at: Date | null;
    priority: Generated<number>;
    images: ColumnType<{ sequence: number; url: string }[], string | undefined, string>;
    enabled: Generated<boolean>;
    created_at: Generated<Date>;
    updated_at: Timestamp;
  };
  announcement_texts: {
    announcement_id: number;
    language: string;
    title: string;
    content: string;
  };
  banner_texts: {
    banner_id: number;
    language: string;
    title: string;
    image_url: string | null;
  };
  notice_texts: {
    notice_id: number;
    language: string;
    title: string;
    content: string;
  };
  content_images: {
    id: string;
    content_type: 'image/png' | 'image/jpeg';
    size: number;
    sha256: Buffer;
    bytes: Buffer;
    operator_id: number;
    created_at: Generated<Date>;
  };
  help_articles: {
    id: Generated<number>;
    section: 'term' | 'responsible' | 'privacy' | 'faq';
    sort: number;
    published: boolean;
    updated_by: number | null;
    updated_at: Timestamp;
    created_at: Generated<Date>;
  };
  help_article_texts: {
    article_id: number;
    language: string;
    title: string;
    body: string;
  };
}
