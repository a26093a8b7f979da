import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: 'server',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      // One module graph per worker, not per file: every file builds its own app and database and
      // no test changes process.env or mocks a module, while importing the app's graph again for
      // each file took half the suite's CPU time (PostgreSQL pass: 397 s -> 189 s of CPU).
      isolate: false,
      // Each file boots its own app and database; PGlite start-up dominates, not CPU.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
