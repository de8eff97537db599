import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchVendorLanes, flushVendorLanes } from './get-vendors.ts';

const raw = {
  lanes: [
    { title: 'RNG', cards: [{ vassalage: 'PG', name: 'PG', iconUrl: '', maintenance: false, gameCount: 5, gameCode: null }], gameClassify: [] },
    {
      title: 'SPORTS',
      cards: [
        { vassalage: 'SABA', name: 'SABA', iconUrl: '', maintenance: false, gameCount: 1, gameCode: 'SABA_SPORTS' },
        { vassalage: 'IMES', name: 'IMES', iconUrl: '', maintenance: false, gameCount: 1, gameCode: 'IMES_ESPORTS' },
        { vassalage: 'DS88', name: 'DS88', iconUrl: '', maintenance: false, gameCount: 1, gameCode: 'DS88_COCKFIGHT' },
      ],
      gameClassify: [],
    },
    { title: 'LIVE', cards: [], gameClassify: [] },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('vendor lanes', () => {
  it('re-shapes the raw sorting list (ESPORTS and COCKFIGHT right after SPORTS)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(raw), { status: 200 })));
    const lanes = await fetchVendorLanes('EN');
    expect(lanes.map((l) => l.title)).toEqual(['RNG', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE']);
    expect(lanes.find((l) => l.title === 'SPORTS')?.cards.map((c) => c.vassalage)).toEqual(['SABA']);
  });

  it('keeps the list for the session and asks again only for another language or after a flush', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(raw), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await fetchVendorLanes('EN');
    await fetchVendorLanes('EN');
    expect(fetch).toHaveBeenCalledTimes(1);
    await fetchVendorLanes('TY');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(String((fetch.mock.calls[1] as unknown as [string])[0])).toContain('language=TY');
    await flushVendorLanes();
    await fetchVendorLanes('TY');
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
