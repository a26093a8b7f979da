import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

export default mergeConfig(
  sourceConditions,
  defineProject({
    // One module graph per worker, not per file: these tests keep no state between files, and on
    // the 2-core CI machine importing the graph again for every file was most of their time.
    test: {
      name: 'domain',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      isolate: false,
      // Property and search tests run seconds of CPU each; on a busy 2-core machine the default
      // 5 s cut some off mid-run. A bound against hangs, not a speed assertion.
      testTimeout: 20_000,
    },
  }),
);
