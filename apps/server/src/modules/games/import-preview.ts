import type { FieldChange, ImportChange, ImportPreview } from '@app/contracts';
import { createHash } from 'node:crypto';
import type { ValidatedFeed } from './import.ts';
import type { GamesRepository } from './repository.ts';

/**
 * What a validated feed would change in the stored catalogue (the console's import preview). Compares
 * exactly what the import writes: vendor fields and the feed's lanes (other lanes stay), game fields and
 * the feed's display names (languages missing from the feed stay). The token binds the feed's text to
 * this set of changes, so an apply writes what the operator saw or is refused as stale.
 */

const MAX_CHANGES = 1000;

function diff(fields: [string, unknown, unknown][]): FieldChange[] {
  return fields.filter(([, before, after]) => JSON.stringify(before) !== JSON.stringify(after)).map(([field, before, after]) => ({ field, before, after }));
}

export async function previewFeed(repo: GamesRepository, feed: ValidatedFeed, text: string): Promise<ImportPreview & { all: ImportChange[] }> {
  const stored = await repo.feedTargets(
    feed.vendors.map((v) => v.value.code),
    feed.games.map((g) => g.value.code),
  );
  const vendors = new Map(stored.vendors.map((v) => [v.code, v]));
  const lanes = new Map(stored.lanes.map((l) => [`${l.vendor_code}|${l.category}`, l.sort]));
  const games = new Map(stored.games.map((g) => [g.code, g]));
  const names = new Map<number, Map<string, string>>();
  for (const n of stored.names) {
    let m = names.get(n.game_id);
    if (!m) names.set(n.game_id, (m = new Map()));
    m.set(n.lang, n.name);
  }

  const changes: ImportChange[] = [];
  let unchanged = 0;
  const counts = { vendorsNew: 0, vendorsChanged: 0, gamesNew: 0, gamesChanged: 0, disabled: 0, unchanged: 0 };
  for (const { value: v } of feed.vendors) {
    const before = vendors.get(v.code);
    const after = { name: v.name, maintenance: v.maintenance ?? false, enabled: v.enabled ?? true, iconUrl: v.iconUrl ?? null };
    const laneFields = v.lanes.map((l): [string, unknown, unknown] => [`lane.${l.category}`, lanes.get(`${v.code}|${l.category}`) ?? null, l.sort]);
    if (!before) {
      counts.vendorsNew++;
      changes.push({ kind: 'vendor', code: v.code, change: 'new', name: v.name, fields: diff([...Object.entries(after).map(([k, a]): [string, unknown, unknown] => [k, null, a]), ...laneFields]) });
      continue;
    }
    const fields = diff([
      ['name', before.name, after.name],
      ['maintenance', before.maintenance, after.maintenance],
      ['enabled', before.enabled, after.enabled],
      ['iconUrl', before.icon_url, after.iconUrl],
      ...laneFields,
    ]);
    if (!fields.length) unchanged++;
    else {
      const disabled = before.enabled && !after.enabled;
      if (disabled) counts.disabled++;
      else counts.vendorsChanged++;
      changes.push({ kind: 'vendor', code: v.code, change: disabled ? 'disabled' : 'changed', name: v.name, fields });
    }
  }
  for (const { value: g } of feed.games) {
    const before = games.get(g.code);
    const after: [string, unknown][] = [
      ['vendor', g.vendor],
      ['gameType', g.gameType],
      ['classify', g.classify],
      ['hot', g.isHot],
      ['new', g.isNew],
      ['maintenance', g.maintenance],
      ['enabled', g.enabled ?? true],
      ['sort', g.sort ?? 0],
      ['iconUrl', g.iconUrl ?? null],
      ...Object.entries(g.names).map(([lang, name]): [string, unknown] => [`names.${lang}`, name]),
    ];
    if (!before) {
      counts.gamesNew++;
      changes.push({ kind: 'game', code: g.code, change: 'new', name: g.names.EN, fields: after.map(([field, a]) => ({ field, before: null, after: a })) });
      continue;
    }
    const had = names.get(before.id) ?? new Map<string, string>();
    const old: Record<string, unknown> = {
      vendor: before.vendor_code,
      gameType: before.game_type,
      classify: before.classify,
      hot: before.is_hot,
      new: before.is_new,
      maintenance: before.maintenance,
      enabled: before.enabled,
      sort: before.sort,
      iconUrl: before.icon_url,
    };
    const fields = diff(after.map(([field, a]) => [field, field.startsWith('names.') ? (had.get(field.slice(6)) ?? (field === 'names.EN' ? before.name : null)) : old[field], a]));
    if (!fields.length) unchanged++;
    else {
      const disabled = before.enabled && g.enabled === false;
      if (disabled) counts.disabled++;
      else counts.gamesChanged++;
      changes.push({ kind: 'game', code: g.code, change: disabled ? 'disabled' : 'changed', name: g.names.EN, fields });
    }
  }
  counts.unchanged = unchanged;
  const order = { new: 0, disabled: 1, changed: 2 } as const;
  changes.sort((a, b) => order[a.change] - order[b.change]);
  const token = createHash('sha256')
    .update(createHash('sha256').update(text).digest('hex'))
    .update('\n')
    .update(JSON.stringify(changes))
    .digest('hex');
  return { token, format: feed.format, rows: feed.rows, counts, changes: changes.slice(0, MAX_CHANGES), truncated: changes.length > MAX_CHANGES, all: changes };
}
