import { CODES } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { deleteBatch, type Db } from '../db/client.js';
import { col, row, typedRow } from '../db/typed-rows.js';
import { luaScript, type SharedRedis } from '../lib/redis.js';
import { AppError } from './envelope.js';

// Counters live in PostgreSQL (the rate_limit table), or in Redis when app.ts binds a Redis
// client to the database (REDIS_URL, ADR 0015). Callers pass the database either way. When
// Redis fails, the same call counts in PostgreSQL instead: a limit holds (counted afresh for
// the length of the outage), a request never fails because of it.
const redisOf = new WeakMap<Db, SharedRedis>();

/** Counts this database's limits in Redis from now on; the answer undoes it (app close). */
export function countInRedis(db: Db, redis: SharedRedis): () => void {
  redisOf.set(db, redis);
  return () => {
    if (redisOf.get(db) === redis) redisOf.delete(db);
  };
}

/**
 * Where to count from inside a transaction of `db`: Redis when this database counts there (shared
 * by every process), else the transaction itself (its connection is the only one it may use).
 */
export function countersFor(db: Db, tx: Db): Db {
  return redisOf.has(db) ? db : tx;
}

const rkey = (redis: SharedRedis, key: string) => redis.key(`rl:${key.slice(0, 300)}`);

// KEYS: counters; ARGV: each one's window in ms. Answers count and ms left, per key.
const hitScript = luaScript(`
local out = {}
for i, k in ipairs(KEYS) do
  local n = redis.call('INCR', k)
  local left = redis.call('PTTL', k)
  if left < 0 then
    left = tonumber(ARGV[i])
    redis.call('PEXPIRE', k, left)
  end
  out[#out + 1] = n
  out[#out + 1] = left
end
return out`);

// The rules of the SQL backoff below, on a hash {n: attempts, t: last let-through in ms by
// Redis's clock}; forgetting is the key's expiry. ARGV: free, maxSeconds, forgetMs.
// Answers 0 (let through, counted) or the seconds to wait.
const backoffScript = luaScript(`
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local free, maxs = tonumber(ARGV[1]), tonumber(ARGV[2])
local st = redis.call('HMGET', KEYS[1], 'n', 't')
local n, last = tonumber(st[1]), tonumber(st[2])
if n and last then
  if n >= free then
    local due = last + math.min(maxs, 2 ^ math.min(math.max(n - free, 0), 30)) * 1000
    if due > now then return math.max(1, math.ceil((due - now) / 1000)) end
  end
  n = n + 1
else
  n = 1
end
redis.call('HSET', KEYS[1], 'n', n, 't', string.format('%.0f', now))
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 0`);

const giveBackScript = luaScript(`
local n = tonumber(redis.call('HGET', KEYS[1], 'n'))
if n and n > 0 then redis.call('HSET', KEYS[1], 'n', n - 1) end
return 0`);

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
 * Counts one hit against each limit in a fixed window kept in the database (or Redis), so every
 * server process sees the same counts. Returns 0 when allowed, else the seconds until the fullest
 * window ends (the hit still counts: hammering does not reopen the window).
 */
// Answers of the rate_limit statements, checked (ADR 0035): a window's count and the seconds it has
// left, whether a backoff attempt was let through, and the seconds to wait.
const windowRow = row({ count: col.int, left: col.int });
const takenRow = row({ taken: col.int });
const secondsRow = row({ s: col.int });

export async function hit(db: Db, limits: Limit[]): Promise<number> {
  const redis = redisOf.get(db);
  if (redis && limits.length > 0) {
    const got = await redis.attempt('rate limit', (c) =>
      hitScript(c, limits.map((l) => rkey(redis, l.key)), limits.map((l) => l.windowMs)) as Promise<number[]>,
    );
    if (got) {
      let wait = 0;
      limits.forEach((l, i) => {
        if (Number(got[2 * i]) > l.max) wait = Math.max(wait, Math.ceil(Number(got[2 * i + 1]) / 1000), 1);
      });
      return wait;
    }
  }
  let wait = 0;
  for (const l of limits) {
    const r = await typedRow(
      db,
      windowRow,
      sql`INSERT INTO rate_limit (key, window_start, count) VALUES (${l.key.slice(0, 300)}, now(), 1)
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN rate_limit.window_start < now() - make_interval(secs => ${l.windowMs / 1000}) THEN 1 ELSE rate_limit.count + 1 END,
            window_start = CASE WHEN rate_limit.window_start < now() - make_interval(secs => ${l.windowMs / 1000}) THEN now() ELSE rate_limit.window_start END
          RETURNING count, ceil(extract(epoch FROM window_start + make_interval(secs => ${l.windowMs / 1000}) - now()))::int AS left`,
    );
    if (r!.count > l.max) wait = Math.max(wait, r!.left, 1);
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
  const redis = redisOf.get(db);
  if (redis) {
    const got = await redis.attempt('rate limit', (c) => backoffScript(c, [rkey(redis, b.key)], [b.free, b.maxSeconds, b.forgetSeconds * 1000]) as Promise<number>);
    if (got !== undefined) return Number(got);
  }
  const key = b.key.slice(0, 300);
  const stale = sql`r.window_start < now() - make_interval(secs => ${b.forgetSeconds})`;
  const delay = (t: SQL) => sql`make_interval(secs => least(${b.maxSeconds}, power(2, least(greatest(${t}.count - ${b.free}, 0), 30))))`;
  const taken = await typedRow(
    db,
    takenRow,
    sql`INSERT INTO rate_limit AS r (key, window_start, count) VALUES (${key}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET count = CASE WHEN ${stale} THEN 1 ELSE r.count + 1 END, window_start = now()
         WHERE ${stale} OR r.count < ${b.free} OR r.window_start + ${delay(sql`r`)} <= now()
        RETURNING 1 AS taken`,
  );
  if (taken) return 0;
  const left = await typedRow(db, secondsRow, sql`SELECT ceil(extract(epoch FROM window_start + ${delay(sql`rate_limit`)} - now()))::int AS s FROM rate_limit WHERE key = ${key}`);
  return Math.max(1, left?.s ?? 1);
}

const unhitScript = luaScript(`
local n = tonumber(redis.call('GET', KEYS[1]))
if n and n > 0 then redis.call('DECR', KEYS[1]) end
return 0`);

/** Takes back one hit counted by `hit` in the current window (an attempt that turned out to be no failure). */
export async function unhit(db: Db, key: string): Promise<void> {
  const redis = redisOf.get(db);
  if (redis && (await redis.attempt('rate limit', (c) => unhitScript(c, [rkey(redis, key)], []))) !== undefined) return;
  await db.execute(sql`UPDATE rate_limit SET count = greatest(count - 1, 0) WHERE key = ${key.slice(0, 300)}`);
}

/** Takes back one attempt counted by `backoff` (a right password is no failure). */
export async function giveBack(db: Db, key: string): Promise<void> {
  const redis = redisOf.get(db);
  if (redis && (await redis.attempt('rate limit', (c) => giveBackScript(c, [rkey(redis, key)], []))) !== undefined) return;
  await db.execute(sql`UPDATE rate_limit SET count = greatest(count - 1, 0) WHERE key = ${key.slice(0, 300)}`);
}

/** Forgets the counters of a key (a successful login clears its source's failures). */
export async function reset(db: Db, key: string): Promise<void> {
  const redis = redisOf.get(db);
  if (redis && (await redis.attempt('rate limit', (c) => c.del(rkey(redis, key)))) !== undefined) return;
  await db.execute(sql`DELETE FROM rate_limit WHERE key = ${key.slice(0, 300)}`);
}

/** Drops up to `batch` counters untouched for a day (longer than any window or backoff); called by the sweeper. */
export async function prune(db: Db, batch = 5000): Promise<number> {
  return deleteBatch(db, 'rate_limit', 'key', sql`window_start < now() - interval '1 day'`, batch);
}

/** Answers 429 and says when to come back. */
export function tooMany(reply: FastifyReply, waitSeconds: number): never {
  reply.header('retry-after', String(waitSeconds));
  throw new AppError(CODES.TOO_MANY_REQUESTS, 'tooManyRequests');
}
