import { CACHE_TTL_MS } from '@netshop/contract/constants';

// Thin wrappers over Web Storage that never throw (private mode, quota, disabled storage).

export function getItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
export function setItem(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the value lives for this page only */
  }
}
export function removeItem(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* ignore */
  }
}
export function getJson<T>(key: string): T | null {
  const raw = getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
export function setJson(key: string, value: unknown): void {
  setItem(key, JSON.stringify(value));
}

interface Cached<T> {
  savedAt: number;
  data: T;
  tag?: string | number;
}
/** Reads a cache entry written by setCached; null when missing, expired (24 h) or for another tag. */
export function getCached<T>(key: string, tag?: string | number, now = Date.now()): T | null {
  const entry = getJson<Cached<T>>(key);
  if (!entry || typeof entry.savedAt !== 'number') return null;
  if (now - entry.savedAt > CACHE_TTL_MS || now < entry.savedAt) return null;
  if (tag !== undefined && entry.tag !== tag) return null;
  return entry.data;
}
export function setCached<T>(key: string, data: T, tag?: string | number, now = Date.now()): void {
  setJson(key, { savedAt: now, data, tag } satisfies Cached<T>);
}

export const session = {
  get(key: string): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      /* ignore */
    }
  },
  remove(key: string) {
    try {
      sessionStorage.removeItem(key);
    } catch {
      /* ignore */
    }
  },
};

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return hit ? decodeURIComponent(hit.slice(prefix.length)) : undefined;
}
export function setCookie(name: string, value: string, days = 365): void {
  const expires = new Date(Date.now() + days * 864e5).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}
export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}
