import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RECENT_EMOJI_KEY, RECENT_EMOJI_MAX, readRecentEmoji, rememberEmoji } from './recent-emoji';

// The picker's recent emojis (docs/product.md#entities, #limits): up to 24, newest first, in local storage.
const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
});

beforeEach(() => store.clear());

describe('recent emojis', () => {
  it('keeps the newest first, each once, at most 24', () => {
    for (let i = 0; i < 30; i++) rememberEmoji(`1f60${i}`);
    rememberEmoji('1f605');
    const list = readRecentEmoji();
    expect(list).toHaveLength(RECENT_EMOJI_MAX);
    expect(list[0]).toBe('1f605');
    expect(list.filter((u) => u === '1f605')).toHaveLength(1);
    expect(list[1]).toBe('1f6029');
  });

  it('reads a damaged entry as empty', () => {
    store.set(RECENT_EMOJI_KEY, '{not json');
    expect(readRecentEmoji()).toEqual([]);
    store.set(RECENT_EMOJI_KEY, JSON.stringify({ a: 1 }));
    expect(readRecentEmoji()).toEqual([]);
    store.set(RECENT_EMOJI_KEY, JSON.stringify(['1f44d', 5, null]));
    expect(readRecentEmoji()).toEqual(['1f44d']);
  });
});
