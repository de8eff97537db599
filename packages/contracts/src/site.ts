import { z } from 'zod';
import type { WhitelabelNode } from './site-model.ts';

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

export const WhitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.boolean(), children: z.array(WhitelabelNodeSchema) }),
);

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
  /** The brand's logo (site settings): an https:// URL or a site path; null: the site's own mark. */
  logoUrl: z.string().nullable().optional(),
  /** The brand's colours (site settings); absent: the site's own theme colours. */
  colors: z.object({ primary: z.string(), accent: z.string() }).optional(),
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
