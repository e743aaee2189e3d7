import { getJson, setJson } from '../../../lib/storage';

// The emoji picker's "recent" category (docs/product.md#entities, #limits): up to 24 emojis, newest first, kept in local
// storage by the chat window itself (the picker's own list stops at 14).
export const RECENT_EMOJI_KEY = 'yt_chat_recent_emoji';
export const RECENT_EMOJI_MAX = 24;

export function readRecentEmoji(): string[] {
  const list = getJson<unknown>(RECENT_EMOJI_KEY);
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string' && x.length > 0 && x.length <= 64).slice(0, RECENT_EMOJI_MAX) : [];
}

/** Puts `unified` (the emoji's code points with its skin tone, e.g. 1f44d-1f3fd) first; returns the new list. */
export function rememberEmoji(unified: string): string[] {
  const next = [unified, ...readRecentEmoji().filter((u) => u !== unified)].slice(0, RECENT_EMOJI_MAX);
  setJson(RECENT_EMOJI_KEY, next);
  return next;
}
