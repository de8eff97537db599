import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
