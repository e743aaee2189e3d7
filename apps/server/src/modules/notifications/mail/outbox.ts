import { sql } from 'drizzle-orm';
import { deleteBatch, type Db } from '../../../db/client.js';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Queues a mail; call it inside the transaction that makes the mail necessary. */
export async function enqueue(db: Db, mail: Mail): Promise<void> {
  await db.execute(sql`INSERT INTO mail_outbox (recipient, subject, html, text) VALUES (${mail.to}, ${mail.subject}, ${mail.html}, ${mail.text})`);
}

/** Delivered mails (sent, or logged to the dev mailbox) are kept this long, then deleted by the sweeper. */
export const DELIVERED_MAIL_RETENTION_DAYS = 14;

/** Deletes up to `batch` mails delivered more than DELIVERED_MAIL_RETENTION_DAYS ago; pending ones stay whatever their age. */
export async function purgeDeliveredMail(db: Db, batch = 5000): Promise<number> {
  return deleteBatch(db, 'mail_outbox', 'id', sql`status IN ('sent', 'logged') AND coalesce(sent_at, created_at) < now() - make_interval(days => ${DELIVERED_MAIL_RETENTION_DAYS})`, batch);
}
