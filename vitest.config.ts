import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
