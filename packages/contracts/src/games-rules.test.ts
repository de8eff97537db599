import { describe, expect, it } from 'vitest';
import {
  GamesQuerySchema,
  headerCategoryAction,
  isLargeVendorMenu,
  maskName,
  normaliseGameName,
  prizeMode,
  reshapeVendorLanes,
  showsPlayNow,
  visibleCategories,
  type LaneLike,
} from './index.ts';

const lane = (title: string, ...vendors: string[]): LaneLike => ({ title, cards: vendors.map((vassalage) => ({ vassalage })) });
const shape = (lanes: LaneLike[]) => lanes.map((l) => `${l.title}:${l.cards.map((c) => c.vassalage).join(',')}`);
const shown = { esportsVendors: ['IMES'], cockfightVendors: ['DS88'], inhouseExclusions: [] };

describe('reshapeVendorLanes (SPEC §4)', () => {
  const raw = [lane('LIVE', 'EVO', 'SEXY'), lane('RNG', 'PG', 'JL'), lane('SPORTS', 'SABA', 'IMES', 'DS88', 'CMD'), lane('LOTT', 'TCG_LOTTO')];

  it('moves IMES to ESPORTS and DS88 to COCKFIGHT, both right after SPORTS, ESPORTS first', () => {
    expect(shape(reshapeVendorLanes(raw, shown))).toEqual([
      'LIVE:EVO,SEXY',
      'RNG:PG,JL',
      'SPORTS:SABA,CMD',
      'ESPORTS:IMES',
      'COCKFIGHT:DS88',
      'LOTT:TCG_LOTTO',
    ]);
  });

  it('creates no INHOUSE group when the exclusion list is empty, and one after RNG when it is not', () => {
    expect(reshapeVendorLanes(raw, shown).some((l) => l.title === 'INHOUSE')).toBe(false);
    const withExclusion = reshapeVendorLanes(raw, { ...shown, inhouseExclusions: ['JL'] });
    expect(shape(withExclusion).slice(0, 4)).toEqual(['LIVE:EVO,SEXY', 'RNG:PG', 'INHOUSE:JL', 'SPORTS:SABA,CMD']);
  });

  it('merges moved vendors into a lane of the same title that the raw list already has', () => {
    const withInhouse = [lane('RNG', 'PG', 'JL'), lane('LIVE', 'EVO'), lane('INHOUSE', 'INHOUSE')];
    expect(shape(reshapeVendorLanes(withInhouse, { ...shown, inhouseExclusions: ['JL'] }))).toEqual([
      'RNG:PG',
      'INHOUSE:INHOUSE,JL',
      'LIVE:EVO',
    ]);
  });

  it('places a raw INHOUSE lane right after RNG even when no vendor moves (the in-house vendor has its own lane)', () => {
    const withInhouse = [lane('RNG', 'PG', 'JL'), lane('LIVE', 'EVO'), lane('SPORTS', 'SABA', 'IMES'), lane('ELOTT', 'GW'), lane('INHOUSE', 'INHOUSE'), lane('BGS', 'BGS')];
    expect(shape(reshapeVendorLanes(withInhouse, shown))).toEqual(['RNG:PG,JL', 'INHOUSE:INHOUSE', 'LIVE:EVO', 'SPORTS:SABA', 'ESPORTS:IMES', 'ELOTT:GW', 'BGS:BGS']);
  });

  it('keeps gameClassify with the cards: moved vendors leave the source and the group lists only its own', () => {
    const classify = (code: string, ...vendors: string[]) => ({ code, name: code, vendors });
    const raw2 = [
      { title: 'SPORTS', cards: [{ vassalage: 'SABA' }, { vassalage: 'IMES' }, { vassalage: 'DS88' }], gameClassify: [classify('SPORT', 'SABA', 'IMES'), classify('COCK', 'DS88')] },
      { title: 'RNG', cards: [{ vassalage: 'PG' }, { vassalage: 'JL' }], gameClassify: [classify('SLOT', 'PG', 'JL')] },
      { title: 'INHOUSE', cards: [{ vassalage: 'INHOUSE' }], gameClassify: [classify('SLOT', 'INHOUSE')] },
    ];
    const out = reshapeVendorLanes(raw2, { ...shown, inhouseExclusions: ['JL'] });
    const byTitle = Object.fromEntries(out.map((l) => [l.title, l.gameClassify]));
    expect(byTitle.SPORTS).toEqual([classify('SPORT', 'SABA')]);
    expect(byTitle.ESPORTS).toEqual([classify('SPORT', 'IMES')]);
    expect(byTitle.COCKFIGHT).toEqual([classify('COCK', 'DS88')]);
    expect(byTitle.RNG).toEqual([classify('SLOT', 'PG')]);
    expect(byTitle.INHOUSE).toEqual([classify('SLOT', 'INHOUSE', 'JL')]);
    expect(raw2[0]?.gameClassify[0]?.vendors).toEqual(['SABA', 'IMES']);
  });

  it('creates no group for vendors that are not in SPORTS, and leaves lanes without SPORTS alone', () => {
    const noSports = [lane('LIVE', 'IMES'), lane('RNG', 'DS88')];
    expect(shape(reshapeVendorLanes(noSports, shown))).toEqual(['LIVE:IMES', 'RNG:DS88']);
    const onlyEsports = reshapeVendorLanes([lane('SPORTS', 'IMES')], shown);
    expect(shape(onlyEsports)).toEqual(['SPORTS:', 'ESPORTS:IMES']);
  });

  it('does not modify its input and keeps other card fields', () => {
    const input = [{ title: 'SPORTS', cards: [{ vassalage: 'IMES', name: 'IM eSports' }] }];
    const out = reshapeVendorLanes(input, shown);
    expect(input[0]?.cards).toHaveLength(1);
    expect(out[1]).toEqual({ title: 'ESPORTS', cards: [{ vassalage: 'IMES', name: 'IM eSports' }] });
  });
});

describe('prizeMode (SPEC §4)', () => {
  it('is ELOTT when the ELOTT vendors contain TCG_LOTTO_VN or a LOTT card', () => {
    expect(prizeMode([lane('ELOTT', 'X', 'TCG_LOTTO_VN')])).toBe('ELOTT');
    expect(prizeMode([lane('ELOTT', 'LOTT')])).toBe('ELOTT');
  });
  it('is LOTT otherwise, including when TCG_LOTTO_VN sits in another lane', () => {
    expect(prizeMode([lane('ELOTT', 'GW')])).toBe('LOTT');
    expect(prizeMode([lane('LOTT', 'TCG_LOTTO_VN')])).toBe('LOTT');
    expect(prizeMode([])).toBe('LOTT');
  });
});

describe('lobby helpers', () => {
  it('shows only categories with at least one vendor', () => {
    expect(visibleCategories([lane('RNG', 'PG'), lane('ESPORTS'), lane('LIVE', 'EVO')])).toEqual(['RNG', 'LIVE']);
  });
  it('routes header categories per SPEC §2.4', () => {
    expect(['HOME', 'PROMO', 'PVP', 'FISH', 'RNG'].map(headerCategoryAction)).toEqual(Array(5).fill('page'));
    expect(headerCategoryAction('LOTT')).toBe('launch-first');
    expect(headerCategoryAction('SPORTS')).toBe('launch-or-page');
    expect([isLargeVendorMenu(10), isLargeVendorMenu(11)]).toEqual([false, true]);
    expect([showsPlayNow('RNG'), showsPlayNow('LIVE')]).toEqual([false, true]);
  });
  it('masks winner names and normalises search names', () => {
    expect(maskName('derrico')).toBe('de***o');
    expect(maskName('abc')).toBe('a***c');
    expect(maskName('a')).toBe('a***');
    expect(normaliseGameName('  Golden   LOTUS\tFortune ')).toBe('golden lotus fortune');
  });
  it('validates game list queries: defaults, upper-casing, page size bound', () => {
    expect(GamesQuerySchema.parse({})).toMatchObject({ gameType: 'ALL', pageNo: 1, pageSize: 20, language: 'EN' });
    expect(GamesQuerySchema.parse({ gameType: 'rng', vassalage: 'jl', pageSize: '50', language: 'ty' })).toMatchObject({
      gameType: 'RNG',
      vassalage: 'JL',
      pageSize: 50,
      language: 'TY',
    });
    expect(GamesQuerySchema.safeParse({ pageSize: '201' }).success).toBe(false);
    expect(GamesQuerySchema.safeParse({ vassalage: "PG' OR 1=1" }).success).toBe(false);
  });
});
