// Vitest globalSetup of the API projects: migrate and seed ONE database per run, which every
// test file then copies (createTestApp) instead of migrating and seeding its own.
// - api-pglite: a seeded in-memory PGlite dumped to a tarball in a temp dir; each file loads it.
// - api-postgres: a template database on the TEST_DATABASE_URL server; each file runs
//   CREATE DATABASE … TEMPLATE it. Dropped at teardown; the name is unique per run.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareStorage, withStartupLock, type Storage } from '../src/db/index.js';
import { ensureSearchIndex } from '../src/modules/search/indexer.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a tarball of a migrated and seeded PGlite data directory (api-pglite). */
    pgliteSeedDump?: string;
    /** Name of a migrated and seeded template database on TEST_DATABASE_URL's server (api-postgres). */
    postgresTemplate?: string;
  }
}

/** What the app does to a database at start (app.ts): migrate, seed, build the search index. */
async function prepareSeeded(opts: { databaseUrl?: string; dataDir: string }): Promise<Storage> {
  const storage = await prepareStorage(opts);
  await withStartupLock(storage, () => ensureSearchIndex(storage.db));
  return storage;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = project.config.env?.TEST_DB ?? 'pglite';
  const started = Date.now();
  if (engine === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `netshop_tpl_${randomBytes(6).toString('hex')}`;
    const admin = async (text: string) => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(text);
      } finally {
        await c.end();
      }
    };
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      // pool.end() in close() ends every connection: CREATE DATABASE … TEMPLATE refuses a
      // template another session is connected to.
      const storage = await prepareSeeded({ databaseUrl: url.toString(), dataDir: 'memory://' });
      await storage.close();
    } catch (err) {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      throw err;
    }
    project.provide('postgresTemplate', name);
    log(`${project.name}: seeded template database ${name} in ${Date.now() - started} ms`);
    return async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }

  const dir = mkdtempSync(join(tmpdir(), 'netshop-seed-'));
  try {
    const storage = await prepareSeeded({ dataDir: 'memory://' });
    try {
      const dump = await storage.dumpDataDir!();
      writeFileSync(join(dir, 'seeded.tar'), new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await storage.close();
    }
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  project.provide('pgliteSeedDump', join(dir, 'seeded.tar'));
  log(`${project.name}: seeded PGlite dump in ${Date.now() - started} ms`);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
  };
}

function log(line: string) {
  console.log(`[global-setup] ${line}`);
}
