import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The node flags production starts the server with (`npm start`), so benchmarks measure the same. */
export const serverNodeFlags = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../apps/server/node-flags.json'), 'utf8'),
) as string[];
