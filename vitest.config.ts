import { defineConfig } from 'vitest/config';

/** `npm test` runs every project: contracts and web unit tests, server unit + API tests. */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
