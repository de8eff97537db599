/** Business constants and limits of SPEC §9, shared by server and web. */
export const PLATFORM = 'WEB';
export const PLATFORM_SHORT = 'W';
export const CLIENT_TYPE = 3;
export const GAME_PLATFORM = 'flash,html5-desktop';
export const IMAGE_SIZE = 'rx2';

export const NOTICE_PAGE_SIZE = 9;
export const NOTICE_PAGE_RANGE = 5;
export const NOTICE_MARGIN_PAGES = 1;

export const FEEDBACK_MIN_LENGTH = 20;
export const FEEDBACK_MAX_LENGTH = 200;
export const FEEDBACK_TYPES = { others: 0, deposit: 1, withdrawal: 2, game: 3, customerService: 4, agentApplication: 6 } as const;

export const ACTIVITY_COMMENT_MAX = 140;
export const UPLOAD_MAX_IMAGES = 3;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const SMS_RESEND_SECONDS_PER_MINUTE = 60;
export const SMS_CLICK_THROTTLE_MS = 1000;
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;
export const TOO_MANY_REQUESTS_WAIT_MINUTES = 5;

export const MIN_AGE_DEFAULT = 18;
export const BIRTHDAY_CONFIRM_AGE = 21;
export const REALTIME_SALARY_MINUTES = 5;
export const DEFAULT_WEAK_PASSWORD = '{secret}';
export const REMEMBER_ME_HOURS = 24;

export const HOME_ROW_PAGE_SIZE = 20;
export const FAVOURITE_PAGE_SIZE = 999;
export const RECENT_PAGE_SIZE = 20;
export const VENDOR_ROW_MAX_ITEMS = 12;
export const WINNER_BOARD_LIMIT = 20;
export const BIGGEST_WINS_SHOWN = 9;
export const SLIDES_PER_VIEW = 6;
export const SLIDE_SPACING_PX = 13;
export const GAMES_PER_SLIDE_COLUMN = 2;
export const INITIAL_RNG_VASSALAGE = 'JL';

export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;
export const FAVOURITE_THROTTLE_MS = 1000;
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000;
export const CLOCK_REFRESH_MS = 1000;
export const HOT_COUNTER_STEP = 165;
export const HOT_COUNTER_INTERVAL_MS = 3000;

export const FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

export const QR_MENU_SIZE = 120;
export const QR_DEFAULTS = { size: 800, margin: 20, correctionLevel: 'M' } as const;

export const DEFAULT_MEMBER_PAGE = 'securityCenter';
export const DEFAULT_AGENT_PAGE = 'agentTeamOverview';

/** Account types (SPEC §3/§6). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;

export type Role = 'agent' | 'trial' | 'member';
export function roleOfType(type: number): Role {
  if ((AGENT_TYPES as readonly number[]).includes(type)) return 'agent';
  if (type === TRIAL_TYPE) return 'trial';
  return 'member';
}

/** Keys the web keeps in sessionStorage (SPEC §3 "Session-stored values"). */
export const SESSION_KEYS = {
  token: 'token',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  gameVendor: 'gameVendor',
  validate: 'validate',
  merchantWallet: 'merchantWallet',
  consolidated: 'consolidated',
  enableSalary: 'enableSalary',
  enableContract: 'enableContract',
  merchantCode: 'merchantCode',
} as const;

/**
 * Operator content images (docs/content.md): uploaded through the operator API, served from this path
 * with the type told by their bytes. Operator HTML may show <img> from here only (the sanitisers check).
 * Here, not in content.ts, so the browser's sanitiser (rich-html.tsx) does not pull content.ts's zod
 * schemas into the announcement popup's chunks (~350 ms of schema set-up at 4x CPU on a first visit).
 */
export const CONTENT_IMAGE_PATH = '/api/v1/content/images/';
/** A stored image's path: the prefix and a random uuid (so unpublished images cannot be listed by counting). */
export const CONTENT_IMAGE_SRC = /^\/api\/v1\/content\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Help centre (SPEC §2.1, §2.6; docs/content.md): the sections an article belongs to, in tab order, and the
 * /help#<section> deep links. Zod-free so the web's help modal reads them without pulling in schemas.
 */
export const HELP_SECTIONS = ['term', 'responsible', 'privacy', 'faq'] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];
/** A language an article has no text in reads this one; every article keeps a text in it. */
export const HELP_FALLBACK_LANGUAGE = 'EN';
/** Written in an article's title or body, replaced by the brand's name when the article is served. */
export const HELP_BRAND_TOKEN = '{{brand}}';
