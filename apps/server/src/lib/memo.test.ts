import { describe, expect, it } from 'vitest';
import { createMemo, type SharedCache } from './memo.js';
import { decode, encode } from './redis.js';

describe('createMemo', () => {
  it('serves a value until it is ttl old, sharing one load between concurrent callers', async () => {
    let t = 0;
    let loads = 0;
    const memo = createMemo(1000, () => t);
    const load = async () => ++loads;
    expect(await Promise.all([memo('k', load), memo('k', load)])).toEqual([1, 1]);
    t = 999;
    expect(await memo('k', load)).toBe(1);
    t = 1000;
    expect(await memo('k', load)).toBe(2);
    expect(await memo('other', load)).toBe(3);
  });
  it('with `since`, loads again what was loaded before the last change, whatever its age', async () => {
    let t = 10;
    let changed = 0;
    let loads = 0;
    const memo = createMemo(1000, { now: () => t, since: () => changed });
    const load = async () => ++loads;
    expect(await memo('k', load)).toBe(1);
    t = 20;
    expect(await memo('k', load)).toBe(1);
    changed = 15;
    expect(await memo('k', load)).toBe(2);
    changed = Number.POSITIVE_INFINITY; // not hearing changes: nothing is reused
    expect(await memo('k', load)).toBe(3);
    expect(await memo('k', load)).toBe(4);
  });
  it('does not keep failures, and a ttl of 0 disables it', async () => {
    const memo = createMemo(1000, () => 0);
    await expect(memo('k', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await memo('k', async () => 'up')).toBe('up');
    let misses = 0;
    // Forgotten as the miss settles (the memo's own handler runs before the caller's await resumes).
    await memo('missing', async () => (misses++, null));
    await memo('missing', async () => (misses++, null));
    expect(misses).toBe(2);
    let n = 0;
    const off = createMemo(0);
    await off('k', async () => n++);
    await off('k', async () => n++);
    expect(n).toBe(2);
  });
  it('asks a shared level before loading, fills it, and expires an entry taken from it when it expires there', async () => {
    let t = 0;
    const store = new Map<string, { value: unknown; until: number }>();
    const shared: SharedCache = {
      async get(key) {
        const e = store.get(key);
        return e && e.until > t ? { value: e.value, ttlMs: e.until - t } : undefined;
      },
      set: (key, value, ttlMs) => void store.set(key, { value, until: t + ttlMs }),
    };
    let loads = 0;
    const load = async () => ++loads;
    const one = createMemo(1000, { now: () => t, shared });
    expect(await one('k', load)).toBe(1);
    expect(await one('null', async () => null)).toBe(null);
    expect([...store.keys()]).toEqual(['k']);
    t = 600;
    const two = createMemo(1000, { now: () => t, shared });
    expect(await two('k', load)).toBe(1);
    t = 999;
    expect(await two('k', load)).toBe(1);
    t = 1000;
    expect(await two('k', load)).toBe(2);
    expect(loads).toBe(2);
    // An outage is a miss: the value is loaded, never an error.
    const down = createMemo(1000, { shared: { get: async () => undefined, set: () => {} } });
    expect(await down('k', async () => 'db')).toBe('db');
  });
  it('keeps Maps through the JSON of the shared level', () => {
    const v = { m: new Map([[1, { n: new Map([['a', 1]]) }]]), list: [1, 'x', null] };
    expect(decode(encode(v))).toEqual(v);
  });
});
