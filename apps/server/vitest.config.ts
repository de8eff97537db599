import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each API test file boots its own database; PGlite start-up dominates.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
