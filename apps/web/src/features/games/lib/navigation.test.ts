import type { VendorCard, VendorLane } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { categoryPath, headerCategoryTarget, sideMenuTarget, vendorTarget } from './navigation.ts';

const card = (vassalage: string, gameCode: string | null = null): VendorCard => ({ vassalage, name: vassalage, iconUrl: '', maintenance: false, gameCount: 1, gameCode });
const lane = (title: VendorLane['title'], cards: VendorCard[]): VendorLane => ({ title, cards, gameClassify: [] });

describe('header game menu (SPEC §2.4)', () => {
  it('sends PVP, FISH and RNG to their page even with one vendor', () => {
    expect(headerCategoryTarget(lane('PVP', [card('KM', 'KM_LOBBY')]))).toEqual({ kind: 'page', to: '/pvp' });
    expect(headerCategoryTarget(lane('FISH', [card('JL')]))).toEqual({ kind: 'page', to: '/fish' });
    expect(headerCategoryTarget(lane('RNG', [card('PG'), card('JL')]))).toEqual({ kind: 'page', to: '/rng' });
  });

  it('launches the lottery directly', () => {
    const first = card('TCG_LOTTO', 'TCG_LOTTO_LOBBY');
    expect(headerCategoryTarget(lane('LOTT', [first, card('INHOUSE', 'INH_LOTTO_FAST')]))).toEqual({ kind: 'launch', card: first });
  });

  it('launches a single vendor and shows the page for several', () => {
    const saba = card('SABA', 'SABA_SPORTS');
    expect(headerCategoryTarget(lane('SPORTS', [saba]))).toEqual({ kind: 'launch', card: saba });
    expect(headerCategoryTarget(lane('SPORTS', [saba, card('CMD', 'CMD_SPORTS')]))).toEqual({ kind: 'page', to: '/sports' });
  });

  it('opens list pages on the chosen vendor and launches game-centre vendors', () => {
    expect(vendorTarget('RNG', card('PG'))).toEqual({ kind: 'page', to: '/rng?vassalage=PG' });
    const cmd = card('CMD', 'CMD_SPORTS');
    expect(vendorTarget('SPORTS', cmd)).toEqual({ kind: 'launch', card: cmd });
    expect(vendorTarget('SPORTS', card('XX'))).toEqual({ kind: 'page', to: '/sports' });
  });
});

describe('side menu (SPEC §2.5)', () => {
  it('launches the first LOTT/ELOTT vendor game', () => {
    const vn = card('TCG_LOTTO_VN', 'TCG_LOTTO_VN');
    expect(sideMenuTarget(lane('ELOTT', [vn, card('GW', 'GW_LOTTO')]))).toEqual({ kind: 'launch', card: vn });
  });

  it('opens INHOUSE as the slot page with vassalage INHOUSE', () => {
    expect(sideMenuTarget(lane('INHOUSE', [card('INHOUSE', 'INH_SLOT_LOTUS')]))).toEqual({ kind: 'page', to: '/rng?vassalage=INHOUSE' });
    expect(categoryPath('INHOUSE')).toBe('/rng?vassalage=INHOUSE');
  });

  it('opens RNG on JL when offered (SPEC §9) and FISH on its first vendor', () => {
    expect(sideMenuTarget(lane('RNG', [card('PG'), card('JL')]))).toEqual({ kind: 'page', to: '/rng?vassalage=JL' });
    expect(sideMenuTarget(lane('RNG', [card('PG')]))).toEqual({ kind: 'page', to: '/rng?vassalage=PG' });
    expect(sideMenuTarget(lane('FISH', [card('JDB'), card('JL')]))).toEqual({ kind: 'page', to: '/fish?vassalage=JDB' });
  });

  it('sends other types to /{type lowercased}', () => {
    expect(sideMenuTarget(lane('LIVE', [card('AG')]))).toEqual({ kind: 'page', to: '/live' });
    expect(sideMenuTarget(lane('COCKFIGHT', [card('DS88', 'DS88_COCKFIGHT')]))).toEqual({ kind: 'page', to: '/cockfight' });
  });
});
