import { describe, expect, it } from 'vitest';
import { fairnessLink } from './fairness-link.ts';
import { isSpinKey, newRequestId } from './request-id.ts';

describe('slot request ids', () => {
  it('makes distinct v4 UUIDs the server accepts', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newRequestId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('spin keys', () => {
  const key = (init: KeyboardEventInit, target?: HTMLElement) => {
    const event = new KeyboardEvent('keydown', init);
    if (target) Object.defineProperty(event, 'target', { value: target });
    return event;
  };

  it('spins on Space and Enter on the page', () => {
    expect(isSpinKey(key({ code: 'Space', key: ' ' }, document.body))).toBe(true);
    expect(isSpinKey(key({ code: 'Enter', key: 'Enter' }, document.body))).toBe(true);
    expect(isSpinKey(key({ code: 'KeyA', key: 'a' }, document.body))).toBe(false);
  });

  it('leaves typing in the client seed field and pressing buttons alone, and ignores held keys', () => {
    expect(isSpinKey(key({ code: 'Space', key: ' ' }, document.createElement('input')))).toBe(false);
    expect(isSpinKey(key({ code: 'Enter', key: 'Enter' }, document.createElement('button')))).toBe(false);
    expect(isSpinKey(key({ code: 'Space', key: ' ', repeat: true }, document.body))).toBe(false);
  });
});

describe('verifier links', () => {
  it('carries the revealed seed when known, else the committed hash', () => {
    expect(fairnessLink({ serverSeed: 'ab', clientSeed: 'c d', nonce: 3 })).toBe('/fairness?serverSeed=ab&clientSeed=c+d&nonce=3');
    expect(fairnessLink({ serverSeedHash: 'ff', clientSeed: 'x', nonce: 0, bet: 100 })).toBe('/fairness?hash=ff&clientSeed=x&nonce=0&bet=100');
  });
});
