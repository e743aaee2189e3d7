import { MESSAGE_TYPES } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// Every SQL statement of the account centre's messages (user_message; ADR 0035), each answer
// checked by its row shape. The mail outbox's are in mail/queries.ts.

/** Stores a message: its text key and parameters, rendered in the reader's language when read. */
export async function insertMessage(db: Db, userId: number, type: string, key: string, params: Record<string, string>): Promise<void> {
  await db.execute(sql`INSERT INTO user_message (user_id, type, title_key, params) VALUES (${userId}, ${type}, ${key}, ${JSON.stringify(params)}::jsonb)`);
}

/** Which of a buyer's messages a page lists: unread, read, or all. */
export type ReadFilter = 'unread' | 'read' | 'all';
const filterOf = (f: ReadFilter) => (f === 'unread' ? sql`AND read_at IS NULL` : f === 'read' ? sql`AND read_at IS NOT NULL` : sql``);

const messageCountsRow = row({ total: col.int, unread: col.int });

/** How many of a buyer's messages the filter lists, and how many are unread. */
export async function messageCounts(db: Db, userId: number, filter: ReadFilter) {
  return (await typedRow(
    db,
    messageCountsRow,
    sql`SELECT count(*) FILTER (WHERE true ${filterOf(filter)})::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread FROM user_message WHERE user_id = ${userId}`,
  ))!;
}

const params = z.record(z.string(), z.string());

const messageRow = row({
  id: col.int,
  type: z.enum(MESSAGE_TYPES),
  titleKey: col.text,
  // jsonb: an object; a row whose parameters were stored as a JSON string is read the same.
  params: z.union([params, z.string().transform((s): unknown => JSON.parse(s)).pipe(params)]),
  readAt: col.time.nullable(),
  createdAt: col.time,
});

/** A page of a buyer's messages, newest first. */
export async function messagePage(db: Db, userId: number, filter: ReadFilter, limit: number, offset: number) {
  return typedRows(
    db,
    messageRow,
    sql`SELECT id, type, title_key AS "titleKey", params, read_at AS "readAt", created_at AS "createdAt"
          FROM user_message WHERE user_id = ${userId} ${filterOf(filter)}
         ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
}

const idRow = row({ id: col.int });

/** Marks one of the buyer's messages read (keeping when it first was); false when it is not theirs. */
export async function markMessageRead(db: Db, userId: number, messageId: number): Promise<boolean> {
  return (await typedRow(db, idRow, sql`UPDATE user_message SET read_at = coalesce(read_at, now()) WHERE id = ${messageId} AND user_id = ${userId} RETURNING id`)) !== undefined;
}

/** Marks every unread message of the buyer read. */
export async function markAllMessagesRead(db: Db, userId: number): Promise<void> {
  await db.execute(sql`UPDATE user_message SET read_at = now() WHERE user_id = ${userId} AND read_at IS NULL`);
}
