import { z } from 'zod';

/** Shapes of the `site_settings` rows, validated on read and on write. */
export const MaintenanceSettingSchema = z.object({
  enabled: z.boolean(),
  endTime: z.string().datetime({ offset: true }).nullable(),
  message: z.string().max(2000),
});
export type MaintenanceSetting = z.infer<typeof MaintenanceSettingSchema>;

const Cidr = z.string().refine((v) => /^[0-9a-fA-F:.]+\/\d{1,3}$/.test(v), 'expected a CIDR such as 203.0.113.0/24');

export const RegionSettingSchema = z.object({
  blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)),
  allowCidrs: z.array(Cidr),
  denyCidrs: z.array(Cidr),
  message: z.string().max(2000),
});
export type RegionSetting = z.infer<typeof RegionSettingSchema>;

export const BrandSettingSchema = z.object({
  name: z.string().min(1).max(60),
  merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  lotteryType: z.string(),
  defaultLanguage: z.string(),
  supportedLanguages: z.array(z.string()).min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
  currencySymbol: z.string().max(4),
  agentSupport: z.object({ fromDay: z.number().int().min(1).max(7), toDay: z.number().int().min(1).max(7), open: z.string(), close: z.string() }),
  /** Set in the console (issue 18); absent on sites seeded before: the web's own logo and colours. */
  logoUrl: z.string().max(500).nullable().optional(),
  colors: z.object({ primary: z.string().regex(/^#[0-9a-fA-F]{6}$/), accent: z.string().regex(/^#[0-9a-fA-F]{6}$/) }).optional(),
});
export type BrandSetting = z.infer<typeof BrandSettingSchema>;

export const CdnSettingSchema = z.object({
  imageCDNs: z.array(z.string().max(300)),
  launchGameCDNs: z.array(z.string().max(300)),
});
export type CdnSetting = z.infer<typeof CdnSettingSchema>;

export const AnalyticsSettingSchema = z.object({ gtagId: z.string().regex(/^G-[A-Z0-9]{4,16}$/).nullable() });

export const ResourcesSettingSchema = z.object({
  android: z.string().nullable(),
  ios: z.string().nullable(),
  liteApp: z.string().nullable(),
  home: z.array(z.object({ labelNameEn: z.string(), url: z.string() })),
});

export const MainDomainSettingSchema = z.object({ mainDomain: z.string() });

export const SETTING_SCHEMAS = {
  brand: BrandSettingSchema,
  maintenance: MaintenanceSettingSchema,
  region: RegionSettingSchema,
  cdn: CdnSettingSchema,
  analytics: AnalyticsSettingSchema,
  resources: ResourcesSettingSchema,
  main_domain: MainDomainSettingSchema,
} as const;
export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTING_SCHEMAS)[K]>;
