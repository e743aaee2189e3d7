import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordRows } from '../../db/record-rows.js';
import { col, row, typedRows } from '../../db/typed-rows.js';

// What the console's customer page, a personal-data export and an erasure (issue 27, ADR 0041)
// read and change of one buyer's product questions. The questions stay after an erasure (answered
// ones help other buyers): they name their asker only through the account, which is anonymised.

const questionItem = row({ id: col.int, productId: col.int, content: col.text, status: col.text, createdAt: col.time, n: col.int });

/** A buyer's newest questions (up to `limit`) and how many they asked in all. */
export async function questionsOfBuyer(db: Db, userId: number, limit: number) {
  const found = await typedRows(
    db,
    questionItem,
    sql`SELECT id, product_id AS "productId", content, status, created_at AS "createdAt", count(*) OVER ()::int AS n
          FROM product_question WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  );
  return { total: found[0]?.n ?? 0, items: found.map(({ n: _n, createdAt, ...q }) => ({ ...q, createdAt: createdAt.toISOString() })) };
}

/** Every question of a buyer with its answer (the export). */
export async function exportBuyerQuestions(db: Db, userId: number) {
  return { questions: await recordRows(db, sql`SELECT to_jsonb(q) - 'answered_by' AS r FROM product_question q WHERE q.user_id = ${userId} ORDER BY q.created_at, q.id`) };
}

/** Erasure: a question's attached document goes (the account's uploads are deleted next). */
export async function eraseBuyerQuestions(db: Db, userId: number): Promise<void> {
  await db.execute(sql`UPDATE product_question SET upload_id = NULL WHERE user_id = ${userId} AND upload_id IS NOT NULL`);
}
