import { openStorage, type Storage, type StorageOptions } from './client.js';
import { migrate } from './migrate.js';
import { seedCatalog } from './seed/catalog/index.js';
import { seedChat } from './seed/chat/index.js';
import { seedContent } from './seed/content/index.js';
import { seedReference } from './seed/index.js';
import { seedInventory } from './seed/inventory/index.js';
import { seedPurchase } from './seed/purchase/index.js';

/** Advisory-lock key under which start-up migrates and seeds (any constant shared by all processes). */
const STARTUP_LOCK = 727_001;

/**
 * Opens the database, applies pending migrations and seeds reference data. What a domain builds
 * from the seeded rows (the search index) is the app's to do, under the same lock
 * (`withStartupLock`): db/ imports no module (ADR 0016).
 */
export async function prepareStorage(
  opts: StorageOptions & {
    /**
     * The database is a copy of one this code migrated and seeded (tests copy a template per
     * file): seeding is skipped unless a migration was still pending.
     */
    seeded?: boolean;
  },
): Promise<Storage> {
  const storage = await openStorage(opts);
  try {
    await storage.withLock(STARTUP_LOCK, async () => {
      const applied = await migrate(storage);
      if (opts.seeded && applied.length === 0) return;
      await seedReference(storage.db);
      await seedCatalog(storage.db);
      await seedContent(storage.db);
      await seedPurchase(storage.db);
      await seedInventory(storage.db);
      await seedChat(storage.db);
    });
  } catch (err) {
    await storage.close().catch(() => undefined);
    throw err;
  }
  return storage;
}

/** Runs start-up work that must not race another process starting at the same time. */
export function withStartupLock<T>(storage: Storage, fn: () => Promise<T>): Promise<T> {
  return storage.withLock(STARTUP_LOCK, fn);
}

export type { Db, Storage, StorageOptions } from './client.js';
