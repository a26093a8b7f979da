import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A worker per core, not vitest's cores - 1: on the 2-core CI machine many files wait on a
    // database, a socket or a child process part of the time, so a second worker still gains.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/domain/vitest.config.ts',
      'packages/assistant/vitest.config.ts',
      'packages/contract/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'repo',
          include: ['scripts/**/*.test.ts', '*.test.ts'],
          environment: 'node',
          // The first lint of each package resolves its whole import graph (no-cycle, import zones):
          // seconds on a busy machine.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
