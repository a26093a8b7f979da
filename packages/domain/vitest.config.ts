import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

export default mergeConfig(
  sourceConditions,
  defineProject({ test: { name: 'domain', include: ['src/**/*.test.ts'], environment: 'node' } }),
);
