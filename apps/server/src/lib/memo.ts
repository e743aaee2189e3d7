/**
 * A small time-bounded read cache for reference data (languages, countries, dictionaries) that
 * every page start asks for and that changes only with a deploy or a seed. Each process keeps
 * its own copy; nothing here is state another process needs, and a stale entry lives at most
 * `ttlMs`. In-flight loads are shared, so a burst of cold requests runs the query once.
 * Keys must come from a bounded set (language ids, known types) or from rows that exist.
 */
export function createMemo(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return function memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return load();
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value as Promise<T>;
    const value = load();
    entries.set(key, { at: now(), value });
    // Failures and misses (null: unknown id) are not kept, so random ids cannot grow the map.
    const forget = () => {
      if (entries.get(key)?.value === value) entries.delete(key);
    };
    value.then((v) => (v === null || v === undefined ? forget() : undefined), forget);
    return value;
  };
}
export type Memo = ReturnType<typeof createMemo>;
