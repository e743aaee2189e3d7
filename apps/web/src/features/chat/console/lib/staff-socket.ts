import type { ChatMessage, StaffSocketClientFrame, StaffSocketServerFrame, staffSocketPath } from '@netshop/contract';
import type { SocketLike } from '../../../../lib/socket-like';

// The agents' push channel (/ws/staff, issue 25), apart from React so it can be tested with a
// fake socket and fake timers. The console keeps polling meanwhile, only slower, so a link that is
// down costs seconds, never a message:
// - every connection asks for a new one-minute ticket first (POST /ew/staff/chat/ticket);
// - on every open `{ watch, after }`: the conversation on screen and the newest seq the console
//   has of it, so the server sends what follows, in order (resume by sequence, as a window);
// - `{ heartbeat: 'ping' }` every 30 s; a link that answered nothing since the last ping is taken
//   for dead (a half-open TCP connection never closes by itself) and replaced;
// - it never gives up (a staff console stays open all day): 1 s, 3 s, 9 s, then every 30 s, and
//   30 s straight away when the server refused (1008) or asked to come back later (1013);
// - inbound: the watched conversation's messages (each seq once), activity and typing of any
//   conversation, pongs ignored.

export type { SocketLike };

/** connecting: no link yet or between attempts; live: the server answered on this link; closed: close() was called. */
export type StaffLinkState = 'connecting' | 'live' | 'closed';

export interface StaffSocketOptions {
  /** A fresh ticket for each connection (it is valid for a minute and for one socket). */
  ticket(): Promise<string>;
  /** The socket's URL for a ticket. */
  url(ticket: string): string;
  /** The newest seq the console has of a conversation, with nothing missing before it (0: none). */
  after(conversationId: number): number;
  /** A message of the watched conversation, each seq once per watch. */
  onMessage(conversationId: number, message: ChatMessage): void;
  /** A message was stored in some conversation. */
  onActivity?(activity: { conversationId: number; seq: number }): void;
  onVisitorTyping?(conversationId: number): void;
  /** A conversation changed without a message (the buyer logged in, the visitor read further). */
  onChanged?(conversationId: number): void;
  onState?(state: StaffLinkState): void;
  createSocket?(url: string): SocketLike;
  heartbeatMs?: number;
  /** Wait before reconnect attempt n (1-based) after a drop. */
  reconnectDelayMs?(attempt: number): number;
  log?: Pick<Console, 'warn'>;
}

/** The contract's path, kept here as a literal (the contract's value lives beside zod); the type says they agree. */
export const STAFF_SOCKET_PATH: typeof staffSocketPath = '/ws/staff';
export const STAFF_HEARTBEAT_MS = 30_000;
const OPEN = 1;
const NORMAL_CLOSE = 1000;
/** Refused (origin, ticket, too many sockets) and "try again later" (overloaded, reading too slowly). */
const REFUSED = 1008;
const TRY_LATER = 1013;
const BACKOFF_MS = [1_000, 3_000, 9_000];
const SLOWEST_MS = 30_000;

export const staffReconnectDelay = (attempt: number) => BACKOFF_MS[attempt - 1] ?? SLOWEST_MS;

/** ws(s)://host of the API + path + ticket: the API base may be a path ('/api') or an absolute URL. */
export function staffSocketUrl(apiBase: string, ticket: string, here: string = window.location.href): string {
  const url = new URL(apiBase, here);
  const scheme = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${url.host}${STAFF_SOCKET_PATH}?ticket=${encodeURIComponent(ticket)}`;
}

export class StaffSocket {
  private socket: SocketLike | null = null;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private stopped = true;
  /** Counts connection attempts, so a late ticket for an abandoned attempt is dropped. */
  private generation = 0;
  private watching: number | null = null;
  /** Seqs of the watched conversation delivered since it was last watched. */
  private seen = new Set<number>();
  /** Whether the server said anything since the last ping. */
  private heard = false;
  private state: StaffLinkState = 'closed';

  constructor(private readonly opts: StaffSocketOptions) {}

  connect(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.attempts = 0;
    this.open();
  }

  /** The conversation on screen (null: none): told to the server now if the link is open, and on every open. */
  watch(conversationId: number | null): void {
    if (conversationId === this.watching) return;
    this.watching = conversationId;
    this.seen = new Set();
    if (this.socket?.readyState === OPEN) this.sendWatch();
  }

  /** Leaving the page: a normal close, never followed by a reconnect. */
  close(): void {
    this.stopped = true;
    this.generation += 1;
    clearTimeout(this.retry);
    this.drop(NORMAL_CLOSE);
    this.setState('closed');
  }

  private setState(state: StaffLinkState): void {
    if (state === this.state) return;
    this.state = state;
    this.opts.onState?.(state);
  }

  private open(): void {
    this.setState('connecting');
    const attempt = ++this.generation;
    this.opts.ticket().then(
      (ticket) => {
        if (!this.stopped && attempt === this.generation) this.create(this.opts.url(ticket));
      },
      () => {
        // No ticket (server down, or a 5xx): as good as a connection that dropped.
        if (!this.stopped && attempt === this.generation) this.lost(1006);
      },
    );
  }

  private create(url: string): void {
    let s: SocketLike;
    try {
      s = (this.opts.createSocket ?? ((u) => new WebSocket(u)))(url);
    } catch {
      return this.lost(1006);
    }
    this.socket = s;
    s.onopen = () => {
      this.heard = true;
      this.startHeartbeat();
      // Sent on every open: what was stored while the link was down follows, in order.
      this.sendWatch();
    };
    s.onmessage = (ev) => this.receive(ev.data);
    s.onerror = () => {
      /* a close event follows and decides */
    };
    s.onclose = (ev) => {
      if (s !== this.socket) return;
      this.socket = null;
      this.stopHeartbeat();
      if (!this.stopped) this.lost(ev.code);
    };
  }

  /** The link is gone (or never came): try again, later each time, and never stop. */
  private lost(code: number): void {
    this.setState('connecting');
    this.attempts += 1;
    const wait = code === REFUSED || code === TRY_LATER ? SLOWEST_MS : (this.opts.reconnectDelayMs ?? staffReconnectDelay)(this.attempts);
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      if (!this.stopped) this.open();
    }, wait);
  }

  /** Detaches and closes the current socket, if any. */
  private drop(code: number): void {
    this.stopHeartbeat();
    const s = this.socket;
    this.socket = null;
    if (!s) return;
    s.onopen = s.onmessage = s.onerror = s.onclose = null;
    try {
      s.close(code);
    } catch {
      /* already closing */
    }
  }

  private sendWatch(): void {
    const id = this.watching;
    this.write({ watch: id, after: id === null ? 0 : Math.max(0, Math.floor(this.opts.after(id))) });
  }

  private receive(data: unknown): void {
    let frame: StaffSocketServerFrame;
    try {
      frame = JSON.parse(String(data)) as StaffSocketServerFrame;
    } catch {
      return;
    }
    if (!frame || typeof frame !== 'object') return;
    this.heard = true;
    // The server answers on this link: a later drop starts again from the shortest wait.
    this.attempts = 0;
    this.setState('live');
    if (frame.heartbeat === 'pong' || frame.joined) return;
    if (frame.activity && typeof frame.activity.conversationId === 'number') this.opts.onActivity?.(frame.activity);
    if (frame.visitorTyping && typeof frame.visitorTyping.conversationId === 'number') this.opts.onVisitorTyping?.(frame.visitorTyping.conversationId);
    if (frame.changed && typeof frame.changed.conversationId === 'number') this.opts.onChanged?.(frame.changed.conversationId);
    const m = frame.res;
    // A conversation watched before the last watch may still have frames on the way: not this one's.
    if (!m || typeof m.seq !== 'number' || frame.conversationId !== this.watching || this.watching === null) return;
    if (this.seen.has(m.seq)) return;
    this.seen.add(m.seq);
    this.opts.onMessage(this.watching, m);
  }

  private write(frame: StaffSocketClientFrame): void {
    const s = this.socket;
    if (s?.readyState !== OPEN) return;
    try {
      s.send(JSON.stringify(frame));
    } catch {
      /* the close event that follows reconnects */
    }
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => {
      if (!this.heard) {
        // Nothing since the last ping, not even its pong: a half-open link. Replace it.
        this.opts.log?.warn('[staff chat] No answer on the live link; reconnecting.');
        this.drop(4000);
        if (!this.stopped) this.lost(1006);
        return;
      }
      this.heard = false;
      this.write({ heartbeat: 'ping' });
    }, this.opts.heartbeatMs ?? STAFF_HEARTBEAT_MS);
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
