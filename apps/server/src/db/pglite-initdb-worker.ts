// Runs PGlite's initdb for a new data directory in a process of its own (see pglite-cluster.ts):
// the WebAssembly memory initdb grows goes back to the system when this process exits.
//   node pglite-initdb-worker.js <dataDir> <settings as JSON>
import { PGlite } from '@electric-sql/pglite';

const [dataDir, settings] = process.argv.slice(2);
if (dataDir === undefined) throw new Error('usage: pglite-initdb-worker <dataDir> [settings JSON]');
const client = new PGlite({ dataDir, postgresqlconf: JSON.parse(settings ?? '[]') as string[] });
await client.waitReady;
await client.close();
