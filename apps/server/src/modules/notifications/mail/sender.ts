import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../../db/client.js';
import { claimDueMails, markLogged, markSent, recordMailError } from './queries.js';

export interface SenderOptions {
  /** smtp(s)://user:pass@host:port; unset: mails are logged and kept for the dev mailbox. */
  smtpUrl?: string;
  from: string;
  pollMs: number;
  /** First retry delay; each failure doubles it, up to an hour. */
  retryBaseMs: number;
}

type Claimed = Awaited<ReturnType<typeof claimDueMails>>[number];

/**
 * Delivers the outbox. Every server process runs one; a batch is claimed with FOR UPDATE SKIP
 * LOCKED and its next attempt pushed into the future first, so two processes never send the
 * same mail and a process that dies mid-send leaves the mail to be retried. A failed send is
 * retried with exponential backoff for as long as it takes: a mail is never dropped.
 */
export function createMailSender(db: Db, log: FastifyBaseLogger, opts: SenderOptions) {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function claim(): Promise<Claimed[]> {
    return claimDueMails(db, opts.retryBaseMs / 1000);
  }

  async function deliver(m: Claimed): Promise<void> {
    try {
      if (transport) {
        await transport.sendMail({ from: opts.from, to: m.recipient, subject: m.subject, html: m.html, text: m.text });
        await markSent(db, m.id);
      } else {
        log.info({ mail: { id: m.id, to: m.recipient, subject: m.subject }, text: m.text }, 'mail (no SMTP_URL: kept in the dev mailbox)');
        await markLogged(db, m.id);
      }
    } catch (err) {
      log.warn({ err, mailId: m.id, attempts: m.attempts }, 'mail not delivered; it will be retried');
      await recordMailError(db, m.id, String((err as Error).message).slice(0, 500));
    }
  }

  async function runOnce(): Promise<void> {
    for (let batch = await claim(); batch.length; batch = await claim()) {
      for (const m of batch) await deliver(m);
      if (stopped) return;
    }
  }

  /** Sends what is due now; concurrent calls share one run. */
  function kick(): Promise<void> {
    if (!running)
      running = runOnce()
        .catch((err) => log.error({ err }, 'mail sender failed; next poll retries'))
        .finally(() => (running = null));
    return running;
  }

  return {
    kick,
    start() {
      stopped = false;
      const tick = () => {
        timer = setTimeout(() => void kick().finally(() => !stopped && tick()), opts.pollMs);
        timer.unref();
      };
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}
export type MailSender = ReturnType<typeof createMailSender>;
