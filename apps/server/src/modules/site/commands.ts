import { z } from 'zod';
import type { SiteService } from './service.ts';

/**
 * Operator commands for site settings, shared by the `npm run site` CLI and the
 * running server's control endpoint (which the CLI uses when the embedded
 * database is held by a running server).
 */
const CountryCode = z.string().regex(/^[A-Za-z]{2}$/, 'expected a two-letter country code such as TH');

export const SiteCommandSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('status') }),
  z.object({
    kind: z.literal('maintenance'),
    enabled: z.boolean(),
    until: z.string().nullable().optional(),
    message: z.string().max(2000).optional(),
  }),
  z.object({ kind: z.literal('region-countries'), action: z.enum(['block', 'unblock']), countries: z.array(CountryCode).min(1) }),
  z.object({ kind: z.literal('region-cidrs'), action: z.enum(['allow', 'deny', 'remove']), cidrs: z.array(z.string()).min(1) }),
  z.object({ kind: z.literal('region-message'), message: z.string().max(2000) }),
  z.object({ kind: z.literal('flag'), modId: z.string().min(1), enabled: z.boolean() }),
  z.object({ kind: z.literal('cdn'), target: z.enum(['images', 'launch']), hosts: z.array(z.string()) }),
]);
export type SiteCommand = z.infer<typeof SiteCommandSchema>;

export const SITE_USAGE = `Usage: npm run site -- <command>

  status                                        show maintenance, region, CDN and brand settings
  maintenance on [--until <ISO time>] [--message "<text>"]
  maintenance off
  region block <CC> [<CC>...]                   block visitors from these countries (ISO 3166 alpha-2)
  region unblock <CC> [<CC>...]
  region allow <CIDR> [<CIDR>...]               always let these addresses in
  region deny <CIDR> [<CIDR>...]                always block these addresses
  region remove <CIDR> [<CIDR>...]              drop CIDRs from both lists
  region message "<text>"                       text shown on the region-blocked page
  flag <MOD_ID> on|off                          switch a whitelabel flag
  cdn images|launch [<base URL>...]             set image or game-launch CDN hosts (none = same origin)

Changes take effect without a restart.`;

export class UsageError extends Error {}

function takeOption(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  args.splice(i, 2);
  return value;
}

export function parseSiteArgs(argv: readonly string[]): SiteCommand {
  const args = [...argv];
  const [group, action, ...rest] = args;
  const parse = (value: unknown) => {
    const result = SiteCommandSchema.safeParse(value);
    if (!result.success) throw new UsageError(result.error.issues.map((i) => i.message).join('; '));
    return result.data;
  };
  switch (group) {
    case 'status':
      return { kind: 'status' };
    case 'maintenance': {
      if (action === 'off') return { kind: 'maintenance', enabled: false };
      if (action !== 'on') break;
      const until = takeOption(rest, '--until');
      const message = takeOption(rest, '--message');
      if (rest.length) throw new UsageError(`Unexpected: ${rest.join(' ')}`);
      if (until !== undefined && Number.isNaN(Date.parse(until))) throw new UsageError(`--until is not a date-time: ${until}`);
      return parse({ kind: 'maintenance', enabled: true, until: until ?? null, message });
    }
    case 'region':
      if (action === 'block' || action === 'unblock') return parse({ kind: 'region-countries', action, countries: rest });
      if (action === 'allow' || action === 'deny' || action === 'remove') return parse({ kind: 'region-cidrs', action, cidrs: rest });
      if (action === 'message') return parse({ kind: 'region-message', message: rest.join(' ') });
      break;
    case 'flag':
      if (action && (rest[0] === 'on' || rest[0] === 'off')) return { kind: 'flag', modId: action, enabled: rest[0] === 'on' };
      break;
    case 'cdn':
      if (action === 'images' || action === 'launch') return { kind: 'cdn', target: action, hosts: rest };
      break;
  }
  throw new UsageError(SITE_USAGE);
}

export async function applySiteCommand(service: SiteService, command: SiteCommand): Promise<unknown> {
  switch (command.kind) {
    case 'status':
      return service.describe();
    case 'maintenance':
      return { maintenance: await service.setMaintenance(command) };
    case 'region-countries':
      return {
        region: await service.updateRegion((r) => {
          const codes = command.countries.map((c) => c.toUpperCase());
          r.blockedCountries =
            command.action === 'block' ? [...r.blockedCountries, ...codes] : r.blockedCountries.filter((c) => !codes.includes(c));
          return r;
        }),
      };
    case 'region-cidrs':
      return {
        region: await service.updateRegion((r) => {
          if (command.action === 'allow') r.allowCidrs.push(...command.cidrs);
          else if (command.action === 'deny') r.denyCidrs.push(...command.cidrs);
          else {
            r.allowCidrs = r.allowCidrs.filter((c) => !command.cidrs.includes(c));
            r.denyCidrs = r.denyCidrs.filter((c) => !command.cidrs.includes(c));
          }
          return r;
        }),
      };
    case 'region-message':
      return { region: await service.updateRegion((r) => ({ ...r, message: command.message })) };
    case 'flag':
      await service.setFlag(command.modId, command.enabled);
      return { flag: command };
    case 'cdn':
      return { cdn: await service.setCdns(command.target, command.hosts) };
  }
}
