import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resendWaitSeconds, useSmsCountdown } from './use-sms-countdown.ts';
import { createThrottle, useThrottle } from './use-throttle.ts';

describe('throttle (get-SMS clicks, captcha refresh)', () => {
  it('lets one call through per second and drops the rest', () => {
    let t = 1_000;
    const pass = createThrottle(1000, () => t);
    expect(pass()).toBe(true);
    t += 400;
    expect(pass()).toBe(false);
    t += 599;
    expect(pass()).toBe(false);
    t += 1;
    expect(pass()).toBe(true);
  });

  it('the hook calls the latest function only when the gate opens', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const { result } = renderHook(() => useThrottle(fn, 1000));
    expect(result.current('a')).toBe(true);
    expect(result.current('b')).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(result.current('c')).toBe(true);
    expect(fn.mock.calls).toEqual([['a'], ['c']]);
    vi.useRealTimers();
  });
});

describe('SMS countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 60 seconds for every minute the code is valid', () => {
    expect(resendWaitSeconds(1)).toBe(60);
    expect(resendWaitSeconds(5)).toBe(300);
    expect(resendWaitSeconds(0)).toBe(60);
    expect(resendWaitSeconds(Number.NaN)).toBe(60);
  });

  it('counts down the seconds left and then allows a resend', () => {
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current.running).toBe(false);
    act(() => result.current.start(2));
    expect(result.current.secondsLeft).toBe(120);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.secondsLeft).toBe(90);
    expect(result.current.running).toBe(true);
    act(() => vi.advanceTimersByTime(90_000));
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.running).toBe(false);
  });

  it('reset stops the countdown (e.g. the SMS request failed)', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start(1));
    act(() => result.current.reset());
    expect(result.current.running).toBe(false);
  });
});
