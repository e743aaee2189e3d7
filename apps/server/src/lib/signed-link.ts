import { createHmac, timingSafeEqual } from 'node:crypto';

// Links to private files that work in an `<a href>` or `<img src>` (a browser sends no
// Authorization header with them): the file's id and an expiry, signed with the app secret for
// one purpose (`scope`), so a token for a chat file opens no upload and the other way round.
// Nothing is stored; any process checks a token. Whoever is given the link may open the file
// until it expires, so links are handed only to those who may read the file, and live hours.

const sign = (secret: string, scope: string, text: string) => createHmac('sha256', secret).update(`${scope}|${text}`).digest('base64url');

/** `exp.signature` for the file `id`, valid for `ttlMs`. */
export function linkToken(secret: string, scope: string, id: string, ttlMs: number, now = Date.now()): string {
  const exp = now + ttlMs;
  return `${exp}.${sign(secret, scope, `${id}.${exp}`)}`;
}

/** Whether `token` opens the file `id` now. */
export function checkLinkToken(secret: string, scope: string, id: string, token: string, now = Date.now()): boolean {
  const m = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m || !(Number(m[1]) > now)) return false;
  const expected = Buffer.from(sign(secret, scope, `${id}.${m[1]}`));
  const given = Buffer.from(m[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
