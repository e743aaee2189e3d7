/**
 * A small time-bounded read cache for reference data (languages, countries, dictionaries) that
 * every page start asks for and that changes only with a deploy or a seed. Each process keeps
 * its own copy; nothing here is state another process needs, and a stale entry lives at most
 * `ttlMs`. In-flight loads are shared, so a burst of cold requests runs the query once.
 * Keys must come from a bounded set (language ids, known types) or from rows that exist.
 *
 * With `shared` (Redis, when REDIS_URL is set; ADR 0015) a process that misses asks the shared
 * level before loading, and writes what it loaded there: N processes run a query once per
 * `ttlMs` instead of N times. An entry taken from it expires here when it expires there, so the
 * bound on staleness stays `ttlMs`. Without it nothing changes.
 */
export function createMemo(ttlMs: number, options: (() => number) | MemoOptions = {}) {
  const { now = Date.now, shared, since } = typeof options === 'function' ? { now: options } : options;
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  // Loaded before the last announced change (or its age unknown): not served.
  const current = (loadedAt: number) => !since || loadedAt > since();
  return function memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return load();
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs && current(hit.at)) return hit.value as Promise<T>;
    const entry = { at: now(), value: undefined as unknown as Promise<T> };
    const value = shared ? twoLevel(shared, key, load, entry) : load();
    entry.value = value;
    entries.set(key, entry);
    // Failures and misses (null: unknown id) are not kept, so random ids cannot grow the map.
    const forget = () => {
      if (entries.get(key)?.value === value) entries.delete(key);
    };
    value.then((v) => (v === null || v === undefined ? forget() : undefined), forget);
    return value;
  };

  async function twoLevel<T>(level: SharedCache, key: string, load: () => Promise<T>, entry: { at: number }): Promise<T> {
    const got = await level.get(key);
    // With `since`, a shared value travels with the time its load began, judged by the same rule.
    const loadedAt = since ? (got?.value as { at?: number } | undefined)?.at : undefined;
    if (got && (!since || (typeof loadedAt === 'number' && current(loadedAt)))) {
      // Its age here is its age there.
      entry.at = since ? loadedAt! : now() - Math.max(0, ttlMs - got.ttlMs);
      return (since ? (got.value as { v: T }).v : got.value) as T;
    }
    const startedAt = entry.at;
    const value = await load();
    if (value !== null && value !== undefined) level.set(key, since ? { at: startedAt, v: value } : value, ttlMs);
    return value;
  }
}
export type Memo = ReturnType<typeof createMemo>;

/** A cache several processes share (lib/redis.ts); `get` answers undefined on a miss or an outage. */
export interface SharedCache {
  get(key: string): Promise<{ value: unknown; ttlMs: number } | undefined>;
  /** Fire and forget: a failed write only costs another process a load. */
  set(key: string, value: unknown, ttlMs: number): void;
}

export interface MemoOptions {
  now?: () => number;
  /** Second level shared by every process; unset: this process only. */
  shared?: SharedCache;
  /**
   * Time of the last change the data may have seen (PublicCache.changedSince): a value whose
   * load began before it is loaded again, whatever its age.
   */
  since?: () => number;
}
