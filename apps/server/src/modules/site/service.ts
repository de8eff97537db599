import {
  CatalogueErrorCode,
  COMPLETE_CATALOGS,
  LANGUAGES,
  sealCsPath,
  type SiteSettings,
  type SiteSettingsUpdate,
  SiteStatus,
  type CustomerService,
  type Permission,
  type WhitelabelNode,
} from '@app/contracts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { invalidCidrs, normalizeIp, RegionPolicy } from './geo.ts';
import type { SiteRepository } from './repository.ts';
import type { BrandSetting, CdnSetting, MaintenanceSetting, RegionSetting } from './settings.ts';

/** Everything the permission call serves that does not depend on the caller, loaded in one go. */
interface SiteSnapshot {
  loadedAt: number;
  brand: BrandSetting;
  maintenance: MaintenanceSetting;
  region: RegionSetting;
  policy: RegionPolicy;
  cdn: CdnSetting;
  base: Omit<Permission, 'status' | 'maintenance' | 'regionRestriction' | 'location'>;
}

export interface SiteServiceOptions {
  /** How long a loaded snapshot is served before the database is read again (other instances' changes). */
  cacheMs: number;
  now?: () => number;
}

const DEFAULT_MAINTENANCE: MaintenanceSetting = { enabled: false, endTime: null, message: '' };
/** The web's light-theme primary and accent (apps/web/src/styles/tokens.css) until an operator sets others. */
const DEFAULT_COLOURS = { primary: '#9c5f0e', accent: '#6d3fd8' };
const DEFAULT_REGION: RegionSetting = { blockedCountries: [], allowCidrs: [], denyCidrs: [], message: '' };

function buildTree(rows: { mod_id: string; parent_id: string | null; enabled: boolean }[]): WhitelabelNode[] {
  const nodes = new Map<string, WhitelabelNode>();
  for (const r of rows) nodes.set(r.mod_id, { modId: r.mod_id, enabled: r.enabled, children: [] });
  const roots: WhitelabelNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.mod_id) as WhitelabelNode;
    const parent = r.parent_id ? nodes.get(r.parent_id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export class SiteService {
  private snapshot: SiteSnapshot | undefined;
  private loading: Promise<SiteSnapshot> | undefined;
  private readonly now: () => number;

  constructor(
    private readonly repo: SiteRepository,
    private readonly options: SiteServiceOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Drops the cached snapshot; the next call reads the database. */
  invalidate(): void {
    this.snapshot = undefined;
  }

  private async load(): Promise<SiteSnapshot> {
    const [brand, maintenance, region, cdn, analytics, resources, mainDomain, flags, cs, rules, routes] = await Promise.all([
      this.repo.getSetting('brand'),
      this.repo.getSetting('maintenance'),
      this.repo.getSetting('region'),
      this.repo.getSetting('cdn'),
      this.repo.getSetting('analytics'),
      this.repo.getSetting('resources'),
      this.repo.getSetting('main_domain'),
      this.repo.listFlags(),
      this.repo.listCustomerService(),
      this.repo.listRegisterRules(),
      this.repo.listDomainRoutes(),
    ]);
    if (!brand) throw new Error('Site is not seeded: the brand setting is missing (run npm run db:seed).');
    const customerService: CustomerService[] = await Promise.all(
      cs.map(async (e) => ({ id: e.id, csType: e.cs_type, title: e.title, csPosition: e.position, path: await sealCsPath(e.path) })),
    );
    const regionSetting = region ?? DEFAULT_REGION;
    const cdnSetting = cdn ?? { imageCDNs: [], launchGameCDNs: [] };
    return {
      loadedAt: this.now(),
      brand,
      maintenance: maintenance ?? DEFAULT_MAINTENANCE,
      region: regionSetting,
      policy: new RegionPolicy(regionSetting),
      cdn: cdnSetting,
      base: {
        customerService,
        domainRoute: routes.map((r) => ({ domain: r.domain, type: r.type })),
        resources: resources ?? { android: null, ios: null, liteApp: null, home: [] },
        whitelabel: buildTree(flags),
        registerRules: rules.map((r) => ({
          patternId: r.pattern_id,
          acceptedPattern: r.accepted_pattern,
          minLength: r.min_length,
          maxLength: r.max_length,
        })),
        mainDomain: mainDomain?.mainDomain ?? '',
        analytics: { gtagId: analytics?.gtagId ?? null },
        imageCDNs: cdnSetting.imageCDNs,
        launchGameCDNs: cdnSetting.launchGameCDNs,
        brand: {
          name: brand.name,
          platform: 'WEB',
          merchantCode: brand.merchantCode,
          lotteryType: brand.lotteryType,
          defaultLanguage: brand.defaultLanguage,
          supportedLanguages: brand.supportedLanguages,
          currency: brand.currency,
          currencySymbol: brand.currencySymbol,
          agentSupport: brand.agentSupport,
          logoUrl: brand.logoUrl ?? null,
          ...(brand.colors ? { colors: brand.colors } : {}),
        },
      },
    };
  }

  /** The cached snapshot; concurrent callers share one database read. */
  async current(): Promise<SiteSnapshot> {
    const snap = this.snapshot;
    if (snap && this.now() - snap.loadedAt < this.options.cacheMs) return snap;
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    const fresh = await this.loading;
    this.snapshot = fresh;
    return fresh;
  }

  /** SPEC §2.2: maintenance wins over region restriction; an ended maintenance window no longer applies. */
  async permissionFor(clientIp: string): Promise<Permission> {
    const snap = await this.current();
    const ip = normalizeIp(clientIp);
    const region = snap.policy.decide(ip);
    const maintenanceOn = this.isMaintenanceActive(snap.maintenance);
    const status = maintenanceOn ? SiteStatus.MAINTENANCE : region.restricted ? SiteStatus.REGION_RESTRICTED : SiteStatus.NORMAL;
    return {
      status,
      maintenance: maintenanceOn ? { endTime: snap.maintenance.endTime, message: snap.maintenance.message } : null,
      regionRestriction: { restricted: region.restricted, country: region.country, message: region.restricted ? snap.region.message : '' },
      location: { ip, country: region.country },
      ...snap.base,
    };
  }

  private isMaintenanceActive(m: MaintenanceSetting): boolean {
    if (!m.enabled) return false;
    return m.endTime === null || Date.parse(m.endTime) > this.now();
  }

  async maintenanceStatus(): Promise<{ active: boolean }> {
    return { active: this.isMaintenanceActive((await this.current()).maintenance) };
  }

  async cdnOrigins(): Promise<CdnSetting> {
    return (await this.current()).cdn;
  }

  // ---- operator changes (CLI and, later, the operator console) ----

  async setMaintenance(input: { enabled: boolean; until?: string | null; message?: string }): Promise<MaintenanceSetting> {
    const previous = (await this.repo.getSetting('maintenance')) ?? DEFAULT_MAINTENANCE;
    if (input.until && Number.isNaN(Date.parse(input.until))) throw badRequest(`Not a date-time: ${input.until}`);
    const next: MaintenanceSetting = {
      enabled: input.enabled,
      endTime: input.enabled ? (input.until ? new Date(input.until).toISOString() : null) : null,
      message: input.message ?? previous.message,
    };
    await this.repo.putSetting('maintenance', next);
    this.invalidate();
    return next;
  }

  async updateRegion(change: (current: RegionSetting) => RegionSetting): Promise<RegionSetting> {
    const current = (await this.repo.getSetting('region')) ?? DEFAULT_REGION;
    const next = change(structuredClone(current));
    next.blockedCountries = [...new Set(next.blockedCountries.map((c) => c.toUpperCase()))].sort();
    next.allowCidrs = [...new Set(next.allowCidrs)];
    next.denyCidrs = [...new Set(next.denyCidrs)];
    const bad = invalidCidrs([...next.allowCidrs, ...next.denyCidrs]);
    if (bad.length) throw badRequest(`Not a valid CIDR: ${bad.join(', ')}`);
    await this.repo.putSetting('region', next);
    this.invalidate();
    return next;
  }

  async setFlag(modId: string, enabled: boolean): Promise<void> {
    if (!(await this.repo.setFlag(modId, enabled))) throw notFound(`No whitelabel flag ${modId}`);
    this.invalidate();
  }

  async setCdns(kind: 'images' | 'launch', hosts: string[]): Promise<CdnSetting> {
    const current = (await this.repo.getSetting('cdn')) ?? { imageCDNs: [], launchGameCDNs: [] };
    const next = kind === 'images' ? { ...current, imageCDNs: hosts } : { ...current, launchGameCDNs: hosts };
    await this.repo.putSetting('cdn', next);
    this.invalidate();
    return next;
  }

  async describe() {
    this.invalidate();
    const snap = await this.current();
    return { maintenance: snap.maintenance, region: snap.region, cdn: snap.cdn, brand: snap.brand };
  }

  // ---- operator console (issue 18): brand, logo, colours, languages, whitelabel flags, region blocks ----

  /** Languages the site can offer: codes whose member-site catalogue is complete (aliases like TH excluded). */
  private offerable() {
    const complete = new Set<string>(COMPLETE_CATALOGS);
    return LANGUAGES.filter((l) => complete.has(l.catalog) && l.catalog === l.code.toLowerCase());
  }

  async operatorSettings(): Promise<SiteSettings> {
    const [brand, region, flags] = await Promise.all([this.repo.getSetting('brand'), this.repo.getSetting('region'), this.repo.listFlags()]);
    if (!brand) throw new Error('Site is not seeded: the brand setting is missing (run npm run db:seed).');
    return {
      brand: { name: brand.name, logoUrl: brand.logoUrl ?? null, colors: brand.colors ?? DEFAULT_COLOURS },
      languages: { supported: brand.supportedLanguages, default: brand.defaultLanguage },
      whitelabel: flags.map((f) => ({ modId: f.mod_id, parentId: f.parent_id, enabled: f.enabled })),
      region: region ?? DEFAULT_REGION,
      availableLanguages: this.offerable().map((l) => ({ code: l.code, englishName: l.englishName, nativeName: l.nativeName })),
    };
  }

  /**
   * Validates every part first (400 SETTINGS_INVALID listing the fields), then writes them in one
   * transaction. Returns the settings before and after (the caller audits them).
   */
  async updateSettings(update: SiteSettingsUpdate): Promise<{ before: SiteSettings; after: SiteSettings }> {
    const before = await this.operatorSettings();
    const errors: { field: string; message: string }[] = [];
    if (update.languages) {
      const offer = new Set(before.availableLanguages.map((l) => l.code));
      const unknown = update.languages.supported.filter((c) => !offer.has(c));
      if (unknown.length) errors.push({ field: 'languages.supported', message: `not a language the site can offer: ${unknown.join(', ')}` });
      if (new Set(update.languages.supported).size !== update.languages.supported.length) errors.push({ field: 'languages.supported', message: 'a language is listed twice' });
      if (!update.languages.supported.includes(update.languages.default)) errors.push({ field: 'languages.default', message: 'the default language must be one of the languages offered' });
    }
    if (update.whitelabel) {
      const known = new Set(before.whitelabel.map((f) => f.modId));
      const unknown = Object.keys(update.whitelabel).filter((k) => !known.has(k));
      if (unknown.length) errors.push({ field: 'whitelabel', message: `no such whitelabel flag: ${unknown.join(', ')}` });
    }
    let region: RegionSetting | undefined;
    if (update.region) {
      region = {
        blockedCountries: [...new Set(update.region.blockedCountries)].sort(),
        allowCidrs: [...new Set(update.region.allowCidrs.map((c) => c.trim()))],
        denyCidrs: [...new Set(update.region.denyCidrs.map((c) => c.trim()))],
        message: update.region.message,
      };
      const bad = invalidCidrs([...region.allowCidrs, ...region.denyCidrs]);
      if (bad.length) errors.push({ field: 'region', message: `not a valid CIDR: ${bad.join(', ')}` });
    }
    if (errors.length) throw badRequest(errors.map((e) => `${e.field}: ${e.message}`).join('; '), { errors }, CatalogueErrorCode.SETTINGS_INVALID);

    await this.repo.transaction(async (repo) => {
      if (update.brand || update.languages) {
        const brand = await repo.getSetting('brand');
        if (!brand) throw new Error('Site is not seeded: the brand setting is missing.');
        await repo.putSetting('brand', {
          ...brand,
          ...(update.brand ? { name: update.brand.name, logoUrl: update.brand.logoUrl, colors: update.brand.colors } : {}),
          ...(update.languages ? { supportedLanguages: update.languages.supported, defaultLanguage: update.languages.default } : {}),
        });
      }
      if (region) await repo.putSetting('region', region);
      for (const [modId, enabled] of Object.entries(update.whitelabel ?? {})) await repo.setFlag(modId, enabled);
    });
    this.invalidate();
    return { before, after: await this.operatorSettings() };
  }
}
