import { createRequire } from 'node:module';
import net from 'node:net';
import type { RegionSetting } from './settings.ts';

interface GeoipCountry {
  lookup(ip: string): { country: string } | null;
}

let geoip: GeoipCountry | undefined;
/**
 * geoip-country ships its database inside the package (nothing is downloaded
 * at run time). It is loaded on the first public address, so tests and
 * loopback-only runs never pay for it.
 */
function geo(): GeoipCountry {
  geoip ??= createRequire(import.meta.url)('geoip-country') as GeoipCountry;
  return geoip;
}

/** `::ffff:1.2.3.4` → `1.2.3.4`, so IPv4 rules match dual-stack sockets. */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? (mapped[1] as string) : ip;
}

const PRIVATE_RANGES = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE_RANGES.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::1', 128],
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  PRIVATE_RANGES.addSubnet(prefix, bits, 'ipv6');
}

function family(ip: string): 'ipv4' | 'ipv6' | null {
  const v = net.isIP(ip);
  return v === 4 ? 'ipv4' : v === 6 ? 'ipv6' : null;
}

/** Loopback, private, link-local and carrier-grade NAT addresses are never blocked. */
export function isPrivateAddress(ip: string): boolean {
  const addr = normalizeIp(ip);
  const fam = family(addr);
  return fam !== null && PRIVATE_RANGES.check(addr, fam);
}

export function countryOf(ip: string): string | null {
  const addr = normalizeIp(ip);
  if (!family(addr) || isPrivateAddress(addr)) return null;
  return geo().lookup(addr)?.country ?? null;
}

function toBlockList(cidrs: readonly string[]): net.BlockList {
  const list = new net.BlockList();
  for (const cidr of cidrs) {
    const [prefix, bitsText] = cidr.split('/');
    const fam = prefix ? family(prefix) : null;
    if (!prefix || !fam) continue;
    list.addSubnet(prefix, Number(bitsText), fam);
  }
  return list;
}

export interface RegionDecision {
  restricted: boolean;
  country: string | null;
}

/**
 * Compiled region rules. Order: private addresses pass; an allow-listed CIDR
 * passes; a deny-listed CIDR is blocked; then the country list decides.
 */
export class RegionPolicy {
  private readonly allow: net.BlockList;
  private readonly deny: net.BlockList;
  private readonly countries: Set<string>;

  constructor(setting: Pick<RegionSetting, 'allowCidrs' | 'denyCidrs' | 'blockedCountries'>) {
    this.allow = toBlockList(setting.allowCidrs);
    this.deny = toBlockList(setting.denyCidrs);
    this.countries = new Set(setting.blockedCountries);
  }

  decide(ip: string): RegionDecision {
    const addr = normalizeIp(ip);
    const fam = family(addr);
    if (!fam || isPrivateAddress(addr)) return { restricted: false, country: null };
    if (this.allow.check(addr, fam)) return { restricted: false, country: null };
    if (this.deny.check(addr, fam)) return { restricted: true, country: countryOf(addr) };
    if (this.countries.size === 0) return { restricted: false, country: null };
    const country = countryOf(addr);
    return { restricted: country !== null && this.countries.has(country), country };
  }
}

/** The entries that are not a CIDR of a known address family. */
export function invalidCidrs(cidrs: readonly string[]): string[] {
  return cidrs.filter((cidr) => {
    const [prefix, bitsText] = cidr.split('/');
    const fam = prefix ? family(prefix) : null;
    const bits = Number(bitsText);
    return !fam || !Number.isInteger(bits) || bits < 0 || bits > (fam === 'ipv4' ? 32 : 128);
  });
}
