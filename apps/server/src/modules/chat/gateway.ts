import {
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_MS,
  chatClientFrame,
  langCodeById,
  type ChatFrameError,
  type ChatMessage,
  type ChatServerFrame,
  withoutInvisibles,
} from '@netshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import type { Bus } from '../../lib/bus.js';
import { sourceOf } from '../../plugins/rate-limit.js';
import { createContext, type RequestContext } from '../../lib/request-context.js';
import { withFileLinks } from './file-links.js';
import { history, openConversation, setPage, setVisitorRead, setVisitorTyping, visitorSends, type ChatOptions } from './service.js';
import { checkTicket } from './ticket.js';

// The chat socket of §7, /ws/1/{uuid}/{langId} (ADR 0020). Every message is stored first
// (service.ts) and then rung on the bus with its conversation and sequence number; each process
// sends it to the sockets it holds for that conversation. A socket remembers the last sequence
// number it was sent, so a gap (a ring missed while Redis was away, a reconnect) is filled from
// the database in order, and nothing is sent twice.

const TOPIC = 'chat:message';

interface Ring {
  conversationId: number;
  message: ChatMessage;
}

const TYPING = 'chat:typing';
const READ = 'chat:read';

/** An agent is typing: every process tells its windows of the conversation (nothing is stored). */
export function ringTyping(bus: Bus, conversationId: number, name: string): void {
  bus.publish(TYPING, { conversationId, name });
}

/** An agent has read the conversation up to seq: the windows show "read" under the visitor's messages. */
export function ringRead(bus: Bus, conversationId: number, seq: number): void {
  bus.publish(READ, { conversationId, seq });
}

/** Rings stored messages on the bus: every process sends them to its sockets of the conversation. */
export function ringMessages(bus: Bus, conversationId: number, messages: ChatMessage[]): void {
  for (const message of messages) bus.publish(TOPIC, { conversationId, message } satisfies Ring);
}

interface Connection {
  socket: WebSocket;
  conversationId: number;
  ctx: RequestContext;
  /** The newest sequence number this socket has been sent (or the window said it has). */
  lastSeq: number;
  /** Sends are queued per socket so that deliveries keep their order. */
  queue: Promise<unknown>;
  sentAt: number[];
  /** When the window last said its visitor is typing. */
  typingAt: number;
  /** The counting unit of the socket's address (rate-limit.ts sourceOf): messages mailed to the shop are limited per source. */
  source: string;
}

const frame = (f: ChatServerFrame) => JSON.stringify(f);

export const chatGateway: FastifyPluginAsync<{ bus: Bus; secret: string; chat: ChatOptions }> = async (app, { bus, secret, chat }) => {
  const byConversation = new Map<number, Set<Connection>>();

  const send = (c: Connection, f: ChatServerFrame) => {
    if (c.socket.readyState !== c.socket.OPEN) return;
    c.socket.send(frame(f.res?.file ? { ...f, res: withFileLinks(secret, [f.res])[0]! } : f));
  };

  /** Sends what follows the socket's last seq: the rung message itself, or the gap from the database. */
  const deliver = (c: Connection, ring?: ChatMessage) => {
    c.queue = c.queue
      .then(async () => {
        if (ring && ring.seq <= c.lastSeq) return;
        const missed = ring && ring.seq === c.lastSeq + 1 ? [ring] : await history(c.ctx, c.conversationId, c.lastSeq);
        for (const m of missed) {
          if (m.seq <= c.lastSeq) continue;
          send(c, { res: m, isConnect: true });
          c.lastSeq = m.seq;
        }
      })
      .catch((err: unknown) => app.log.warn({ err: { message: (err as Error).message } }, 'chat: delivery failed'));
  };

  const unsubscribe = bus.subscribe(TOPIC, (payload) => {
    const ring = payload as Ring;
    for (const c of byConversation.get(ring.conversationId) ?? []) deliver(c, ring.message);
  });
  const toSockets = (conversationId: number, f: ChatServerFrame) => {
    for (const c of byConversation.get(conversationId) ?? []) c.queue = c.queue.then(() => send(c, f));
  };
  const untyping = bus.subscribe(TYPING, (payload) => {
    const { conversationId, name } = payload as { conversationId: number; name: string };
    toSockets(conversationId, { res: null, isConnect: true, typing: { name } });
  });
  const unread = bus.subscribe(READ, (payload) => {
    const { conversationId, seq } = payload as { conversationId: number; seq: number };
    toSockets(conversationId, { res: null, isConnect: true, read: seq });
  });
  // Redis came back: rings of other processes may have been missed meanwhile.
  const unresync = bus.onResync(() => {
    for (const set of byConversation.values()) for (const c of set) deliver(c);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    untyping();
    unread();
    unresync();
    // The sockets themselves were dropped before (app.ts, the websocket plugin's preClose).
  });

  const refuse = (c: Connection, error: ChatFrameError, clientMsgId?: string) => send(c, { res: null, isConnect: false, error, ...(clientMsgId ? { clientMsgId } : {}) });

  app.get<{ Params: { uuid: string; langId: string }; Querystring: { ticket?: string } }>('/ws/1/:uuid/:langId', { websocket: true }, async (socket, req) => {
    const lang = /^\d{1,2}$/.test(req.params.langId) ? langCodeById(Number(req.params.langId)) : undefined;
    const uuidOk = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(req.params.uuid);
    // Messages that arrive while the conversation is being looked up wait for it.
    const early: Buffer[] = [];
    const buffer = (data: Buffer) => early.push(data);
    socket.on('message', buffer);
    if (!lang || !uuidOk) return socket.close(1008, 'unknown visitor');
    // A logged-in buyer's window brings a ticket (ticket.ts); a bad one is refused, not read as a guest.
    const ticket = typeof req.query.ticket === 'string' ? req.query.ticket : undefined;
    const userId = ticket ? checkTicket(secret, ticket, req.params.uuid) : null;
    if (ticket && !userId) return socket.close(1008, 'bad ticket');
    const ctx = createContext(app.storage.db, { lang, buyer: userId ? { userId, sessionId: 0 } : null });
    const open = await openConversation(ctx, req.params.uuid).catch(() => null);
    // A uuid the shop never issued gets no conversation (uuids are unguessable and bound to their visitor).
    if (!open) return socket.close(1008, 'unknown visitor');

    const c: Connection = { socket, conversationId: open.conversationId, ctx, lastSeq: open.messages.at(-1)?.seq ?? 0, queue: Promise.resolve(), sentAt: [], typingAt: 0, source: sourceOf(req.ip ?? req.socket?.remoteAddress ?? '') };
    let set = byConversation.get(c.conversationId);
    if (!set) byConversation.set(c.conversationId, (set = new Set()));
    set.add(c);
    // Anything stored between reading the conversation and joining the set rang before this socket listened.
    deliver(c);
    // Where the agent's reading stands, for the "read" marks.
    if (open.agentReadSeq > 0) c.queue = c.queue.then(() => send(c, { res: null, isConnect: true, read: open.agentReadSeq }));
    socket.on('close', () => {
      set.delete(c);
      if (!set.size) byConversation.delete(c.conversationId);
    });

    const onMessage = async (data: Buffer) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.toString('utf8'));
      } catch {
        return refuse(c, 'invalid');
      }
      const f = chatClientFrame.safeParse(parsed);
      if (!f.success) {
        const clientMsgId = typeof (parsed as { clientMsgId?: unknown })?.clientMsgId === 'string' ? (parsed as { clientMsgId: string }).clientMsgId.slice(0, 64) : undefined;
        const tooLong = typeof (parsed as { msg?: unknown })?.msg === 'string' && (parsed as { msg: string }).msg.length > 1000;
        return refuse(c, tooLong ? 'tooLong' : 'invalid', clientMsgId);
      }
      const body = f.data;
      if ('heartbeat' in body) return send(c, { res: null, isConnect: true, heartbeat: 'pong' });
      if ('context' in body) {
        // The currency the window shows prices in: amounts in the assistant's answers use it (answer-amounts.ts).
        if (body.context.currencyId !== undefined) c.ctx = { ...c.ctx, currencyId: body.context.currencyId };
        return setPage(c.ctx, c.conversationId, body.context).catch(() => undefined);
      }
      if ('typing' in body) {
        // A window says it again every few seconds while typing; more often than once a second is ignored.
        const now = Date.now();
        if (body.typing && now - c.typingAt < 1000) return;
        c.typingAt = now;
        return setVisitorTyping(c.ctx, c.conversationId, body.typing).catch(() => undefined);
      }
      if ('read' in body) return setVisitorRead(c.ctx, c.conversationId, body.read).catch(() => undefined);
      if ('resume' in body) {
        // The window says what it has shown: send what follows, once.
        c.queue = c.queue.then(() => {
          c.lastSeq = Math.min(c.lastSeq, body.resume);
        });
        return deliver(c);
      }
      if (!body.msg.trim() && !body.itemId) return refuse(c, 'invalid', body.clientMsgId);
      const now = Date.now();
      c.sentAt = c.sentAt.filter((t) => now - t < CHAT_RATE_WINDOW_MS);
      if (c.sentAt.length >= CHAT_RATE_LIMIT) return refuse(c, 'rateLimited', body.clientMsgId);
      c.sentAt.push(now);
      try {
        const stored = await visitorSends(c.ctx, c.conversationId, { ...body, msg: withoutInvisibles(body.msg) }, { ...chat, source: c.source });
        ringMessages(bus, c.conversationId, stored);
        // A retried send already delivered: the window still learns its message was stored.
        if (stored.length === 1 && stored[0]!.seq <= c.lastSeq) send(c, { res: stored[0]!, isConnect: true });
      } catch (err) {
        app.log.warn({ err: { message: (err as Error).message } }, 'chat: could not store a message');
        refuse(c, 'invalid', body.clientMsgId);
      }
    };
    // Frames are handled one after another, as the window sent them (a page, then a question about it).
    let inbound: Promise<unknown> = Promise.resolve();
    const handle = (data: Buffer) => {
      inbound = inbound.then(() => onMessage(data)).catch(() => undefined);
    };
    socket.off('message', buffer);
    socket.on('message', handle);
    for (const data of early) handle(data);
  });
};
