import type { Database } from './database.js';

/**
 * What every start does before building the app: apply the committed migrations. (The app seeds
 * the catalog itself when it starts, so this layer knows no module.)
 */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.migrate();
}
