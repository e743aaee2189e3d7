import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rows, type Storage } from './client.js';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the SQL files drizzle-kit generated, in name order, each once and in its own
 * transaction. Our own runner (rather than drizzle's migrator) so the same code runs on both
 * engines and several processes can start together under one advisory lock (ADR 0003).
 */
export async function migrate(storage: Storage): Promise<string[]> {
  await storage.exec(
    `CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const result = await rows<{ name: string }>(storage.db, sql`SELECT name FROM schema_migration`);
  const done = new Set(result.map((r) => r.name));
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const body = readFileSync(join(MIGRATIONS_DIR, file), 'utf8').replaceAll('--> statement-breakpoint', '');
    const name = file.replaceAll("'", "''");
    await storage.exec(`BEGIN;\n${body}\nINSERT INTO schema_migration (name) VALUES ('${name}');\nCOMMIT;`);
    applied.push(file);
  }
  return applied;
}
