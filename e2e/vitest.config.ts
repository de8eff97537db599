import { defineConfig } from 'vitest/config';

/** Browser tests: each spec file starts the real server; files run one after another (2-core machines). */
export default defineConfig({
  test: {
    include: ['specs/**/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
