import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

// What keeps one visitor (or one address) from exhausting a process through its chat sockets
// (issue 25, ADR 0034): the handshake only from the shop's own pages, a bound on the sockets a
// visitor and an address hold, a budget of frames per socket, and a server ping that ends
// connections whose other end has gone without a close.

/**
 * Whether a handshake's Origin is one of the shop's: PUBLIC_ORIGIN, the configured list, or the
 * origin the request itself was made to (same-origin, whatever name the shop is reached by). A
 * request without Origin is not a browser page's (a browser always sends one on a WebSocket), so
 * it cannot be a cross-site page riding on a buyer's cookies; it is let through.
 */
export function originAllowed(req: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  const host = req.headers.host;
  if (!host) return false;
  // Behind a TLS-terminating proxy the request arrives as http; the browser's page was https.
  return origin === `http://${host}` || origin === `https://${host}`;
}

/** Open sockets per key (a visitor, an address) on this process. */
export class SocketCounts {
  private readonly counts = new Map<string, number>();

  /** Takes one socket for every key, or none when any key is at its maximum. */
  take(keys: [key: string, max: number][]): boolean {
    if (keys.some(([k, max]) => (this.counts.get(k) ?? 0) >= max)) return false;
    for (const [k] of keys) this.counts.set(k, (this.counts.get(k) ?? 0) + 1);
    return true;
  }

  release(keys: string[]): void {
    for (const k of keys) {
      const n = (this.counts.get(k) ?? 0) - 1;
      if (n > 0) this.counts.set(k, n);
      else this.counts.delete(k);
    }
  }
}

/** Frames one socket may send per second; more are ignored, and a socket far past it is closed. */
export const FRAMES_PER_SECOND = 20;
const CLOSE_AFTER = 10 * FRAMES_PER_SECOND;
/** Frames a socket may have waiting to be handled; past it the socket is closed. */
export const MAX_INBOUND_QUEUE = 50;

/** A socket's frame budget: `ok()` for each frame; 'drop' to ignore it, 'close' to end the socket. */
export function frameBudget(now: () => number = Date.now) {
  let windowStart = 0;
  let count = 0;
  return (): 'ok' | 'drop' | 'close' => {
    const t = now();
    if (t - windowStart >= 1000) {
      windowStart = t;
      count = 0;
    }
    count += 1;
    if (count > CLOSE_AFTER) return 'close';
    return count > FRAMES_PER_SECOND ? 'drop' : 'ok';
  };
}

/**
 * A socket's inbound frames, from its first moment: frames that come while the socket is being
 * set up wait (a few at most); once `start` is called, they are handled one after another, as the
 * client sent them. Past the frame budget the handler is told (`withinBudget` false) and decides
 * what it still takes; far past it, or with MAX_INBOUND_QUEUE frames waiting, the socket is closed.
 */
export function inboundFrames(socket: WebSocket) {
  const early: Buffer[] = [];
  const buffer = (data: Buffer) => {
    if (early.length < MAX_INBOUND_QUEUE) early.push(data);
    else socket.close(1008, 'too many frames');
  };
  socket.on('message', buffer);
  return {
    start(handle: (data: Buffer, withinBudget: boolean) => Promise<unknown>): void {
      const budget = frameBudget();
      let chain: Promise<unknown> = Promise.resolve();
      let waiting = 0;
      const take = (data: Buffer) => {
        const verdict = budget();
        if (verdict === 'close' || waiting >= MAX_INBOUND_QUEUE) return socket.close(1008, 'too many frames');
        waiting += 1;
        chain = chain
          .then(() => handle(data, verdict === 'ok'))
          .catch(() => undefined)
          .finally(() => {
            waiting -= 1;
          });
      };
      socket.off('message', buffer);
      socket.on('message', take);
      for (const data of early.splice(0)) take(data);
    },
  };
}

/**
 * Latest-wins: a value written at most once per `everyMs` (the page a window is on, how far it
 * has read); values given meanwhile replace each other and only the last is written.
 */
export function coalesce<T>(everyMs: number, write: (v: T) => Promise<unknown>) {
  let pending: { v: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = 0;
  let stopped = false;
  const flush = () => {
    timer = undefined;
    if (!pending || stopped) return;
    const { v } = pending;
    pending = null;
    last = Date.now();
    void write(v).catch(() => undefined);
  };
  return {
    set(v: T) {
      pending = { v };
      if (timer) return;
      const wait = Math.max(0, last + everyMs - Date.now());
      if (wait === 0) flush();
      else timer = setTimeout(flush, wait);
    },
    /** The socket is gone: nothing more is written. */
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** How often the server pings every socket; one that has not answered the previous ping is ended. */
export const PING_EVERY_MS = 30_000;

/** Pings the sockets `list()` gives every PING_EVERY_MS; the answer stops it. */
export function pingSockets(list: () => Iterable<WebSocket>, everyMs = PING_EVERY_MS): () => void {
  const alive = new WeakMap<WebSocket, boolean>();
  const seen = new WeakSet<WebSocket>();
  const timer = setInterval(() => {
    for (const s of list()) {
      if (!seen.has(s)) {
        seen.add(s);
        s.on('pong', () => alive.set(s, true));
      } else if (alive.get(s) === false) {
        s.terminate();
        continue;
      }
      alive.set(s, false);
      try {
        s.ping();
      } catch {
        s.terminate();
      }
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
