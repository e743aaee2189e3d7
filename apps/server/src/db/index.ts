import { openStorage, type Storage } from './client.js';
import { migrate } from './migrate.js';
import { seedCatalog } from './seed/catalog/index.js';
import { seedContent } from './seed/content/index.js';
import { seedReference } from './seed/index.js';
import { seedPurchase } from './seed/purchase/index.js';
import { ensureSearchIndex } from '../modules/search/indexer.js';

/** Advisory-lock key under which start-up migrates and seeds (any constant shared by all processes). */
const STARTUP_LOCK = 727_001;

/** Opens the database, applies pending migrations and seeds reference data. */
export async function prepareStorage(opts: { databaseUrl?: string; dataDir: string }): Promise<Storage> {
  const storage = await openStorage(opts);
  try {
    await storage.withLock(STARTUP_LOCK, async () => {
      await migrate(storage);
      await seedReference(storage.db);
      await seedCatalog(storage.db);
      await seedContent(storage.db);
      await seedPurchase(storage.db);
      await ensureSearchIndex(storage.db);
    });
  } catch (err) {
    await storage.close().catch(() => undefined);
    throw err;
  }
  return storage;
}

export type { Db, Storage } from './client.js';
