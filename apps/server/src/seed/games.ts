import { maskName } from '@app/contracts';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { GamesRepository, type GameUpsert, type VendorUpsert } from '../modules/games/repository.ts';
import type { GameCategoryColumn } from '../modules/games/tables.ts';
import { cardTitles, fishTitles, liveTitles, seededRandom, slotTitles, type GameNames } from './game-names.ts';

/**
 * Demo catalogue (deterministic): vendors for every category, 10,000 RNG
 * games over the footer vendors plus a few more RNG vendors, tens of LIVE /
 * FISH / PVP / BGS games, one lobby game per sports and lottery vendor, the
 * in-house tiles, a winner board and notices. Counts are exported for tests.
 */

export const SEED = 20_260_601;

/** RNG games per footer vendor (SPEC §9 footer vendors); sums to 10,000. */
export const RNG_FOOTER_COUNTS: Record<string, number> = { PG: 1600, EG2: 1100, PT: 1500, JDB: 1200, CQ9: 1400, FC: 900, JL: 1500, BGS: 800 };
/** Further RNG vendors (not in the footer). RSG is under maintenance. */
export const RNG_OTHER_COUNTS: Record<string, number> = { KA: 48, RSG: 36 };
export const LIVE_COUNTS: Record<string, number> = { AG: 10, SEXY: 8, DG: 8, WM: 8, SA: 6 };
export const FISH_COUNTS: Record<string, number> = { JL: 8, JDB: 8, FC: 6, CQ9: 6, KA: 4 };
export const PVP_COUNTS: Record<string, number> = { KM: 12, V8: 10, JL: 6 };
export const BGS_GAME_COUNT = 24;

export const VENDORS: (VendorUpsert & { lanes: [GameCategoryColumn, number][] })[] = [
  { code: 'PG', name: 'PG Slots', lanes: [['RNG', 1]] },
  { code: 'EG2', name: 'EG2 Gaming', lanes: [['RNG', 2]] },
  { code: 'PT', name: 'PT Slots', lanes: [['RNG', 3]] },
  { code: 'JDB', name: 'JDB Gaming', lanes: [['RNG', 4], ['FISH', 2]] },
  { code: 'CQ9', name: 'CQ9 Gaming', lanes: [['RNG', 5], ['FISH', 4]] },
  { code: 'FC', name: 'FC Gaming', lanes: [['RNG', 6], ['FISH', 3]] },
  { code: 'JL', name: 'JL Gaming', lanes: [['RNG', 7], ['FISH', 1], ['PVP', 3]] },
  { code: 'BGS', name: 'BGS Games', lanes: [['RNG', 8], ['BGS', 1]] },
  { code: 'KA', name: 'KA Gaming', lanes: [['RNG', 9], ['FISH', 5]] },
  { code: 'RSG', name: 'RSG Slots', maintenance: true, lanes: [['RNG', 10]] },
  { code: 'INHOUSE', name: 'Lotus Originals', lanes: [['INHOUSE', 1], ['LOTT', 0], ['ELOTT', 0]] },
  { code: 'AG', name: 'AG Live', lanes: [['LIVE', 1]] },
  { code: 'SEXY', name: 'Sexy Live', lanes: [['LIVE', 2]] },
  { code: 'DG', name: 'DG Live', lanes: [['LIVE', 3]] },
  { code: 'WM', name: 'WM Live', lanes: [['LIVE', 4]] },
  { code: 'SA', name: 'SA Live', lanes: [['LIVE', 5]] },
  { code: 'KM', name: 'KM Cards', lanes: [['PVP', 1]] },
  { code: 'V8', name: 'V8 Poker', lanes: [['PVP', 2]] },
  { code: 'SABA', name: 'SABA Sports', lanes: [['SPORTS', 1]] },
  { code: 'CMD', name: 'CMD Sports', lanes: [['SPORTS', 2]] },
  { code: 'BTI', name: 'BTI Sports', maintenance: true, lanes: [['SPORTS', 3]] },
  { code: 'IMES', name: 'IM eSports', lanes: [['SPORTS', 4]] },
  { code: 'DS88', name: 'DS88 Cockfight', lanes: [['SPORTS', 5]] },
  { code: 'TCG_LOTTO', name: 'TCG Lottery', lanes: [['LOTT', 1]] },
  { code: 'TCG_LOTTO_VN', name: 'TCG VN Lottery', lanes: [['ELOTT', 1]] },
  { code: 'GW', name: 'GW Lottery', lanes: [['ELOTT', 2]] },
];

/** One launchable lobby game per single-game vendor (sports, lottery). */
const LOBBY_GAMES: { code: string; vendor: string; type: GameCategoryColumn; names: GameNames }[] = [
  { code: 'SABA_SPORTS', vendor: 'SABA', type: 'SPORTS', names: { EN: 'SABA Sportsbook', TY: 'กีฬา SABA' } },
  { code: 'CMD_SPORTS', vendor: 'CMD', type: 'SPORTS', names: { EN: 'CMD Sportsbook', TY: 'กีฬา CMD' } },
  { code: 'BTI_SPORTS', vendor: 'BTI', type: 'SPORTS', names: { EN: 'BTI Sportsbook', TY: 'กีฬา BTI' } },
  { code: 'IMES_ESPORTS', vendor: 'IMES', type: 'ESPORTS', names: { EN: 'IM eSports Arena', TY: 'อีสปอร์ต IM' } },
  { code: 'DS88_COCKFIGHT', vendor: 'DS88', type: 'COCKFIGHT', names: { EN: 'DS88 Cockfight Arena', TY: 'ชนไก่ DS88' } },
  { code: 'TCG_LOTTO_LOBBY', vendor: 'TCG_LOTTO', type: 'LOTT', names: { EN: 'TCG Lottery Lobby', TY: 'ล็อตเตอรี่ TCG' } },
  { code: 'TCG_LOTTO_VN', vendor: 'TCG_LOTTO_VN', type: 'ELOTT', names: { EN: 'VN Lottery', TY: 'หวยเวียดนาม', VI: 'Xổ Số Việt Nam' } },
  { code: 'GW_LOTTO', vendor: 'GW', type: 'ELOTT', names: { EN: 'GW E-Lottery', TY: 'หวยออนไลน์ GW' } },
  { code: 'INH_LOTTO_FAST', vendor: 'INHOUSE', type: 'LOTT', names: { EN: 'Lotus Fast Lotto', TY: 'หวยด่วนโลตัส', CN: '莲花快乐彩' } },
  { code: 'INH_LOTTO_E', vendor: 'INHOUSE', type: 'ELOTT', names: { EN: 'Lotus E-Lotto', TY: 'หวยออนไลน์โลตัส', CN: '莲花电子彩' } },
  { code: 'INH_SLOT_LOTUS', vendor: 'INHOUSE', type: 'RNG', names: { EN: 'Lotus Provably Fair Slot', TY: 'สล็อตโลตัสยุติธรรม', CN: '莲花公平老虎机' } },
];

/** Every Nth RNG game is hot / new / under maintenance (deterministic, so tests can count). */
export const HOT_EVERY = 23;
export const NEW_EVERY = 41;
export const MAINTENANCE_EVERY = 97;

function languages(i: number, names: GameNames): GameNames {
  // EN and TY for every game; CN for every third, VI for every fifth.
  const out: GameNames = { EN: names.EN, TY: names.TY };
  if (i % 3 === 0 && names.CN) out.CN = names.CN;
  if (i % 5 === 0 && names.VI) out.VI = names.VI;
  return out;
}

/** The whole demo game list, in insertion order (sort values grow with it). */
export function demoGames(): GameUpsert[] {
  const out: GameUpsert[] = [];
  let sort = 0;
  const push = (g: Omit<GameUpsert, 'sort'>) => out.push({ ...g, sort: (sort += 10) });

  // Slots: one shared title pool, dealt out vendor by vendor.
  const rngCounts = { ...RNG_FOOTER_COUNTS, ...RNG_OTHER_COUNTS };
  const totalRng = Object.values(rngCounts).reduce((a, b) => a + b, 0);
  const titles = slotTitles(totalRng, SEED);
  let t = 0;
  for (const [vendor, count] of Object.entries(rngCounts)) {
    for (let i = 1; i <= count; i++) {
      const n = t++;
      const names = titles[n] as GameNames;
      push({
        code: `${vendor}_${String(i).padStart(4, '0')}`,
        vendor,
        gameType: 'RNG',
        classify: n % 25 === 7 ? 'TABLE' : n % 10 === 3 ? 'ARCADE' : 'SLOT',
        names: languages(n, names),
        isHot: n % HOT_EVERY === 0,
        isNew: n % NEW_EVERY === 5,
        maintenance: n % MAINTENANCE_EVERY === 11,
      });
    }
  }
  const group = (counts: Record<string, number>, type: GameCategoryColumn, prefix: string, names: GameNames[], classify: string) => {
    let k = 0;
    for (const [vendor, count] of Object.entries(counts)) {
      for (let i = 1; i <= count; i++) {
        const n = k++;
        push({
          code: `${vendor}_${prefix}${String(i).padStart(2, '0')}`,
          vendor,
          gameType: type,
          classify,
          names: languages(n, names[n] as GameNames),
          isHot: n % 7 === 0,
          isNew: n % 9 === 4,
          maintenance: n === 5,
        });
      }
    }
  };
  const sum = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
  group(LIVE_COUNTS, 'LIVE', 'LIVE', liveTitles(sum(LIVE_COUNTS), SEED + 1), 'LIVE');
  group(FISH_COUNTS, 'FISH', 'FISH', fishTitles(sum(FISH_COUNTS), SEED + 2), 'FISH');
  group(PVP_COUNTS, 'PVP', 'PVP', cardTitles(sum(PVP_COUNTS), SEED + 3), 'CARD');
  group({ BGS: BGS_GAME_COUNT }, 'BGS', 'BOARD', cardTitles(BGS_GAME_COUNT, SEED + 4), 'BOARD');
  for (const g of LOBBY_GAMES) {
    push({ code: g.code, vendor: g.vendor, gameType: g.type, classify: g.type === 'RNG' ? 'SLOT' : null, names: g.names, isHot: g.code === 'INH_SLOT_LOTUS', isNew: g.vendor === 'INHOUSE', maintenance: false });
  }
  return out;
}

const PLAYERS = ['derrico', 'somchai88', 'nattapong', 'wanida_s', 'kittipat', 'pimchanok', 'thanawat7', 'luckyann', 'minh_tran', 'suda2020', 'arthit_k', 'jirapat', 'benjamas', 'chaiwat99', 'hoanglong', 'nonglak', 'prasert', 'sirinya'];
const JACKPOT_TIERS: [string, number, number][] = [
  ['GRAND', 50_000_000, 250_000_000],
  ['MAJOR', 5_000_000, 30_000_000],
  ['MINOR', 500_000, 3_000_000],
  ['MINI', 50_000, 300_000],
];

export async function seedGames(db: Kysely<DB>): Promise<{ games: number }> {
  const repo = new GamesRepository(db);
  await repo.upsertVendors(
    VENDORS.map(({ lanes: _lanes, ...v }) => v),
    'skip',
  );
  await repo.insertLanes(VENDORS.flatMap((v) => v.lanes.map(([category, sort]) => ({ category, vendor_code: v.code, sort }))));
  const games = demoGames();
  let inserted = 0;
  for (let i = 0; i < games.length; i += 1000) {
    inserted += (await db.transaction().execute((trx) => new GamesRepository(trx).upsertGames(games.slice(i, i + 1000), 'skip'))).inserted;
  }

  // Winner board: only when empty (re-seeding keeps real winners).
  const existing = await db.selectFrom('game_winners').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  if (Number(existing.n) === 0) {
    const random = seededRandom(SEED + 9);
    const rng = await db
      .selectFrom('games')
      .select(['id', 'code'])
      .where('game_type', '=', 'RNG')
      .where('code', 'in', ['PG_0001', 'PG_0002', 'JL_0001', 'JL_0007', 'PT_0003', 'CQ9_0010', 'JDB_0004', 'FC_0002', 'EG2_0005', 'BGS_0008', 'INH_SLOT_LOTUS'])
      .orderBy('id')
      .execute();
    const now = Date.now();
    const rows: Insertable<DB['game_winners']>[] = [];
    for (let i = 0; i < 40; i++) {
      const jackpot = i < 20;
      const game = rng[Math.floor(random() * rng.length)];
      if (!game) break;
      const player = PLAYERS[Math.floor(random() * PLAYERS.length)] as string;
      let amount: number;
      let prize: string;
      if (jackpot) {
        const [tier, min, max] = JACKPOT_TIERS[Math.min(3, Math.floor(random() * 4))] as [string, number, number];
        prize = tier;
        amount = min + Math.floor(random() * (max - min));
      } else {
        const bet = [1000, 2000, 5000, 10_000, 20_000][Math.floor(random() * 5)] as number;
        const multiplier = 100 + Math.floor(random() * 4900);
        prize = `x${multiplier}`;
        amount = bet * multiplier;
      }
      rows.push({
        kind: jackpot ? 'JACKPOT' : 'BIG_WIN',
        customer_name: maskName(player),
        win_amount: BigInt(amount),
        game_id: game.id,
        prize,
        won_at: new Date(now - i * 3_600_000 - Math.floor(random() * 3_000_000)),
      });
    }
    if (rows.length) await db.insertInto('game_winners').values(rows).execute();
  }

  await db
    .insertInto('notices')
    .values([
      ...Array.from({ length: 12 }, (_, i) => ({
        kind: 'PLAYER' as const,
        title: NOTICE_TITLES[i % NOTICE_TITLES.length] as string,
        content: `<p>${NOTICE_BODIES[i % NOTICE_BODIES.length]}</p><p><b>Lotus Play</b> team</p>`,
        published_at: new Date(Date.UTC(2026, 5, 1 + i, 9)),
      })),
      { kind: 'GAME' as const, title: 'RSG Slots maintenance', content: '<p>RSG Slots are under scheduled maintenance. Other slots are available.</p>', published_at: new Date(Date.UTC(2026, 5, 14, 2)) },
      { kind: 'GAME' as const, title: 'BTI Sports maintenance', content: '<p>BTI Sportsbook is being upgraded; bets placed before the upgrade are safe.</p>', published_at: new Date(Date.UTC(2026, 5, 15, 2)) },
      { kind: 'GAME' as const, title: 'New in-house slot', content: '<p>Try <b>Lotus Provably Fair Slot</b>: every spin can be verified.</p>', published_at: new Date(Date.UTC(2026, 5, 16, 2)) },
    ])
    .onConflict((oc) => oc.columns(['kind', 'title']).doNothing())
    .execute();
  await repo.bumpVersion();
  return { games: inserted };
}

const NOTICE_TITLES = [
  'Welcome to Lotus Play',
  'Weekend deposit bonus',
  'New slots every week',
  'Scheduled system upgrade',
  'Responsible gaming',
  'VIP club opening',
  'Invite friends, earn rewards',
  'Live casino tables extended',
  'Mobile app update',
  'Lottery draw schedule',
  'Security reminder',
  'Customer service hours',
];
const NOTICE_BODIES = [
  'Thank you for playing with us. Check the promotions page for this week&#39;s offers.',
  'Deposits on Saturday and Sunday receive a bonus; see the promotion terms.',
  'Dozens of new slot titles arrive every week in the RNG lobby.',
  'The site will be upgraded on Tuesday 02:00-03:00 UTC; games may be briefly unavailable.',
  'Set deposit limits in the member centre and play responsibly.',
  'Our VIP club is open: higher levels bring bigger weekly bonuses.',
  'Share your referral code and earn a reward for every friend who joins.',
  'More live baccarat and roulette tables are open around the clock.',
  'A new version of the mobile app is available for iOS and Android.',
  'Lottery draws follow the official schedule; results are posted after each draw.',
  'We will never ask for your password. Enable two-factor authentication in the member centre.',
  'Customer service is available 24 hours a day through live chat.',
];
