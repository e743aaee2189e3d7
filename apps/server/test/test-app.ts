import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { prepareStorage, type Storage } from '../src/db/index.js';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  storage: Storage;
  /** The PostgreSQL database of this app (undefined on PGlite): a second app may share it. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** The seeded PGlite tarball of this run (global-setup.ts), read once per test file. */
let seedDump: Promise<Blob | undefined> | undefined;
function pgliteSeed(): Promise<Blob | undefined> {
  const path = inject('pgliteSeedDump');
  seedDump ??= path ? readFile(path).then((b) => new Blob([new Uint8Array(b)])) : Promise.resolve(undefined);
  return seedDump;
}

/**
 * CREATE DATABASE, as a copy of this run's seeded template when global-setup.ts made one; says
 * whether it did.
 */
async function createDatabase(adminUrl: string, name: string): Promise<boolean> {
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
        return Boolean(template);
      } catch (err) {
        // 55006: "source database is being accessed by other users" (a session still closing).
        if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
}

/**
 * The real app on a real database: an in-memory PGlite, or (TEST_DB=postgres) a fresh database
 * created on the server of TEST_DATABASE_URL and dropped afterwards. One per test file. Both
 * start as a copy of the database global-setup.ts migrated and seeded once for the run, so
 * prepareStorage finds the migrations applied and the seeds current and has little to do.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: TestContext['app']) => void,
): Promise<TestContext> {
  const engine = process.env.TEST_DB ?? 'pglite';
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  let copyOfSeeded = false;
  if (engine === 'postgres' && env.DATABASE_URL) {
    // A second server process on another app's database (multi-process tests); its owner drops it.
    databaseUrl = env.DATABASE_URL;
  } else if (engine === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `netshop_test_${randomBytes(6).toString('hex')}`;
    copyOfSeeded = await createDatabase(adminUrl, name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    WEB_DIST: '/nonexistent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  // A file that brings its own DATA_DIR or DATABASE_URL gets exactly that database.
  const fromSeed = !config.DATABASE_URL && config.DATA_DIR === 'memory://' ? await pgliteSeed() : undefined;
  if (fromSeed) copyOfSeeded = true;
  else if (config.DATABASE_URL !== databaseUrl) copyOfSeeded = false;
  const storage = await prepareStorage({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    loadDataDir: fromSeed,
    seeded: copyOfSeeded,
  });
  const app = await buildApp({ config, storage });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    storage,
    databaseUrl,
    async close() {
      try {
        await app.close();
        await storage.close();
      } finally {
        // Even when the storage was closed already (pool.end() twice throws): no leftover database.
        await dropDatabase?.();
      }
    },
  };
}
