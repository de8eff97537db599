import { defineConfig } from 'vitest/config';

/** The two-instance suite (cluster/): PostgreSQL + Redis, run by .ci/run with a fresh database. */
export default defineConfig({
  test: {
    include: ['cluster/**/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
