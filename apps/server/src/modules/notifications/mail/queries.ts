import { sql } from 'drizzle-orm';
import { deleteBatch, type Db } from '../../../db/client.js';
import { col, row, typedRow, typedRows } from '../../../db/typed-rows.js';

// Every SQL statement of the mail outbox (mail_outbox; ADR 0035, ADR 0010), each answer checked
// by its row shape: queued in the caller's transaction, claimed and marked by the sender,
// purged by the sweeper, read by the dev mailbox.

/** Queues a mail (outbox.ts enqueue: in the transaction that makes it necessary). */
export async function insertMail(db: Db, mail: { to: string; subject: string; html: string; text: string }): Promise<void> {
  await db.execute(sql`INSERT INTO mail_outbox (recipient, subject, html, text) VALUES (${mail.to}, ${mail.subject}, ${mail.html}, ${mail.text})`);
}

/** Deletes up to `batch` mails delivered more than `retentionDays` ago; pending ones stay whatever their age. */
export async function purgeDelivered(db: Db, retentionDays: number, batch: number): Promise<number> {
  return deleteBatch(db, 'mail_outbox', 'id', sql`status IN ('sent', 'logged') AND coalesce(sent_at, created_at) < now() - make_interval(days => ${retentionDays})`, batch);
}

const claimed = row({ id: col.int, recipient: col.text, subject: col.text, html: col.text, text: col.text, attempts: col.int });

/**
 * Claims up to 10 due pending mails (FOR UPDATE SKIP LOCKED: another process skips them) and
 * pushes each one's next attempt back, doubling from `retryBaseSeconds` up to an hour.
 */
export async function claimDueMails(db: Db, retryBaseSeconds: number) {
  return typedRows(
    db,
    claimed,
    sql`UPDATE mail_outbox m SET attempts = m.attempts + 1,
               next_attempt_at = now() + make_interval(secs => least(3600, ${retryBaseSeconds} * power(2, m.attempts)))
         WHERE m.id IN (SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now() ORDER BY id LIMIT 10 FOR UPDATE SKIP LOCKED)
         RETURNING m.id, m.recipient, m.subject, m.html, m.text, m.attempts`,
  );
}

/** A mail the SMTP server took. */
export async function markSent(db: Db, mailId: number): Promise<void> {
  await db.execute(sql`UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = ${mailId}`);
}

/** A mail logged for the dev mailbox (no SMTP server configured). */
export async function markLogged(db: Db, mailId: number): Promise<void> {
  await db.execute(sql`UPDATE mail_outbox SET status = 'logged', sent_at = now() WHERE id = ${mailId}`);
}

/** Why the last attempt failed (the mail stays pending and is retried). */
export async function recordMailError(db: Db, mailId: number, error: string): Promise<void> {
  await db.execute(sql`UPDATE mail_outbox SET last_error = ${error} WHERE id = ${mailId}`);
}

const mailRow = row({ id: col.int, recipient: col.text, subject: col.text, text: col.text, html: col.text, status: col.text, createdAt: col.time });

/** The dev mailbox: the newest 50 mails, or those to one address. */
export async function newestMails(db: Db, to?: string) {
  return typedRows(
    db,
    mailRow,
    sql`SELECT id, recipient, subject, text, html, status, created_at AS "createdAt" FROM mail_outbox
         ${to ? sql`WHERE recipient = ${to.trim().toLowerCase()}` : sql``} ORDER BY id DESC LIMIT 50`,
  );
}

const htmlRow = row({ html: col.text });

/** One mail's HTML as it was sent (the dev mailbox); undefined for an unknown id. */
export async function mailHtml(db: Db, mailId: number): Promise<string | undefined> {
  return (await typedRow(db, htmlRow, sql`SELECT html FROM mail_outbox WHERE id = ${mailId}`))?.html;
}
