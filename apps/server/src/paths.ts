import { fileURLToPath } from 'node:url';

// src/paths.ts and dist/paths.js sit at the same depth, so these hold for both.
export const migrationsDir = fileURLToPath(new URL('../drizzle', import.meta.url));
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
