import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: 'server',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      // Each file boots its own app and database; PGlite start-up dominates, not CPU.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
