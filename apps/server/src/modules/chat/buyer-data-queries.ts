import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordRows } from '../../db/record-rows.js';
import { col, row, typedRows } from '../../db/typed-rows.js';

// What the console's customer page, a personal-data export and an erasure (issue 27, ADR 0041)
// read and change of one buyer's chat conversations.

const chatItem = row({ conversationId: col.int, status: col.text, messages: col.int, lastMessage: col.text, updatedAt: col.time, n: col.int });

/** A buyer's latest conversations (up to `limit`), each with its message count and last text, and how many they have in all. */
export async function chatsOfBuyer(db: Db, userId: number, limit: number) {
  const found = await typedRows(
    db,
    chatItem,
    sql`SELECT c.id AS "conversationId", c.status, (SELECT count(*)::int FROM chat_message m WHERE m.conversation_id = c.id) AS messages,
               coalesce((SELECT m.body FROM chat_message m WHERE m.conversation_id = c.id ORDER BY m.seq DESC LIMIT 1), '') AS "lastMessage",
               c.updated_at AS "updatedAt", count(*) OVER ()::int AS n
          FROM chat_conversation c WHERE c.user_id = ${userId} ORDER BY c.updated_at DESC, c.id DESC LIMIT ${limit}`,
  );
  return { total: found[0]?.n ?? 0, items: found.map(({ n: _n, updatedAt, lastMessage, ...c }) => ({ ...c, lastMessage: lastMessage.slice(0, 200), updatedAt: updatedAt.toISOString() })) };
}

/** Every conversation of a buyer with all its messages and the files in it (named, not their bytes) (the export). */
export async function exportBuyerChats(db: Db, userId: number) {
  return {
    chatConversations: await recordRows(
      db,
      sql`SELECT to_jsonb(c) - 'agent_id' || jsonb_build_object(
                   'messages', coalesce((SELECT jsonb_agg(to_jsonb(m) - 'staff_id' - 'client_msg_id' ORDER BY m.seq) FROM chat_message m WHERE m.conversation_id = c.id), '[]'::jsonb),
                   'files', coalesce((SELECT jsonb_agg(to_jsonb(f) - 'bytes' ORDER BY f.created_at) FROM chat_file f WHERE f.conversation_id = c.id), '[]'::jsonb)) AS r
            FROM chat_conversation c WHERE c.user_id = ${userId} ORDER BY c.created_at, c.id`,
    ),
  };
}

/**
 * Erasure: conversations stay for the shop's record of what it said, their visitor side named by
 * nobody (the account is anonymised): the contact address and pages seen go, and so do the files
 * the buyer sent. Running it again changes nothing more.
 */
export async function anonymiseBuyerChats(db: Db, userId: number): Promise<void> {
  await db.execute(sql`DELETE FROM chat_file f USING chat_message m, chat_conversation c
                        WHERE m.file_id = f.id AND m.user_type = 1 AND c.id = m.conversation_id AND c.user_id = ${userId}`);
  await db.execute(sql`UPDATE chat_conversation SET contact_email = NULL, page_path = NULL, page_spu_id = NULL WHERE user_id = ${userId}`);
}
