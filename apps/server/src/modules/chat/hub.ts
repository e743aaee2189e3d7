import { CHAT_PAGE_SIZE, type ChatMessage } from '@netshop/contract';
import type { WebSocket } from 'ws';

// Delivery of stored chat messages to the sockets this process holds (ADR 0020, ADR 0034). A
// socket has a mark: the newest seq it has been sent, or that its window said it has. What
// follows the mark is sent in seq order, each seq once, from two sources: the message rung on the
// bus (the common case, no database read), or, when a ring is missing or out of order (a ring lost
// while Redis was away, a socket that starts behind), pages read from the database until the
// stored head. Delivery runs one loop per socket at a time; rings that arrive meanwhile only wake
// it, so a socket's pending work is bounded however fast messages come.
//
// Memory is bounded per socket: a page is sent only after the socket's send buffer has drained
// below LOW_WATER_BYTES, and a socket whose buffer stays above it for LAG_LIMIT_MS is ended (its
// window reconnects and resumes from its own mark).

/** A page is sent only when the socket's unsent bytes are below this. */
export const LOW_WATER_BYTES = 256 * 1024;
/** A socket that cannot take a page for this long is ended. */
export const LAG_LIMIT_MS = 15_000;
/** Rings kept per socket while its loop runs; more means the loop reads the database instead. */
const MAX_PENDING_RINGS = 64;
/** Reads that may find nothing for a waiting ring (a snapshot older than its commit) before it is given up. */
const MAX_EMPTY_READS = 10;

export interface Subscriber {
  socket: WebSocket;
  /** The conversation whose messages it gets; null: none (an agent watching no conversation). */
  conversationId: number | null;
  /** The newest seq sent on this socket (or that the window said it has). */
  mark: number;
  /** Whether any message has been sent on this socket (a resume may move the mark only before). */
  sentAny: boolean;
  /** Frames sent before the next message, in order (the joined frame, acknowledgements). */
  extra: unknown[];
  rings: ChatMessage[];
  /** The database may hold messages after the mark that were never rung to this socket. */
  behind: boolean;
  running: boolean;
  again: boolean;
  /** Database reads in a row that found nothing after the mark while rings were waiting. */
  emptyReads: number;
  closed: boolean;
  /** The frame that carries a message to this kind of socket. */
  frameOf(m: ChatMessage): unknown;
  /** Reads a page (CHAT_PAGE_SIZE) after a seq (service.ts history). */
  readAfter(conversationId: number, after: number): Promise<ChatMessage[]>;
}

export function subscriber(
  socket: WebSocket,
  init: Pick<Subscriber, 'conversationId' | 'mark' | 'frameOf' | 'readAfter'>,
): Subscriber {
  return { socket, ...init, sentAny: false, extra: [], rings: [], behind: true, running: false, again: false, emptyReads: 0, closed: false };
}

const isOpen = (s: WebSocket) => s.readyState === s.OPEN;

/** Sends one frame now if the socket is open and not lagging; frames that only say "now" (typing) may be dropped. */
export function sendNow(sub: Subscriber, frame: unknown): void {
  if (!isOpen(sub.socket) || sub.socket.bufferedAmount > LOW_WATER_BYTES) return;
  sub.socket.send(JSON.stringify(frame));
}

export class ChatHub {
  private readonly byConversation = new Map<number, Set<Subscriber>>();
  private readonly all = new Set<Subscriber>();

  constructor(private readonly log: (msg: string, err?: unknown) => void) {}

  /** Holds the socket; it gets what follows its mark, starting now. */
  add(sub: Subscriber): void {
    this.all.add(sub);
    this.watch(sub, sub.conversationId, sub.mark);
  }

  remove(sub: Subscriber): void {
    sub.closed = true;
    this.all.delete(sub);
    this.unlink(sub);
  }

  /** Points the socket at another conversation (an agent's console), from a mark. */
  watch(sub: Subscriber, conversationId: number | null, mark: number): void {
    this.unlink(sub);
    Object.assign(sub, { conversationId, mark, sentAny: false, rings: [], behind: true });
    if (conversationId === null) return;
    let set = this.byConversation.get(conversationId);
    if (!set) this.byConversation.set(conversationId, (set = new Set()));
    set.add(sub);
    this.wake(sub);
  }

  /**
   * The window says it has shown everything up to `seq`. Before any message went out on the
   * socket that sets its mark (the catch-up starts there); afterwards the socket's own order
   * already covers it, and moving back would send messages twice.
   */
  resume(sub: Subscriber, seq: number): void {
    if (sub.sentAny) return;
    sub.mark = seq;
    sub.behind = true;
    this.wake(sub);
  }

  /** A frame to send in order with the messages (before the next one). */
  enqueue(sub: Subscriber, frame: unknown): void {
    sub.extra.push(frame);
    this.wake(sub);
  }

  /** A message was stored and rung: every socket of its conversation gets it after what it has. */
  ring(conversationId: number, message: ChatMessage): void {
    for (const sub of this.byConversation.get(conversationId) ?? []) {
      if (message.seq <= sub.mark) continue;
      if (sub.rings.length < MAX_PENDING_RINGS) sub.rings.push(message);
      else sub.behind = true;
      this.wake(sub);
    }
  }

  /** Rings may have been missed (Redis was away): every socket reads up to the stored head. */
  resync(): void {
    for (const sub of this.all) {
      if (sub.conversationId === null) continue;
      sub.behind = true;
      this.wake(sub);
    }
  }

  /** The sockets of a conversation (typing and read frames, which are not stored). */
  of(conversationId: number): Iterable<Subscriber> {
    return this.byConversation.get(conversationId) ?? [];
  }

  sockets(): Iterable<Subscriber> {
    return this.all;
  }

  private unlink(sub: Subscriber): void {
    if (sub.conversationId === null) return;
    const set = this.byConversation.get(sub.conversationId);
    set?.delete(sub);
    if (set && !set.size) this.byConversation.delete(sub.conversationId);
  }

  private wake(sub: Subscriber): void {
    if (sub.running) {
      sub.again = true;
      return;
    }
    sub.running = true;
    void this.run(sub).finally(() => {
      sub.running = false;
    });
  }

  /** The socket's loop: extras, then messages after the mark, until nothing is pending. */
  private async run(sub: Subscriber): Promise<void> {
    try {
      for (;;) {
        sub.again = false;
        if (sub.closed || !isOpen(sub.socket)) return;
        if (!(await this.drained(sub))) return;
        const conversationId = sub.conversationId;
        for (const f of sub.extra.splice(0)) sub.socket.send(JSON.stringify(f));
        if (conversationId === null) {
          if (!sub.again) return;
          continue;
        }
        let batch = this.fromRings(sub);
        if (!batch.length && (sub.behind || sub.rings.length)) {
          const mark = sub.mark;
          batch = await sub.readAfter(conversationId, mark);
          // The socket was pointed elsewhere (or resumed) while reading: read again for the new mark.
          if (sub.conversationId !== conversationId || sub.mark !== mark) continue;
          // A full page may have more behind it; a short one reached the stored head.
          sub.behind = batch.length >= CHAT_PAGE_SIZE;
          if (!batch.length && sub.rings.length) {
            // A ring came in while the read ran, for a message committed after the read's
            // snapshot: it is kept (the next turn sends it, or reads again for a gap before it),
            // but a ring the database never shows is given up after a few reads.
            sub.emptyReads += 1;
            if (sub.emptyReads > MAX_EMPTY_READS) {
              sub.rings = [];
              sub.emptyReads = 0;
            } else {
              await new Promise((r) => setTimeout(r, 20 * sub.emptyReads));
              continue;
            }
          }
          if (batch.length) sub.emptyReads = 0;
        }
        for (const m of batch) {
          if (m.seq !== sub.mark + 1) {
            // A gap (a ring arrived before the one it follows): the database fills it next turn.
            if (m.seq > sub.mark) sub.behind = true;
            continue;
          }
          sub.socket.send(JSON.stringify(sub.frameOf(m)));
          sub.mark = m.seq;
          sub.sentAny = true;
        }
        sub.rings = sub.rings.filter((r) => r.seq > sub.mark);
        if (!sub.again && !sub.behind && !sub.rings.length && !sub.extra.length) return;
      }
    } catch (err) {
      // The database did not answer: the socket stays behind and tries again in a second.
      this.log('chat: delivery failed', err);
      sub.behind = true;
      setTimeout(() => {
        if (!sub.closed) this.wake(sub);
      }, 1000).unref();
    }
  }

  /** Rung messages that follow the mark without a gap. */
  private fromRings(sub: Subscriber): ChatMessage[] {
    if (!sub.rings.length) return [];
    sub.rings.sort((a, b) => a.seq - b.seq);
    const out: ChatMessage[] = [];
    let next = sub.mark + 1;
    for (const r of sub.rings) {
      if (r.seq < next) continue;
      if (r.seq !== next) break;
      out.push(r);
      next += 1;
    }
    return out;
  }

  /** Waits until the socket can take a page; false (and the socket ended) when it lags too long. */
  private async drained(sub: Subscriber): Promise<boolean> {
    const until = Date.now() + LAG_LIMIT_MS;
    while (sub.socket.bufferedAmount > LOW_WATER_BYTES) {
      if (sub.closed || !isOpen(sub.socket)) return false;
      if (Date.now() > until) {
        this.log('chat: a socket that does not read was ended');
        sub.socket.terminate();
        return false;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    return true;
  }
}
