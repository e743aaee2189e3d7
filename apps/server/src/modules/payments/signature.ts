import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYMENT_NOTIFY_TOLERANCE_S } from '@netshop/contract';
import { NotificationRejected } from './provider.js';

// Signed notifications in the scheme most providers use (Stripe's, for one): the header
// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. The timestamp is inside the signature, so a
// captured notification cannot be re-sent later with a fresh time.

export function sign(secret: string, body: string, t = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export function verify(secret: string, header: string | undefined, body: string, now = Date.now()): void {
  if (!header) throw new NotificationRejected('signature');
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const given = parts.v1 ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) throw new NotificationRejected('signature');
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw new NotificationRejected('signature');
  if (Math.abs(now / 1000 - t) > PAYMENT_NOTIFY_TOLERANCE_S) throw new NotificationRejected('stale');
}
