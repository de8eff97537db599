import { describe, expect, it } from 'vitest';
import { formatInZone } from './zone-time.ts';

describe('agent times', () => {
  it('shows an instant in the agent zone, 24-hour, SPEC §2.6 format', () => {
    expect(formatInZone('2026-11-25T17:05:09Z', 'Asia/Bangkok')).toBe('2026-11-26 00:05:09');
    expect(formatInZone(new Date('2026-11-25T00:00:00Z'), 'UTC')).toBe('2026-11-25 00:00:00');
    expect(formatInZone('not a date', 'UTC')).toBe('');
  });
});
