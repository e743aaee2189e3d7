import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordRows } from '../../db/record-rows.js';
import { col, row, typedRows } from '../../db/typed-rows.js';

// What the console's customer page, a personal-data export and an erasure (issue 27, ADR 0041)
// read and change of one buyer's inquiries and quotations. A buyer's inquiries are those of their
// account and those they sent as a guest with their address and never claimed.

const mine = (userId: number, email: string) => sql`(i.user_id = ${userId} OR (i.user_id IS NULL AND i.email = ${email}))`;

const inquiryItem = row({ id: col.int, inquiryNo: col.text, type: col.text, status: col.text, quotations: col.int, createdAt: col.time, n: col.int });

/** A buyer's newest inquiries (up to `limit`), each with its number of quotations, and how many they have in all. */
export async function inquiriesOfBuyer(db: Db, userId: number, email: string, limit: number) {
  const found = await typedRows(
    db,
    inquiryItem,
    sql`SELECT i.id, i.inquiry_no AS "inquiryNo", i.type, i.status, (SELECT count(*)::int FROM quotation q WHERE q.inquiry_id = i.id) AS quotations,
               i.created_at AS "createdAt", count(*) OVER ()::int AS n
          FROM inquiry i WHERE ${mine(userId, email)} ORDER BY i.created_at DESC, i.id DESC LIMIT ${limit}`,
  );
  return { total: found[0]?.n ?? 0, items: found.map(({ n: _n, createdAt, ...i }) => ({ ...i, createdAt: createdAt.toISOString() })) };
}

/** Everything stored of a buyer's inquiries: each with its thread, its files (named, not their bytes) and its quotations with lines. */
export async function exportBuyerInquiries(db: Db, userId: number, email: string) {
  return {
    inquiries: await recordRows(
      db,
      sql`SELECT to_jsonb(i) || jsonb_build_object(
                   'messages', coalesce((SELECT jsonb_agg(to_jsonb(m) - 'staff_id' ORDER BY m.id) FROM inquiry_message m WHERE m.inquiry_id = i.id), '[]'::jsonb),
                   'files', coalesce((SELECT jsonb_agg(to_jsonb(f) - 'bytes' ORDER BY f.created_at) FROM inquiry_file f WHERE f.inquiry_id = i.id), '[]'::jsonb),
                   'quotations', coalesce((SELECT jsonb_agg(to_jsonb(q) - 'created_by' || jsonb_build_object(
                       'lines', coalesce((SELECT jsonb_agg(to_jsonb(l)) FROM quotation_line l WHERE l.quotation_id = q.id), '[]'::jsonb)) ORDER BY q.version)
                     FROM quotation q WHERE q.inquiry_id = i.id), '[]'::jsonb)) AS r
            FROM inquiry i WHERE ${mine(userId, email)} ORDER BY i.created_at, i.id`,
    ),
  };
}

/**
 * Erasure: an inquiry none of whose quotations became an order is deleted with its thread, files
 * and quotations; one that led to an order stays as the order's record of its prices, without the
 * buyer's contact details, texts or files. Running it again changes nothing more.
 */
export async function eraseBuyerInquiries(db: Db, userId: number, email: string, placeholder: string): Promise<void> {
  const ordered = sql`EXISTS (SELECT 1 FROM quotation q WHERE q.inquiry_id = i.id AND q.order_id IS NOT NULL)`;
  await db.execute(sql`DELETE FROM inquiry i WHERE ${mine(userId, email)} AND NOT ${ordered}`);
  await db.execute(sql`DELETE FROM inquiry_file f USING inquiry i WHERE f.inquiry_id = i.id AND ${mine(userId, email)}`);
  await db.execute(sql`UPDATE inquiry_message m SET body = '' FROM inquiry i WHERE m.inquiry_id = i.id AND m.author = 'buyer' AND ${mine(userId, email)}`);
  await db.execute(sql`UPDATE inquiry i SET email = ${placeholder}, name = '', company = '', phone = '', details = '', user_id = ${userId} WHERE ${mine(userId, email)}`);
}
