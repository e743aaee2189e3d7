import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';
import { waitUntil } from '../../../../test/wait.js';
import { rows } from '../../../db/client.js';

// A real SMTP peer (the smtp-server package) on loopback receives what the shop sends.

interface Received {
  to: string[];
  raw: string;
}

function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ server, port: (server.server.address() as AddressInfo).port, inbox }));
  });
}
/** The mail as a reader sees it: encoded words of the headers and every part's body decoded. */
function decode(raw: string): string {
  const words = raw.replace(/\?=\r?\n[ \t]+=\?UTF-8\?/gi, '?==?UTF-8?').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
  return words.replace(/Content-Transfer-Encoding: (base64|quoted-printable)\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?=\r?\n--)/gi, (_, enc: string, body: string) =>
    enc.toLowerCase() === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
}
const stop = (s: SMTPServer) => new Promise<void>((r) => s.close(() => r()));

const until = <T>(probe: () => Promise<T | undefined | false>, timeoutMs = 10_000) =>
  waitUntil(probe, { timeoutMs, intervalMs: 50, what: 'the mail' }) as Promise<T>;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_POLL_MS: '50', MAIL_RETRY_BASE_MS: '100' });
});
afterAll(async () => {
  await ctx?.close();
  await stop(smtp.server).catch(() => undefined);
});

const send = (email: string, lang = '2') =>
  ctx.app.inject({ method: 'POST', url: '/api/ew/buyer/user/register/email', payload: { email }, headers: { lang } });

describe('mail over SMTP', () => {
  it('delivers a localized HTML and text mail with the code, and marks it sent', async () => {
    expect((await send('smtp-one@example.com', '6')).statusCode).toBe(200);
    const mail = await until(async () => smtp.inbox.find((m) => m.to.includes('smtp-one@example.com')));
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.raw).toMatch(/From: YT Networks <no-reply@yt-networks\.example>/);
    const text = decode(mail.raw);
    const code = /^会員登録の認証コード: (\d{6})$/m.exec(text.replace(/^Subject: /m, ''))?.[1];
    expect(code).toBeDefined();
    expect(text).toContain('登録ページで次のコードを入力してください');
    expect(text.match(new RegExp(code!, 'g'))!.length).toBeGreaterThanOrEqual(3); // subject, text, HTML
    const [row] = await rows<{ status: string; attempts: number }>(ctx.storage.db, sql`SELECT status, attempts FROM mail_outbox WHERE recipient = 'smtp-one@example.com'`);
    expect(row).toEqual({ status: 'sent', attempts: 1 });
  });

  it('keeps a mail while the SMTP server is down and delivers it once it is back', async () => {
    const port = smtp.port;
    await stop(smtp.server);
    expect((await send('smtp-later@example.com')).statusCode).toBe(200);
    // It failed at least once and is still pending, with the error kept.
    const failed = await until(async () => {
      const [r] = await rows<{ status: string; attempts: number; lastError: string | null }>(
        ctx.storage.db,
        sql`SELECT status, attempts, last_error AS "lastError" FROM mail_outbox WHERE recipient = 'smtp-later@example.com'`,
      );
      return r && r.attempts >= 1 && r.lastError ? r : undefined;
    });
    expect(failed.status).toBe('pending');
    smtp = await startSmtp(port);
    const mail = await until(async () => smtp.inbox.find((m) => m.to.includes('smtp-later@example.com')), 15_000);
    expect(mail.raw).toMatch(/registration code/i);
    // The SMTP server holds the mail a moment before the sender hears its answer and marks the row.
    const sent = await until(async () => {
      const [row] = await rows<{ status: string }>(ctx.storage.db, sql`SELECT status FROM mail_outbox WHERE recipient = 'smtp-later@example.com'`);
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent.status).toBe('sent');
  });

  it('writes the mail in the same transaction as the code: no code without its mail', async () => {
    await send('smtp-tx@example.com');
    const [pair] = await rows<{ codes: number; mails: number }>(
      ctx.storage.db,
      sql`SELECT (SELECT count(*) FROM email_code WHERE email = 'smtp-tx@example.com')::int AS codes,
                 (SELECT count(*) FROM mail_outbox WHERE recipient = 'smtp-tx@example.com')::int AS mails`,
    );
    expect(pair).toEqual({ codes: 1, mails: 1 });
  });
});
