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
      // One module graph per worker, not per file (155 s -> 22 s on 2 cores): the setup file resets
      // what the app keeps in modules (toasts, language) and the page after each test.
      isolate: false,
      setupFiles: ['./src/test/setup.ts'],
      // A bound against hangs, not a speed check: the test model runs the real generator, which
      // took 6 s at load 10 (vitest's 5 s default failed it).
      testTimeout: 20_000,
    },
  }),
);
