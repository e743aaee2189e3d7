import type { Db } from '../../../db/client.js';
import { insertMail, purgeDelivered } from './queries.js';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Queues a mail; call it inside the transaction that makes the mail necessary. */
export async function enqueue(db: Db, mail: Mail): Promise<void> {
  await insertMail(db, mail);
}

/** Delivered mails (sent, or logged to the dev mailbox) are kept this long, then deleted by the sweeper. */
export const DELIVERED_MAIL_RETENTION_DAYS = 14;

/** Deletes up to `batch` mails delivered more than DELIVERED_MAIL_RETENTION_DAYS ago; pending ones stay whatever their age. */
export async function purgeDeliveredMail(db: Db, batch = 5000): Promise<number> {
  return purgeDelivered(db, DELIVERED_MAIL_RETENTION_DAYS, batch);
}
