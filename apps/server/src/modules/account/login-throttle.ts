import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { backoff, giveBack, hit, reset, sourceOf, unhit } from '../../plugins/rate-limit.js';
import { sameHex } from '../../lib/crypto.js';

// Login throttling (ADR 0013): slow a password guesser down without letting them lock the
// owner out. Failures are counted per e-mail and source (backoff), per source overall (a
// hard window), and per e-mail from every source (backoff, capped low). A browser that logged
// in to the account before carries a signed device cookie and skips the per-e-mail counts, so
// guesses from elsewhere never keep the owner out.

const MINUTE = 60;
export const LOGIN_LIMITS = {
  /**
   * Failed logins of one source (IPv4 address, IPv6 /64) in 15 minutes. An attempt is counted when
   * it arrives and taken back when its password was right: a company's whole office logs in from one
   * address every morning, and only guesses should use this budget up.
   */
  perSource: { max: 100, windowMs: 15 * MINUTE * 1000 },
  /** One e-mail from one source (or one device): 5 free, then 1 s, 2 s, 4 s … up to 15 minutes between attempts. */
  perPair: { free: 5, maxSeconds: 15 * MINUTE, forgetSeconds: 60 * MINUTE },
  /** One e-mail from every untrusted source together: 20 free, then doubling up to 5 minutes. */
  perEmail: { free: 20, maxSeconds: 5 * MINUTE, forgetSeconds: 60 * MINUTE },
} as const;

const COOKIE = 'ytn_device';
const COOKIE_DAYS = 365;

const sign = (secret: string, email: string, nonce: string) => createHmac('sha256', secret).update(`device\n${email}\n${nonce}`).digest('hex');

/** The nonce of a device cookie issued to this e-mail's owner, or null. */
function trustedDevice(secret: string, email: string, req: FastifyRequest): string | null {
  const raw = String(req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${COOKIE}=`));
  const m = /^([A-Za-z0-9_-]{22})\.([0-9a-f]{64})$/.exec(raw?.slice(COOKIE.length + 1) ?? '');
  return m && sameHex(m[2], sign(secret, email, m[1])) ? m[1] : null;
}

export interface LoginGate {
  /** Seconds to wait (429 with Retry-After); 0 lets the attempt through, already counted. */
  wait: number;
  /** Called after a right password: clears this source's failures and renews the device cookie. */
  succeeded(): Promise<void>;
}

export async function loginGate(db: Db, secret: string, req: FastifyRequest, reply: FastifyReply, email: string): Promise<LoginGate> {
  const source = sourceOf(req.ip);
  const device = trustedDevice(secret, email, req);
  const pairKey = device ? `login:device:${device}` : `login:pair:${source}:${email}`;
  const emailKey = `login:email:${email}`;
  const sourceKey = `login:ip:${source}`;
  let wait = await hit(db, [{ key: sourceKey, ...LOGIN_LIMITS.perSource }]);
  if (!wait) wait = await backoff(db, { key: pairKey, ...LOGIN_LIMITS.perPair });
  // Only sources that have not proved themselves share the e-mail's budget.
  if (!wait && !device) wait = await backoff(db, { key: emailKey, ...LOGIN_LIMITS.perEmail });
  return {
    wait,
    async succeeded() {
      await reset(db, pairKey);
      await unhit(db, sourceKey);
      // The e-mail's budget counts failures: not reset (a distributed guesser would get it back), but this try was none.
      if (!device) await giveBack(db, emailKey);
      const nonce = randomBytes(16).toString('base64url');
      const path = req.url.split('?')[0];
      reply.header(
        'set-cookie',
        `${COOKIE}=${nonce}.${sign(secret, email, nonce)}; Path=${path}; Max-Age=${COOKIE_DAYS * 86400}; HttpOnly; SameSite=Strict${req.protocol === 'https' ? '; Secure' : ''}`,
      );
    },
  };
}
