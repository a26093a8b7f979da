import { seedCatalog } from '../modules/catalog/catalog-seed.js';
import type { Database } from './database.js';

/** What every start does before serving: apply the committed migrations, then seed the catalog. */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.migrate();
  await seedCatalog(database.db);
}
