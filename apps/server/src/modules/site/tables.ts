import type { Generated, JSONColumnType } from 'kysely';

export interface SiteTables {
  site_settings: {
    key: string;
    value: JSONColumnType<object, string, string>;
    updated_at: Generated<Date>;
  };
  whitelabel_flags: {
    mod_id: string;
    parent_id: string | null;
    enabled: Generated<boolean>;
    sort: Generated<number>;
  };
  customer_service_entries: {
    id: Generated<number>;
    cs_type: 'LIVECHAT' | 'TELEGRAM' | 'FACEBOOK' | 'TX-CHAT';
    title: string;
    position: Generated<number>;
    path: string;
    enabled: Generated<boolean>;
  };
  register_rules: {
    pattern_id: string;
    accepted_pattern: string;
    min_length: number;
    max_length: number;
  };
  domain_routes: {
    domain: string;
    type: 'MEMBER' | 'AGENT' | 'APP';
  };
  banners: {
    id: Generated<number>;
    group_code: 'w_home' | 'w_login' | 'w_register' | 'w_forget' | 'w_leftmenu';
    title: string;
    image_url: string;
    link_url: string | null;
    linkage_type: Generated<'NONE' | 'INTERNAL' | 'EXTERNAL'>;
    sort: Generated<number>;
    enabled: Generated<boolean>;
  };
}
