import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle.ts';

describe('favourite throttle', () => {
  it('lets one call through per interval and refuses the rest', () => {
    let clock = 10_000;
    const pass = createThrottle(1000, () => clock);
    expect(pass()).toBe(true);
    clock += 400;
    expect(pass()).toBe(false);
    clock += 599;
    expect(pass()).toBe(false);
    clock += 1;
    expect(pass()).toBe(true);
  });
});
