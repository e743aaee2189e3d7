import { randomBytes } from 'node:crypto';
import pg from 'pg';
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

/**
 * The real app on a real database: an in-memory PGlite, or (TEST_DB=postgres) a fresh database
 * created on the server of TEST_DATABASE_URL and dropped afterwards. One per test file.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: TestContext['app']) => void,
): Promise<TestContext> {
  const engine = process.env.TEST_DB ?? 'pglite';
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (engine === 'postgres' && env.DATABASE_URL) {
    // A second server process on another app's database (multi-process tests); its owner drops it.
    databaseUrl = env.DATABASE_URL;
  } else if (engine === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `netshop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
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
  const storage = await prepareStorage({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, storage });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    storage,
    databaseUrl,
    async close() {
      await app.close();
      await storage.close();
      await dropDatabase?.();
    },
  };
}
