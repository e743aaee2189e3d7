import type { ChatClientFrame, ChatMessage, ChatServerFrame } from '@netshop/contract';
import { CHAT_HEARTBEAT_MS, CHAT_RECONNECT_ATTEMPTS } from '@netshop/contract/constants';
import { isVisitorEcho } from './conversation';
import { sameContext, type ChatPageContext } from './page-context';
import type { SocketLike } from '../../../lib/socket-like';

// The chat window's WebSocket (docs/product.md#states, #calls, #errors; ADR 0020), apart from React so it can be
// tested with a fake socket and fake timers:
// - a JSON heartbeat `{ heartbeat: 'ping' }` every CHAT_HEARTBEAT_MS while open;
// - on the abnormal close 1006, up to CHAT_RECONNECT_ATTEMPTS new connections per outage (counted
//   from the last successful open), then it gives up and the console asks for a refresh; any
//   other close is final;
// - every connection's URL carries `after=<last seq shown>`, so the server sends what the window
//   missed, in order and once, before anything newer (after a reconnect, and between the HTTP
//   answer and the first open). The `{ resume }` frame is not used: the server takes it only
//   before it has sent anything, so it can race with the first message;
// - the page the window is on `{ context }`, on every open and whenever it changes;
// - every message keeps its clientMsgId until the server echoes it: one sent while the socket is
//   not open (or lost on the way) goes out again on the next open, and the server stores a
//   retried send once;
// - inbound `{ res, isConnect }`: a message once per seq, pongs and `{ joined }` ignored,
//   `isConnect: false` handed to the window (the link-error toast);
// - the outbox is cleared only by echoes of the visitor's own messages: staff replies have their
//   own clientMsgId space, so an agent's message may carry the same id string.

export type { SocketLike };

export type ChatLinkState = 'connecting' | 'open' | 'reconnecting' | 'closed' | 'failed';

/** A message frame as the window sends it: always with its own id. */
export interface OutboundMessage {
  msg: string;
  itemId?: string;
  clientMsgId: string;
}

export interface ChatSocketOptions {
  /**
   * The socket's URL, or a function that makes one for each connection: a logged-in buyer's
   * URL carries a one-minute ticket, so every reconnect asks for a new one. The client adds
   * `after=<lastSeq()>` to it on every connection.
   */
  url: string | (() => Promise<string>);
  /** A message to show (each seq once). */
  onMessage(message: ChatMessage): void;
  /** A frame with isConnect false: the server could not take a frame or the link broke (docs/product.md#errors). */
  onLinkError(frame: ChatServerFrame): void;
  onState?(state: ChatLinkState, closeCode?: number): void;
  /** An agent (by name) is typing now. */
  onTyping?(name: string): void;
  /** The agent has read the conversation up to this seq. */
  onRead?(seq: number): void;
  /** A resent message had been stored before as this seq (the window already has it): it is no longer pending. */
  onAck?(clientMsgId: string, seq: number): void;
  /** The last sequence number the window shows (the URL's `after` on each connection). */
  lastSeq(): number;
  createSocket?(url: string): SocketLike;
  heartbeatMs?: number;
  maxReconnects?: number;
  /**
   * Wait before reconnect attempt n (1-based); 1 s, 5 s, 25 s by default: a dropped network is
   * back at the first, and a restarting server (or a deploy) has 31 s before the window gives up.
   */
  reconnectDelayMs?(attempt: number): number;
  log?: Pick<Console, 'warn' | 'error'>;
}

const OPEN = 1;
/** The browser's code for a connection that dropped without a close frame (docs/product.md#states). */
export const ABNORMAL_CLOSE = 1006;
export const NORMAL_CLOSE = 1000;

/** ws(s)://host of the API + the docs/product.md#calls path: the API base may be a path ('/api') or an absolute URL. */
/**
 * The URL with `after=<seq>` (contract chatSocketPathAfter's query), replacing an `after` it had
 * and keeping the rest (a ticket) as it was encoded.
 */
export function withAfter(url: string, after: number): string {
  const [base, query = ''] = url.split('?', 2);
  const kept = query.split('&').filter((p) => p !== '' && !p.startsWith('after='));
  return `${base}?${[...kept, `after=${Math.max(0, Math.floor(after))}`].join('&')}`;
}

export function chatSocketUrl(apiBase: string, path: string, here: string = window.location.href): string {
  const url = new URL(apiBase, here);
  const scheme = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${url.host}${path}`;
}

export class ChatSocket {
  private socket: SocketLike | null = null;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private stopped = false;
  /** Counts URL requests, so a late answer for an old attempt is ignored. */
  private generation = 0;
  private readonly seen = new Set<number>();
  /** Sent or waiting messages the server has not echoed yet, in order. */
  private readonly outbox = new Map<string, OutboundMessage>();
  private readonly log: Pick<Console, 'warn' | 'error'>;
  private context: ChatPageContext | null = null;

  constructor(private readonly opts: ChatSocketOptions) {
    this.log = opts.log ?? console;
  }

  /** Messages the window already shows (loaded over HTTP): never delivered again. */
  markSeen(seqs: Iterable<number>): void {
    for (const s of seqs) this.seen.add(s);
  }

  connect(): void {
    this.stopped = false;
    this.open(false);
  }

  /**
   * Sends a message now if the socket is open, else when it next opens (the window shows it as
   * pending meanwhile). Returns whether it went out now.
   */
  send(message: OutboundMessage): boolean {
    this.outbox.set(message.clientMsgId, message);
    if (this.socket?.readyState !== OPEN) {
      this.log.warn('[chat] The socket is not open; the message goes out when it reconnects.');
      return false;
    }
    return this.write(message);
  }

  /** The page the window is on: sent now if open and changed, and again on every open. */
  setContext(context: ChatPageContext): void {
    if (sameContext(this.context, context)) return;
    this.context = context;
    if (this.socket?.readyState === OPEN) this.write({ context });
  }

  /**
   * The visitor is typing (or stopped), or has seen the messages up to a seq: said only while
   * the socket is open, never queued (stale news is no news), and without the "not open" log.
   */
  signal(frame: { typing: boolean } | { read: number }): void {
    if (this.socket?.readyState === OPEN) this.write(frame);
  }

  /** Gives a message up (the server refused it): it is not sent again on the next open. */
  forget(clientMsgId: string): void {
    this.outbox.delete(clientMsgId);
  }

  /** Closing the window disconnects (docs/product.md#states): a normal close, never followed by a reconnect. */
  close(): void {
    this.stopped = true;
    this.generation += 1;
    clearTimeout(this.retry);
    this.stopHeartbeat();
    const s = this.socket;
    this.socket = null;
    if (s) {
      s.onopen = s.onmessage = s.onerror = s.onclose = null;
      try {
        s.close(NORMAL_CLOSE);
      } catch {
        /* already closing */
      }
    }
    this.opts.onState?.('closed', NORMAL_CLOSE);
  }

  private open(isReconnect: boolean): void {
    this.opts.onState?.(isReconnect ? 'reconnecting' : 'connecting');
    const { url } = this.opts;
    if (typeof url === 'string') return this.create(url);
    const attempt = ++this.generation;
    url().then(
      (u) => {
        if (!this.stopped && attempt === this.generation) this.create(u);
      },
      () => {
        // No URL (the ticket request failed): as good as a connection that dropped.
        if (!this.stopped && attempt === this.generation) this.lost(ABNORMAL_CLOSE);
      },
    );
  }

  private create(url: string): void {
    let s: SocketLike;
    try {
      // lastSeq is read now, not when the URL was asked for: a message shown meanwhile is not asked for again.
      s = (this.opts.createSocket ?? ((u) => new WebSocket(u)))(withAfter(url, this.opts.lastSeq()));
    } catch (err) {
      // An invalid URL or a blocked scheme: nothing to retry.
      this.log.error('[chat] The chat connection could not be opened.', err);
      this.opts.onState?.('failed');
      return;
    }
    this.socket = s;
    s.onopen = () => {
      // The link works: a later drop is a new outage, with its full number of reconnects (a
      // frame may not come for a minute, so waiting for one would leave the next outage short).
      this.attempts = 0;
      this.opts.onState?.('open');
      this.startHeartbeat();
      // The page before any message, so a question about "this product" finds it.
      if (this.context) this.write({ context: this.context });
      for (const m of this.outbox.values()) this.write(m);
    };
    s.onmessage = (ev) => this.receive(ev.data);
    s.onerror = () => {
      /* a close event follows and decides */
    };
    s.onclose = (ev) => this.closed(s, ev.code);
  }

  private closed(s: SocketLike, code: number): void {
    if (s !== this.socket) return;
    this.socket = null;
    this.stopHeartbeat();
    if (this.stopped) return;
    this.lost(code);
  }

  /** The connection ended (or never came): reconnect after 1006 while attempts remain, else stop. */
  private lost(code: number): void {
    const max = this.opts.maxReconnects ?? CHAT_RECONNECT_ATTEMPTS;
    if (code === ABNORMAL_CLOSE && this.attempts < max) {
      this.attempts += 1;
      this.opts.onState?.('reconnecting', code);
      const wait = this.opts.reconnectDelayMs?.(this.attempts) ?? 1000 * 5 ** (this.attempts - 1);
      this.retry = setTimeout(() => {
        if (!this.stopped) this.open(true);
      }, wait);
      return;
    }
    if (code === ABNORMAL_CLOSE) {
      this.log.error(`[chat] The chat connection dropped and ${max} reconnects failed: refresh the page to chat again.`);
      this.opts.onState?.('failed', code);
      return;
    }
    this.opts.onState?.(code === NORMAL_CLOSE ? 'closed' : 'failed', code);
  }

  private receive(data: unknown): void {
    let frame: ChatServerFrame;
    try {
      frame = JSON.parse(String(data)) as ChatServerFrame;
    } catch {
      return; // not a frame of docs/product.md#calls
    }
    if (!frame || typeof frame !== 'object') return;
    if (frame.heartbeat === 'pong') return;
    if (frame.isConnect !== true) {
      if (frame.clientMsgId) this.outbox.delete(frame.clientMsgId);
      this.opts.onLinkError(frame);
      return;
    }
    const m = frame.res;
    if (!m) {
      // `{ joined }` says the socket joined its conversation: nothing to show, what follows
      // `after` comes next. Other frames without a message: an agent typing, how far the agent has read.
      if (typeof frame.joined === 'number') return;
      if (typeof frame.ack === 'number' && frame.clientMsgId) {
        this.outbox.delete(frame.clientMsgId);
        this.opts.onAck?.(frame.clientMsgId, frame.ack);
        return;
      }
      if (frame.typing && typeof frame.typing.name === 'string') this.opts.onTyping?.(frame.typing.name);
      if (typeof frame.read === 'number') this.opts.onRead?.(frame.read);
      return;
    }
    if (typeof m.seq !== 'number') return;
    if (m.clientMsgId && isVisitorEcho(m)) this.outbox.delete(m.clientMsgId);
    if (this.seen.has(m.seq)) return;
    this.seen.add(m.seq);
    this.opts.onMessage(m);
  }

  private write(frame: ChatClientFrame | OutboundMessage): boolean {
    const s = this.socket;
    if (s?.readyState !== OPEN) {
      this.log.warn('[chat] The socket is not open.');
      return false;
    }
    try {
      s.send(JSON.stringify(frame));
      return true;
    } catch {
      return false; // docs/product.md#errors: chat send errors are silent (the message stays pending and is sent again)
    }
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    const every = this.opts.heartbeatMs ?? CHAT_HEARTBEAT_MS;
    this.heartbeat = setInterval(() => {
      if (this.socket?.readyState === OPEN) this.write({ heartbeat: 'ping' });
    }, every);
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
