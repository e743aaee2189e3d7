import { MESSAGE_TEXT_KEYS } from './messages.js';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRows } from '../../db/typed-rows.js';

// What the buyer was told about one order (the console's order page): their account-centre
// messages naming the order number, and the mails whose subject ends with it (notify's suffix).

const params = z.record(z.string(), z.string());
const orderMessageRow = row({
  titleKey: z.enum(MESSAGE_TEXT_KEYS),
  params: z.union([params, z.string().transform((s): unknown => JSON.parse(s)).pipe(params)]),
  readAt: col.time.nullable(),
  createdAt: col.time,
});

/** The buyer's messages about this order, oldest first (at most 200). */
export async function orderMessages(db: Db, userId: number, orderNo: string) {
  return typedRows(
    db,
    orderMessageRow,
    sql`SELECT title_key AS "titleKey", params, read_at AS "readAt", created_at AS "createdAt" FROM user_message
         WHERE user_id = ${userId} AND params->>'orderNo' = ${orderNo} ORDER BY created_at, id LIMIT 200`,
  );
}

const orderMailRow = row({ subject: col.text, status: col.text, createdAt: col.time });

/** Mails to this address whose subject ends with the order number, oldest first (at most 200). */
export async function orderMails(db: Db, email: string, orderNo: string) {
  // notify() appends ` · <order number>` to an order's mail subjects.
  const suffix = ` · ${orderNo}`;
  return typedRows(
    db,
    orderMailRow,
    sql`SELECT subject, status, created_at AS "createdAt" FROM mail_outbox
         WHERE recipient = ${email} AND right(subject, ${suffix.length}) = ${suffix} ORDER BY created_at, id LIMIT 200`,
  );
}
