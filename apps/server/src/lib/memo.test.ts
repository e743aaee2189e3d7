import { describe, expect, it } from 'vitest';
import { createMemo } from './memo.js';

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
  it('does not keep failures, and a ttl of 0 disables it', async () => {
    const memo = createMemo(1000, () => 0);
    await expect(memo('k', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await memo('k', async () => 'up')).toBe('up');
    let misses = 0;
    await memo('missing', async () => (misses++, null));
    await new Promise((r) => setTimeout(r, 0));
    await memo('missing', async () => (misses++, null));
    expect(misses).toBe(2);
    let n = 0;
    const off = createMemo(0);
    await off('k', async () => n++);
    await off('k', async () => n++);
    expect(n).toBe(2);
  });
});
