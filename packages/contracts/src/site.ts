import { z } from 'zod';

/** SPEC §2.2: 0 normal, 1 maintenance, 2 region restricted (maintenance wins). */
export const SiteStatus = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
export type SiteStatus = (typeof SiteStatus)[keyof typeof SiteStatus];

export const CsTypeSchema = z.enum(['LIVECHAT', 'TELEGRAM', 'FACEBOOK', 'TX-CHAT']);
export type CsType = z.infer<typeof CsTypeSchema>;

export const CustomerServiceSchema = z.object({
  id: z.number().int(),
  csType: CsTypeSchema,
  title: z.string(),
  csPosition: z.number().int(),
  /** AES-GCM sealed path, `base64url(iv).base64url(ciphertext)`; see lib/cs-path. */
  path: z.string(),
});
export type CustomerService = z.infer<typeof CustomerServiceSchema>;

export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  children: WhitelabelNode[];
}
export const WhitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.boolean(), children: z.array(WhitelabelNodeSchema) }),
);

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

export const RegisterRuleSchema = z.object({
  patternId: z.string(),
  acceptedPattern: z.string(),
  minLength: z.number().int().nonnegative(),
  maxLength: z.number().int().positive(),
});
export type RegisterRule = z.infer<typeof RegisterRuleSchema>;

export const BrandSchema = z.object({
  name: z.string(),
  platform: z.literal('WEB'),
  merchantCode: z.string(),
  lotteryType: z.string(),
  defaultLanguage: z.string(),
  supportedLanguages: z.array(z.string()),
  currency: z.string(),
  currencySymbol: z.string(),
  /** Agent support hours: ISO weekdays (1 = Monday) and local opening times. */
  agentSupport: z.object({ fromDay: z.number().int(), toDay: z.number().int(), open: z.string(), close: z.string() }),
});
export type Brand = z.infer<typeof BrandSchema>;

export const ResourcesSchema = z.object({
  android: z.string().nullable(),
  ios: z.string().nullable(),
  liteApp: z.string().nullable(),
  home: z.array(z.object({ labelNameEn: z.string(), url: z.string() })),
});

export const PermissionSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z
    .object({ endTime: z.string().nullable(), message: z.string() })
    .nullable(),
  regionRestriction: z.object({
    restricted: z.boolean(),
    country: z.string().nullable(),
    message: z.string(),
  }),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  customerService: z.array(CustomerServiceSchema),
  domainRoute: z.array(z.object({ domain: z.string(), type: z.string() })),
  resources: ResourcesSchema,
  whitelabel: z.array(WhitelabelNodeSchema),
  registerRules: z.array(RegisterRuleSchema),
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  brand: BrandSchema,
});
export type Permission = z.infer<typeof PermissionSchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;
