import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { SharedCache } from './memo.js';

// The one Redis client of a process (ADR 0015), made by app.ts when REDIS_URL is set. Redis
// carries what several processes must share quickly (rate-limit counters) or may share to
// save work (short-lived caches); it is never the only home of anything: every caller has a
// fallback (PostgreSQL for counters, the in-process memo for caches). An outage therefore
// fails fast (no offline queue, short timeouts) and is logged at most once a minute.

export interface SharedRedis {
  readonly client: Redis;
  /** The full name of one of this shop's keys (REDIS_KEY_PREFIX + name). */
  key(name: string): string;
  /**
   * Runs `fn` against Redis. While Redis is down or just failed, or when `fn` fails, answers
   * `undefined` at once (after a rate-limited warning), so the caller takes its fallback;
   * `fn` itself must therefore never resolve to `undefined`.
   */
  attempt<T>(what: string, fn: (client: Redis) => Promise<T>): Promise<T | undefined>;
  /** A second cache level under `namespace` for createMemo: JSON values (Maps kept) with a TTL. */
  cache(namespace: string): SharedCache;
  /** Connects (at start); failing only logs: the fallbacks serve until Redis answers. */
  connect(): Promise<void>;
  close(): Promise<void>;
}

/** After a failed command, Redis is left alone this long (one slow request per pause, not all). */
const PAUSE_MS = 2000;
const WARN_EVERY_MS = 60_000;
/** Cache values above this stay in the process only (a listing of a huge catalogue, say). */
const MAX_CACHE_BYTES = 512 * 1024;

// Maps (the catalogue reference keeps its categories and attributes in Maps) survive JSON.
const replacer = (_k: string, v: unknown) => (v instanceof Map ? { $map: [...v] } : v);
const reviver = (_k: string, v: unknown) => {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const o = v as { $map?: unknown };
    if (Array.isArray(o.$map) && Object.keys(o).length === 1) return new Map(o.$map as [unknown, unknown][]);
  }
  return v;
};
export const encode = (value: unknown) => JSON.stringify(value, replacer);
export const decode = (text: string): unknown => JSON.parse(text, reviver);

export function createRedis(url: string, opts: { prefix: string; log: FastifyBaseLogger }): SharedRedis {
  const { prefix, log } = opts;
  const client = new Redis(url, {
    lazyConnect: true,
    // Requests never wait for a connection: without one, a command fails at once and the caller falls back.
    enableOfflineQueue: false,
    connectTimeout: 1000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    // Keep trying in the background, at most every 2 s, so the shop returns to Redis by itself.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });

  let pausedUntil = 0;
  let lastWarn = 0;
  let suppressed = 0;
  let degraded = false;
  function warn(msg: string, err?: unknown) {
    degraded = true;
    const now = Date.now();
    if (now - lastWarn < WARN_EVERY_MS) {
      suppressed++;
      return;
    }
    lastWarn = now;
    log.warn({ err: err instanceof Error ? { message: err.message } : err, suppressed }, `redis: ${msg}; using the fallback (PostgreSQL counters, in-process caches)`);
    suppressed = 0;
  }
  client.on('error', (err) => warn('connection error', err));
  client.on('ready', () => {
    if (degraded) log.info('redis: reachable again');
    degraded = false;
    pausedUntil = 0;
  });

  async function attempt<T>(what: string, fn: (c: Redis) => Promise<T>): Promise<T | undefined> {
    if (client.status !== 'ready') {
      warn(`not connected (${client.status}) for ${what}`);
      return undefined;
    }
    if (Date.now() < pausedUntil) return undefined;
    try {
      return await fn(client);
    } catch (err) {
      pausedUntil = Date.now() + PAUSE_MS;
      warn(`${what} failed`, err);
      return undefined;
    }
  }

  const key = (name: string) => prefix + name;

  return {
    client,
    key,
    attempt,
    cache(namespace) {
      const k = (name: string) => key(`c:${namespace}:${name}`);
      return {
        async get(name) {
          const got = await attempt('cache read', async (c) => (await c.pipeline().get(k(name)).pttl(k(name)).exec()) ?? []);
          const [[getErr, text] = [], [, left] = []] = got ?? [];
          if (getErr || typeof text !== 'string' || typeof left !== 'number') return undefined;
          try {
            return { value: decode(text), ttlMs: left };
          } catch {
            return undefined;
          }
        },
        set(name, value, ttlMs) {
          let text: string;
          try {
            text = encode(value);
          } catch {
            return; // not JSON (a bigint, a cycle): this value stays in the process
          }
          if (text.length > MAX_CACHE_BYTES) return;
          void attempt('cache write', (c) => c.set(k(name), text, 'PX', Math.max(1, Math.floor(ttlMs))));
        },
      };
    },
    async connect() {
      try {
        await client.connect();
      } catch (err) {
        warn('unreachable at start', err);
      }
    },
    async close() {
      try {
        if (client.status === 'ready') await client.quit();
      } catch {
        // a hung or gone server: just drop the socket
      }
      client.disconnect();
    },
  };
}

/**
 * A Lua script run by its SHA (EVALSHA), loaded with EVAL on the first NOSCRIPT: the text
 * crosses the wire once per server, and each run is atomic.
 */
export function luaScript(source: string) {
  const sha = createHash('sha1').update(source).digest('hex');
  return async (client: Redis, keys: string[], args: (string | number)[]): Promise<unknown> => {
    try {
      return await client.evalsha(sha, keys.length, ...keys, ...args);
    } catch (err) {
      if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
      return client.eval(source, keys.length, ...keys, ...args);
    }
  };
}
