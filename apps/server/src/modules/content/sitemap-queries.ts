import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRows } from '../../db/typed-rows.js';

// What the sitemaps list of content (web/sitemap.ts): every news item, case and solution with the
// day it was published; drafts and scheduled items only once buyers may see them (issue 27).

const newsEntryRow = row({ id: col.int, at: col.time });
const articleEntryRow = row({ id: col.int, kind: col.text, at: col.time });

/** Every news item, newest first. */
export async function newsSitemapEntries(db: Db) {
  return typedRows(db, newsEntryRow, sql`SELECT id, published_at AS at FROM news WHERE published_at <= now() ORDER BY published_at DESC`);
}

/** Every case and solution, in their listing order. */
export async function articleSitemapEntries(db: Db) {
  return typedRows(db, articleEntryRow, sql`SELECT id, kind, published_at AS at FROM article WHERE kind IN ('case', 'solution') AND published_at <= now() ORDER BY sort`);
}
