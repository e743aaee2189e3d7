import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';

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
