import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { SharedCache } from './memo.js';

/**
 * The answers every anonymous visitor gets alike (catalogue, content, search: ADR 0027), kept
 * serialised, with an ETag, so a repeated request costs a map lookup and a write instead of
 * queries, zod and JSON.stringify, and a browser or nginx that has the answer gets a 304.
 *
 * An answer varies by route, language (`Lang` header) and validated query and params only: never
 * cache a route whose answer depends on who asks. Freshness is decided by time:
 * - an answer is served while it was started after the last change the database announced
 *   (`changed('all')`, from NOTIFY on commit: price, text, category, review, exchange rate);
 * - after a stock-only change (orders) an older answer may still be served for `stockLagMs`
 *   (checkout re-checks stock), so a busy shop's orders do not empty the cache on every sale;
 * - never longer than `ttlMs` (changes made while this process was not listening);
 * - never past its own `until`: the time its answer changes by itself (content scheduled for
 *   publication then, issue 27), which no commit announces;
 * - nothing is served from the cache while the process is not listening for changes.
 * Answers are "started" when their load began: a load that began after a commit read its data.
 * With `shared` (Redis), a process that misses asks the shared level first; the same rules apply
 * to what it finds there (all processes' clocks are one machine's or NTP's).
 */
export interface PublicCacheOptions {
  ttlMs: number;
  stockLagMs: number;
  /** How long nginx or another shared cache may keep an answer (`s-maxage`), in seconds. */
  sharedMaxAgeS: number;
  /** Bytes of serialised answers this process keeps. */
  maxBytes: number;
  shared?: SharedCache;
  /** Check each answer against its route's response schema when it is made (tests, development). */
  validate: boolean;
  now?: () => number;
}

interface Entry<M = unknown> {
  body: string;
  etag: string;
  startedAt: number;
  /** When the answer changes without a commit (a scheduled publication); served only before. */
  until?: number;
  meta?: M;
  /** The body compressed, made the first time a client accepts it (kept in this process only). */
  br?: Buffer;
  gzip?: Buffer;
}

/** The encoding to send, as the compress plugin would choose it (brotli first); none below 1 kB. */
function encodingFor(accept: string | undefined, size: number): 'br' | 'gzip' | null {
  if (!accept || size < 1024) return null;
  const allows = (name: string) =>
    accept.split(',').some((part) => {
      const [token, ...params] = part.split(';').map((x) => x.trim().toLowerCase());
      const q = params.find((x) => x.startsWith('q='));
      return token === name && (!q || Number(q.slice(2)) > 0);
    });
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : null;
}

export type ChangeKind = 'all' | 'stock';

/** The channel the database's triggers notify (migration 0020). */
export const CATALOG_CHANNEL = 'catalog_changed';

export function createPublicCache(opts: PublicCacheOptions) {
  const now = opts.now ?? Date.now;
  let listening = false;
  let changedAt = 0;
  let stockChangedAt = 0;
  const local = new LRUCache<string, Entry>({ maxSize: opts.maxBytes, sizeCalculation: (e) => e.body.length * 2 + 200 });
  const loading = new Map<string, { startedAt: number; entry: Promise<Entry> }>();
  // Browsers revalidate every time (a 304 while nothing changed); nginx keeps it s-maxage and, by
  // its own proxy_cache_use_stale, serves it while one request refreshes it. No
  // stale-while-revalidate: browsers honour it too, and would show a changed price for seconds.
  const cacheControl = `public, max-age=0, s-maxage=${opts.sharedMaxAgeS}`;

  const fresh = (e: Entry) => {
    const t = now();
    return (
      listening &&
      opts.ttlMs > 0 &&
      e.startedAt > changedAt &&
      t - e.startedAt < opts.ttlMs &&
      (e.until === undefined || t < e.until) &&
      (e.startedAt > stockChangedAt || t - e.startedAt < opts.stockLagMs)
    );
  };

  async function make(key: string, req: FastifyRequest, load: () => Promise<{ value: unknown; meta?: unknown; until?: number }>, reload: boolean): Promise<Entry> {
    const startedAt = now();
    if (opts.shared && listening && !reload) {
      const got = (await opts.shared.get(key))?.value as Entry | undefined;
      if (got && typeof got.body === 'string' && fresh(got)) return got;
    }
    const loaded = await load();
    let value = loaded.value;
    const meta = loaded.meta;
    if (opts.validate) {
      const schema = (req.routeOptions.schema?.response as Record<number, { parse(v: unknown): unknown }> | undefined)?.[200];
      if (schema) value = schema.parse(value);
    }
    const body = JSON.stringify(value);
    const entry = {
      body,
      etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      startedAt,
      ...(meta === undefined ? {} : { meta }),
      ...(loaded.until === undefined ? {} : { until: loaded.until }),
    };
    if (opts.shared && listening) opts.shared.set(key, entry, opts.ttlMs);
    return entry;
  }

  return {
    /** A change was committed (from the database's NOTIFY). */
    changed(kind: ChangeKind) {
      if (kind === 'stock') stockChangedAt = now();
      else {
        changedAt = now();
        local.clear();
      }
    },
    /** Whether changes are being heard; while not, every request loads afresh. */
    listening(on: boolean) {
      listening = on;
      // What changed while not listening is unknown: nothing kept before now is served.
      changedAt = now();
      local.clear();
    },

    /**
     * The time before which nothing loaded may be served (the last change, or now while not
     * listening): for the memos of data these answers are made from (createMemo's `since`).
     * With the cache turned off nothing listens, and those memos keep their own time limit.
     */
    changedSince(): number {
      if (opts.ttlMs <= 0) return 0;
      return listening ? changedAt : Number.POSITIVE_INFINITY;
    },

    /**
     * The answer to `req`, from the cache or from `load` (which returns the whole envelope and,
     * optionally, `meta`: a summary the route needs on every request, kept with the answer).
     * Errors are never cached. `omit` names query fields that do not change the answer (a
     * visitor id used for side effects only). A request saying `Cache-Control: no-cache` (a
     * hard reload) is answered afresh.
     */
    async answer<M = undefined>(req: FastifyRequest, load: () => Promise<{ value: unknown; meta?: M; until?: number }>, omit: string[] = []): Promise<Answer<M>> {
      const query = { ...(req.query as Record<string, unknown>) };
      for (const k of omit) delete query[k];
      const key = `${req.routeOptions.url}|${req.langId}|${stable(req.params)}|${stable(query)}`;
      const reload = /no-cache/.test(String(req.headers['cache-control'] ?? req.headers.pragma ?? ''));
      const kept = reload ? undefined : local.get(key);
      if (kept && fresh(kept)) return { entry: kept as Entry<M>, hit: true };
      // Requests for an answer already being made wait for it (one load for a burst), unless it
      // began before a change they must see.
      let pending = reload ? undefined : loading.get(key);
      if (!pending || !fresh({ body: '', etag: '', startedAt: pending.startedAt })) {
        const made = { startedAt: now(), entry: make(key, req, load, reload) };
        loading.set(key, made);
        const done = () => {
          if (loading.get(key) === made) loading.delete(key);
        };
        made.entry.then((e) => {
          done();
          if (fresh(e)) local.set(key, e);
        }, done);
        pending = made;
      }
      return { entry: (await pending.entry) as Entry<M>, hit: false };
    },

    /** Sends an answer: 304 when the client holds it, else the kept JSON as it is. */
    reply(req: FastifyRequest, reply: FastifyReply, { entry, hit }: Answer<unknown>): FastifyReply {
      reply.header('cache-control', cacheControl).header('vary', 'Lang, Accept-Encoding').header('etag', entry.etag).header('x-cache', hit ? 'hit' : 'miss');
      if (matches(req.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      // Compressed once per answer, not per request (the compress plugin leaves an encoded reply alone).
      const encoding = encodingFor(req.headers['accept-encoding'], entry.body.length);
      if (encoding === 'br') entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
      if (encoding === 'gzip') entry.gzip ??= gzipSync(entry.body);
      if (encoding) return reply.header('content-encoding', encoding).send(entry[encoding]);
      // A string with a JSON type is sent as it is: no serialiser runs again.
      return reply.send(entry.body);
    },

    /** `answer` then `reply`, for routes with nothing to do on each request. */
    async send(req: FastifyRequest, reply: FastifyReply, load: () => Promise<unknown>, omit: string[] = []): Promise<FastifyReply> {
      return this.reply(req, reply, await this.answer(req, async () => ({ value: await load() }), omit));
    },

    /** `send` for an answer that changes by itself at `until` (epoch ms; undefined: only on a commit). */
    async sendUntil(req: FastifyRequest, reply: FastifyReply, load: () => Promise<{ value: unknown; until?: number }>): Promise<FastifyReply> {
      return this.reply(req, reply, await this.answer(req, load));
    },
  };
}

export interface Answer<M> {
  entry: Entry<M>;
  hit: boolean;
}
export type PublicCache = ReturnType<typeof createPublicCache>;

/** JSON with keys in a fixed order, so `?a=1&b=2` and `?b=2&a=1` are one answer. */
function stable(v: unknown): string {
  if (!v || typeof v !== 'object') return JSON.stringify(v ?? null);
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${stable(o[k])}`)
    .join(',')}}`;
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}
