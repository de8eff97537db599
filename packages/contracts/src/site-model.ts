import type { BannersResponse } from './games.ts';
import type { Permission } from './site.ts';

/** SPEC §2.2: 0 normal, 1 maintenance, 2 region restricted (maintenance wins). */
export const SiteStatus = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
export type SiteStatus = (typeof SiteStatus)[keyof typeof SiteStatus];

export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  children: WhitelabelNode[];
}
/** Every whitelabel flag of SPEC §1 (and the feature switches later screens read). */
export const WhitelabelFlag = {
  AGENT_POLICY: 'AGENT_POLICY',
  CONTRACT_DIVIDEND: 'CONTRACT_DIVIDEND',
  CONTRACT_DAILY_SALARY: 'CONTRACT_DAILY_SALARY',
  CONTRACT_HOURLY_SALARY: 'CONTRACT_HOURLY_SALARY',
  CONTRACT_REALTIME_SALARY: 'CONTRACT_REALTIME_SALARY',
  POINTS_SYSTEM: 'POINTS_SYSTEM',
  MANUAL_REBATE: 'MANUAL_REBATE',
  REGISTRATION: 'REGISTRATION',
  MOBILE_REGISTRATION: 'MOBILE_REGISTRATION',
  REGISTER_SMS_VERIFY: 'REGISTER_SMS_VERIFY',
  MOBILE_PASSWORD_REGISTRATION: 'MOBILE_PASSWORD_REGISTRATION',
  FREE_PLAY: 'FREE_PLAY',
  PASSWORD_EXPIRY: 'PASSWORD_EXPIRY',
  LOGIN: 'LOGIN',
  SMS_LOGIN: 'SMS_LOGIN',
  PASSWORD_BY_PHONE: 'PASSWORD_BY_PHONE',
  LOBBY: 'LOBBY',
  ESPORTS_SECTION: 'ESPORTS_SECTION',
} as const;
export type WhitelabelFlag = (typeof WhitelabelFlag)[keyof typeof WhitelabelFlag];

/**
 * A flag is on when its node and every ancestor are enabled: switching off
 * AGENT_POLICY switches off every contract feature under it.
 */
export function isFlagEnabled(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled;
    if (node.enabled && isFlagEnabled(node.children, modId)) return true;
  }
  return false;
}

/**
 * What the server writes into index.html for the first screen (a JSON data block, id BOOT_DATA_ID),
 * so the app starts without waiting for these calls: the caller's permission answer and, on the
 * lobby's paths, the w_home banners. Each part is optional: the app fetches whatever is missing.
 */
export interface BootData {
  permission?: Permission;
  homeBanners?: BannersResponse;
  /** The language of homeBanners' captions (the brand's default): the app uses them only when it starts in it. */
  homeBannersLanguage?: string;
}
export const BOOT_DATA_ID = 'boot-data';
/** Paths that open the home lobby (SPEC §2.1; /login, /register, /help and /resetPassword open a popup over it). */
export const HOME_PATHS: readonly string[] = ['/', '/index', '/index.html', '/home', '/login', '/register', '/help', '/resetPassword'];
