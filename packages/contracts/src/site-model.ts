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
