import { CODES } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { rows, type Db } from '../db/client.js';
import { AppError } from './envelope.js';

/** The counting unit of an address: IPv4 as is, IPv6 by its /64 (one subscriber's whole block). */
export function sourceOf(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1];
  const [head, tail] = ip.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

export interface Limit {
  /** What is counted, e.g. `login:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one hit against each limit in a fixed window kept in the database, so every server
 * process sees the same counts. Returns 0 when allowed, else the seconds until the fullest
 * window ends (the hit still counts: hammering does not reopen the window).
 */
export async function hit(db: Db, limits: Limit[]): Promise<number> {
  let wait = 0;
  for (const l of limits) {
    const [r] = await rows<{ count: number; left: number }>(
      db,
      sql`INSERT INTO rate_limit (key, window_start, count) VALUES (${l.key.slice(0, 300)}, now(), 1)
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN rate_limit.window_start < now() - make_interval(secs => ${l.windowMs / 1000}) THEN 1 ELSE rate_limit.count + 1 END,
            window_start = CASE WHEN rate_limit.window_start < now() - make_interval(secs => ${l.windowMs / 1000}) THEN now() ELSE rate_limit.window_start END
          RETURNING count, ceil(extract(epoch FROM window_start + make_interval(secs => ${l.windowMs / 1000}) - now()))::int AS left`,
    );
    if (Number(r.count) > l.max) wait = Math.max(wait, Number(r.left), 1);
  }
  return wait;
}

/** Like hit, answering only whether every limit allows the hit. */
export async function allow(db: Db, limits: Limit[]): Promise<boolean> {
  return (await hit(db, limits)) === 0;
}

export interface Backoff {
  /** What is counted, e.g. `login:pair:1.2.3.4:a@b.c`. */
  key: string;
  /** Attempts allowed before any wait. */
  free: number;
  /** Past `free`, attempt n must come 2^(n - free) seconds after the previous one, at most this long. */
  maxSeconds: number;
  /** Attempts are forgotten this long after the last one. */
  forgetSeconds: number;
}

/**
 * Exponential backoff between attempts. The attempt is counted when it is let through, before
 * the caller checks anything, in one conditional statement: concurrent attempts cannot all slip
 * through one open slot. Refused attempts count nothing, so waiting is never prolonged by
 * them. Returns 0 when allowed, else the seconds to wait. `reset` forgets a key after success.
 */
export async function backoff(db: Db, b: Backoff): Promise<number> {
  const key = b.key.slice(0, 300);
  const stale = sql`r.window_start < now() - make_interval(secs => ${b.forgetSeconds})`;
  const delay = (t: SQL) => sql`make_interval(secs => least(${b.maxSeconds}, power(2, least(greatest(${t}.count - ${b.free}, 0), 30))))`;
  const [taken] = await rows(
    db,
    sql`INSERT INTO rate_limit AS r (key, window_start, count) VALUES (${key}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET count = CASE WHEN ${stale} THEN 1 ELSE r.count + 1 END, window_start = now()
         WHERE ${stale} OR r.count < ${b.free} OR r.window_start + ${delay(sql`r`)} <= now()
        RETURNING 1`,
  );
  if (taken) return 0;
  const [left] = await rows<{ s: number }>(db, sql`SELECT ceil(extract(epoch FROM window_start + ${delay(sql`rate_limit`)} - now()))::int AS s FROM rate_limit WHERE key = ${key}`);
  return Math.max(1, Number(left?.s ?? 1));
}

/** Takes back one attempt counted by `backoff` (a right password is no failure). */
export async function giveBack(db: Db, key: string): Promise<void> {
  await db.execute(sql`UPDATE rate_limit SET count = greatest(count - 1, 0) WHERE key = ${key.slice(0, 300)}`);
}

/** Forgets the counters of a key (a successful login clears its source's failures). */
export async function reset(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit WHERE key = ${key.slice(0, 300)}`);
}

/** Drops up to `batch` counters untouched for a day (longer than any window or backoff); called by the sweeper. */
export async function prune(db: Db, batch = 5000): Promise<number> {
  const [r] = await rows<{ n: number }>(
    db,
    sql`WITH gone AS (DELETE FROM rate_limit WHERE key IN (SELECT key FROM rate_limit WHERE window_start < now() - interval '1 day' LIMIT ${batch} FOR UPDATE SKIP LOCKED) RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
  );
  return Number(r.n);
}

/** Answers 429 and says when to come back. */
export function tooMany(reply: FastifyReply, waitSeconds: number): never {
  reply.header('retry-after', String(waitSeconds));
  throw new AppError(CODES.TOO_MANY_REQUESTS, 'tooManyRequests');
}
