import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/rewards.json';
import ty from '../../../locales/ty/rewards.json';
import { nameIn, rewardTitle } from './reward-title.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'ty', fallbackLng: 'en', ns: ['rewards'], defaultNS: 'rewards', resources: { en: { rewards: en }, ty: { rewards: ty } } });
const thai = i18n.getFixedT('ty', 'rewards');
const english = i18n.getFixedT('en', 'rewards');

describe('reward titles in the member language (docs/rewards.md, "Titles")', () => {
  it('names a VIP level-up bonus with the level translated', () => {
    const bonus = { title: 'VIP Gold level-up bonus', titleParts: { key: 'VIP_LEVEL_UP' as const, level: 'GOLD' } };
    expect(rewardTitle(english, bonus, 'EN')).toBe('VIP Gold level-up bonus');
    const th = rewardTitle(thai, bonus, 'TY');
    expect(th).toContain(ty.vip.levels.GOLD);
    expect(th).not.toContain('Gold');
  });

  it('takes a named thing in the page language, a twin code, then English', () => {
    const names = { EN: 'Weekly gift', TY: 'ของขวัญประจำสัปดาห์' };
    expect(rewardTitle(thai, { title: 'Weekly gift', titleParts: { key: 'NAMED', names } }, 'TY')).toBe('ของขวัญประจำสัปดาห์');
    // TH is Thai's twin code: it reads the TY text.
    expect(nameIn(names, 'TH')).toBe('ของขวัญประจำสัปดาห์');
    expect(nameIn({ EN: 'Gift', MS: 'Hadiah' }, 'MY')).toBe('Hadiah');
    expect(nameIn(names, 'VI')).toBe('Weekly gift');
    // Never a third language: a Hindi reader does not get the Thai-only title.
    expect(nameIn({ TY: 'เดิมพัน 10 ครั้ง' }, 'HI')).toBeUndefined();
    expect(rewardTitle(thai, { title: 'Mission: daily-bets-10', titleParts: { key: 'MISSION', names: { TY: 'เดิมพัน 10 ครั้ง' } } }, 'HI')).toBe('Mission: daily-bets-10');
    expect(rewardTitle(thai, { title: 'Mission: daily-bets-10', titleParts: { key: 'MISSION', names: { TY: 'เดิมพัน 10 ครั้ง' } } }, 'TY')).toBe(
      ty.titles.MISSION.replace('{{name}}', 'เดิมพัน 10 ครั้ง'),
    );
  });

  it('translates fixed titles and counts mall items', () => {
    expect(rewardTitle(thai, { title: 'Manual rebate', titleParts: { key: 'REBATE' } }, 'TY')).toBe(ty.titles.REBATE);
    expect(rewardTitle(english, { title: 'x', titleParts: { key: 'POINTS', names: { EN: 'Bonus 50' }, quantity: 2 } }, 'EN')).toBe('Points mall: Bonus 50 × 2');
    expect(rewardTitle(english, { title: 'x', titleParts: { key: 'POINTS', names: { EN: 'Bonus 50' } } }, 'EN')).toBe('Points mall: Bonus 50');
  });

  it('shows a title without parts, or whose name is missing, as stored', () => {
    expect(rewardTitle(thai, { title: 'Operator gift', titleParts: null }, 'TY')).toBe('Operator gift');
    expect(rewardTitle(thai, { title: 'Raffle prize: Big draw', titleParts: { key: 'RAFFLE', names: {} } }, 'TY')).toBe('Raffle prize: Big draw');
  });
});
