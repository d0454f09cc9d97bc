/**
 * Unit, hardware-fidelity and content tests (`npm run test:unit`). Browser tests have their
 * own configuration (`vitest.e2e.config.ts`, `npm run test:e2e`).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/hardware/**/*.test.ts', 'tests/content/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
