/**
 * Browser tests: `npm run test:e2e`. Builds the site once under a sub-path base, serves it
 * on 127.0.0.1, and drives Debian's Chromium through playwright-core. Files run one at a
 * time (each starts its own browser).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 900_000,
  },
});
