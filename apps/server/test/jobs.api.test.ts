import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

describe('jobs', () => {
  let t: TestApp;
  const runs: number[] = [];
  let active = 0;
  let maxActive = 0;

  beforeAll(async () => {
    t = await buildTestApp({
      seed: false,
      extend(app) {
        app.jobs.register({
          name: 'test.slow',
          schedule: '0 0 1 1 *',
          async run() {
            active += 1;
            maxActive = Math.max(maxActive, active);
            await new Promise((r) => setTimeout(r, 30));
            runs.push(Date.now());
            active -= 1;
            return runs.length;
          },
        });
      },
    });
  });
  afterAll(() => t.close());

  it('runs a registered job on demand and returns its result', async () => {
    expect(t.app.jobs.names()).toContain('test.slow');
    expect(await t.app.jobs.runNow('test.slow')).toBe(1);
  });

  it('never runs two copies of one job at the same time', async () => {
    await Promise.all([t.app.jobs.runNow('test.slow'), t.app.jobs.runNow('test.slow'), t.app.jobs.runNow('test.slow')]);
    expect(runs).toHaveLength(4);
    expect(maxActive).toBe(1);
  });

  it('refuses an unknown job and a second registration of a name', async () => {
    await expect(t.app.jobs.runNow('nope')).rejects.toThrow('No job nope');
    expect(() => t.app.jobs.register({ name: 'test.slow', schedule: '* * * * *', run: async () => 0 })).toThrow('registered twice');
  });
});

describe('scheduled jobs on two instances of one database', () => {
  let t: TestApp;
  let second: TestApp['app'];
  const runs: string[] = [];
  const job = (instance: string) => ({
    name: 'test.every-second',
    schedule: '* * * * * *',
    async run() {
      runs.push(instance);
    },
  });

  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { JOBS: 'on' }, extend: (app) => app.jobs.register(job('a')) });
    second = await buildApp({ config: t.config, database: t.database });
    second.jobs.register(job('b'));
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('runs each tick once, on whichever instance claims it first, and records it', async () => {
    await new Promise((r) => setTimeout(r, 3_500));
    await second.close();
    await t.app.close();
    const ticks = await sql<{ tick: Date; outcome: string | null }>`SELECT tick, outcome FROM job_ticks WHERE job = 'test.every-second' ORDER BY tick`.execute(t.app.db);
    expect(ticks.rows.length).toBeGreaterThanOrEqual(2);
    // Both timers fired every second; each tick still ran exactly once.
    expect(runs).toHaveLength(ticks.rows.length);
    expect(new Set(ticks.rows.map((r) => new Date(r.tick).getTime())).size).toBe(ticks.rows.length);
    expect(ticks.rows.every((r) => r.outcome === 'ok' || r.outcome === null)).toBe(true);
  });
});
