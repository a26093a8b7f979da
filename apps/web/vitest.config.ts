import react from '@vitejs/plugin-react';
import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

export default mergeConfig(
  sourceConditions,
  defineProject({
    plugins: [react()],
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
    },
  }),
);
