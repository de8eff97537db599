import { defineConfig } from 'vitest/config';

/** Browser tests: each spec file starts the real server; files run one after another (2-core machines). */
export default defineConfig({
  test: {
    include: ['specs/**/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
    // expect.poll's own default (1 s) is shorter than a cold server's first page on a busy
    // 2-core machine; a condition that stays false still fails, after 10 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
