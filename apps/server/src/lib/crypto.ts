import { createHash, createHmac, randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Secrets at rest (ADR 0010): passwords by scrypt, session tokens by SHA-256 (a 256-bit random
// value needs no slow hash), verification codes by HMAC with a server secret (a 6-digit code
// has only a million values, so a plain hash would be reversible by trying them all).

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password.normalize('NFKC'), salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))));

export const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keylen: 32 } as const;
const maxmem = (N: number, r: number) => 256 * N * r;

export async function hashPassword(password: string, params: { N: number; r: number; p: number } = SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT.keylen, { ...params, maxmem: maxmem(params.N, params.r) });
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** True when the password matches; `stale` when the hash uses weaker parameters than today's. */
export async function verifyPassword(password: string, stored: string): Promise<{ ok: boolean; stale: boolean }> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !hash) return { ok: false, stale: true };
  const N = Number(n);
  const R = Number(r);
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { N, r: R, p: Number(p), maxmem: maxmem(N, R) });
  return { ok: key.length === expected.length && timingSafeEqual(key, expected), stale: N < SCRYPT.N || R < SCRYPT.r };
}

/** A hash no password matches, verified when the e-mail is unknown so both paths take as long. */
export const DUMMY_HASH = `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(32).toString('base64url')}`;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashCode(secret: string, email: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${email}\n${code}`).digest('hex');
}

export function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}
