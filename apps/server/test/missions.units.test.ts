import { maskUsername } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { periodAt } from '../src/modules/missions/period.ts';
import { progressOf } from '../src/modules/missions/service.ts';

describe('mission periods', () => {
  it('starts the day at local midnight and the week on Monday in the brand zone', () => {
    // Thursday 26 Nov 2026, 01:30 in Bangkok (UTC+7) is still Wednesday in UTC.
    const at = new Date('2026-11-25T18:30:00Z');
    expect(periodAt('DAILY', at, 'Asia/Bangkok')).toEqual({ start: new Date('2026-11-25T17:00:00Z'), end: new Date('2026-11-26T17:00:00Z') });
    expect(periodAt('WEEKLY', at, 'Asia/Bangkok')).toEqual({ start: new Date('2026-11-22T17:00:00Z'), end: new Date('2026-11-29T17:00:00Z') });
    // A Sunday evening belongs to the week that began the Monday before.
    expect(periodAt('WEEKLY', new Date('2026-11-29T16:59:59Z'), 'Asia/Bangkok').start).toEqual(new Date('2026-11-22T17:00:00Z'));
  });

  it('gives a 23-hour day when the clocks go forward (Europe/London, 29 March 2026)', () => {
    const day = periodAt('DAILY', new Date('2026-03-29T12:00:00Z'), 'Europe/London');
    expect(day).toEqual({ start: new Date('2026-03-29T00:00:00Z'), end: new Date('2026-03-29T23:00:00Z') });
    const week = periodAt('WEEKLY', new Date('2026-03-29T12:00:00Z'), 'Europe/London');
    expect(week).toEqual({ start: new Date('2026-03-23T00:00:00Z'), end: new Date('2026-03-29T23:00:00Z') });
  });
});

describe('mission progress', () => {
  const figures = new Map([
    ['RNG', { bets: 4, validTurnover: 40_000n, deposits: 0n }],
    ['LIVE', { bets: 2, validTurnover: 5_000n, deposits: 0n }],
    ['', { bets: 0, validTurnover: 0n, deposits: 12_345n }],
  ]);
  it('counts bets and turnover of the mission category (or all), and deposits', () => {
    expect(progressOf({ metric: 'BETS', category: null }, figures)).toBe(6n);
    expect(progressOf({ metric: 'BETS', category: 'LIVE' }, figures)).toBe(2n);
    expect(progressOf({ metric: 'VALID_TURNOVER', category: 'RNG' }, figures)).toBe(40_000n);
    expect(progressOf({ metric: 'VALID_TURNOVER', category: null }, figures)).toBe(45_000n);
    expect(progressOf({ metric: 'DEPOSIT_AMOUNT', category: null }, figures)).toBe(12_345n);
  });
});

describe('leaderboard names', () => {
  it('hides the middle of a username and most of a short one', () => {
    expect(maskUsername('somchai88')).toBe('so***88');
    expect(maskUsername('abcd')).toBe('a***');
    expect(maskUsername('นพดลมีสุข')).toBe('นพ***สุข');
  });
});
