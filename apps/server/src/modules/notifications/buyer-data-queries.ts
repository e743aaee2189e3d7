import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordRows } from '../../db/record-rows.js';

// What a personal-data export and an erasure (issue 27, ADR 0041) read and delete of one buyer's
// account-centre messages and the mails the shop wrote to their address.

export async function exportBuyerMessages(db: Db, userId: number, email: string) {
  return {
    messages: await recordRows(db, sql`SELECT to_jsonb(m) AS r FROM user_message m WHERE m.user_id = ${userId} ORDER BY m.created_at, m.id`),
    mails: await recordRows(
      db,
      sql`SELECT jsonb_build_object('subject', o.subject, 'text', o.text, 'status', o.status, 'createdAt', o.created_at, 'sentAt', o.sent_at) AS r
            FROM mail_outbox o WHERE o.recipient = ${email} ORDER BY o.created_at, o.id`,
    ),
  };
}

/** Erasure: the messages and every mail to the address, sent or not, are deleted. */
export async function eraseBuyerMessages(db: Db, userId: number, email: string): Promise<void> {
  await db.execute(sql`DELETE FROM user_message WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM mail_outbox WHERE recipient = ${email}`);
}
