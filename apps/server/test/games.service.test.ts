import { describe, expect, it } from 'vitest';
import type { GamesRepository } from '../src/modules/games/repository.ts';
import { GamesService } from '../src/modules/games/service.ts';

/** A repository stand-in whose catalogue is one game whose name we change, with a controllable version. */
function fakeRepo() {
  const state = { version: 1n, name: 'Old Name', loads: 0, gate: Promise.resolve() };
  const repo = {
    version: async () => state.version,
    loadCatalogue: async () => {
      state.loads++;
      const name = state.name;
      const version = state.version;
      await state.gate;
      return {
        version,
        vendors: [{ code: 'PG', name: 'PG', maintenance: false, icon_url: null }],
        lanes: [{ category: 'RNG' as const, vendor_code: 'PG', sort: 1 }],
        games: [{ id: 1, code: 'PG_1', vendor_code: 'PG', game_type: 'RNG' as const, classify: 'SLOT', name, is_hot: false, is_new: false, maintenance: false, sort: 1, icon_url: null }],
        names: [{ game_id: 1, lang: 'EN', name, name_norm: name.toLowerCase() }],
      };
    },
  };
  return { state, repo: repo as unknown as GamesRepository };
}

const cdnOrigins = async () => ({ imageCDNs: [], launchGameCDNs: [] });
const nameOf = async (s: GamesService) => (await s.catalogue()).games[0]?.name;

describe('GamesService catalogue snapshot', () => {
  it('with a cache period: serves the snapshot, then keeps serving it while a changed catalogue reloads in the background', async () => {
    const { state, repo } = fakeRepo();
    let now = 0;
    const service = new GamesService(repo, { cacheMs: 1000, cdnOrigins, now: () => now });
    expect(await nameOf(service)).toBe('Old Name');
    state.name = 'New Name';
    state.version = 2n;
    now = 500;
    expect(await nameOf(service)).toBe('Old Name'); // within the period: no check at all
    expect(state.loads).toBe(1);
    now = 1500;
    let release!: () => void;
    state.gate = new Promise((r) => (release = r));
    expect(await nameOf(service)).toBe('Old Name'); // stale, reload started, not awaited
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await nameOf(service)).toBe('New Name');
    expect(state.loads).toBe(2);
  });

  it('with cacheMs 0: every call checks the version and waits for a reload', async () => {
    const { state, repo } = fakeRepo();
    const service = new GamesService(repo, { cacheMs: 0, cdnOrigins });
    expect(await nameOf(service)).toBe('Old Name');
    expect(await nameOf(service)).toBe('Old Name');
    expect(state.loads).toBe(1);
    state.name = 'New Name';
    state.version = 2n;
    expect(await nameOf(service)).toBe('New Name');
  });

  it('after invalidate, an older load still in flight does not win', async () => {
    const { state, repo } = fakeRepo();
    let now = 0;
    const service = new GamesService(repo, { cacheMs: 1000, cdnOrigins, now: () => now });
    await service.catalogue();
    state.version = 2n;
    now = 2000;
    let release!: () => void;
    state.gate = new Promise((r) => (release = r));
    await service.catalogue(); // background load of "Old Name" v2 is now blocked
    state.name = 'Newest';
    state.version = 3n;
    state.gate = Promise.resolve();
    service.invalidate();
    const fresh = service.catalogue();
    release();
    expect((await fresh).games[0]?.name).toBe('Newest');
    await new Promise((r) => setTimeout(r, 0));
    expect(await nameOf(service)).toBe('Newest');
  });
});
