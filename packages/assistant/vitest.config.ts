import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

export default mergeConfig(
  sourceConditions,
  defineProject({ test: { name: 'assistant', include: ['src/**/*.test.ts'], environment: 'node' } }),
);
