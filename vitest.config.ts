import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain/vitest.config.ts',
      'packages/contract/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      {
        test: { name: 'repo', include: ['scripts/**/*.test.ts', '*.test.ts'], environment: 'node' },
      },
    ],
  },
});
