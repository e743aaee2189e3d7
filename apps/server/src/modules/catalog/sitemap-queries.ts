import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// What the sitemaps list of the catalogue (web/sitemap.ts): how many published products there
// are, a chunk of them in id order with the day each was added, and every category.

const countRow = row({ n: col.int });
const productEntryRow = row({ id: col.int, at: col.time });
const idRow = row({ id: col.int });

/** How many products the catalogue has (the sitemap index has one chunk per 10,000). */
export async function productCount(db: Db): Promise<number> {
  return (await typedRow(db, countRow, sql`SELECT count(*)::int AS n FROM product WHERE status = 'published'`))?.n ?? 0;
}

/** Products in id order from `offset`, at most `limit`, with when each was added. */
export async function productSitemapChunk(db: Db, offset: number, limit: number) {
  return typedRows(db, productEntryRow, sql`SELECT id, created_at AS at FROM product WHERE status = 'published' ORDER BY id LIMIT ${limit} OFFSET ${offset}`);
}

/** Every category's id, in the order the menu shows them. */
export async function categoryIds(db: Db): Promise<number[]> {
  return (await typedRows(db, idRow, sql`SELECT id FROM category ORDER BY sort, id`)).map((r) => r.id);
}
