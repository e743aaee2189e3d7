import {
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_MS,
  chatClientFrame,
  CODES,
  langCodeById,
  type ChatFrameError,
  type ChatMessage,
  type ChatServerFrame,
  withoutInvisibles,
} from '@netshop/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Bus } from '../../lib/bus.js';
import { AppError } from '../../plugins/envelope.js';
import { allow, sourceOf } from '../../plugins/rate-limit.js';
import { createContext, type RequestContext } from '../../lib/request-context.js';
import { buyerActive } from '../account/index.js';
import { withFileLinks } from './file-links.js';
import { ChatHub, subscriber, sendNow, type Subscriber } from './hub.js';
import { history, openConversation, setPage, setVisitorRead, setVisitorTyping, visitorSends, type ChatOptions } from './service.js';
import { coalesce, inboundFrames, originAllowed, pingSockets, SocketCounts } from './socket-guard.js';
import { staffSocket, type StaffActivity } from './staff-gateway.js';
import { checkTicket } from './ticket.js';

// The chat sockets (ADR 0020, ADR 0034): the visitor's window at /ws/1/{uuid}/{langId}, and the
// agents' console at /ws/staff (staff-gateway.ts). Every message is stored first (service.ts)
// and then rung on the bus with its conversation and sequence number; each process hands it to
// the sockets it holds for that conversation (hub.ts), which send what follows their own mark, in
// order and once, reading the database when a ring is missing.

const TOPIC = 'chat:message';
const TYPING = 'chat:typing';
const READ = 'chat:read';
const VISITOR_TYPING = 'chat:visitor-typing';
const CHANGED = 'chat:changed';
const END = 'chat:end';

interface Ring {
  conversationId: number;
  message: ChatMessage;
}

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

/**
 * Something the agents' console shows changed without a message (a buyer took over the
 * conversation at login, the visitor read further): consoles refresh it and the queues.
 */
export function ringChanged(bus: Bus, conversationId: number): void {
  bus.publish(CHANGED, { conversationId });
}

/** Whose sockets to end: a buyer's (blocked, erased) or a staff member's (disabled, roles changed, sessions ended). */
export type SocketOwner = { userId: number } | { staffId: number };

/**
 * A person's access was taken away or changed: every process closes the chat sockets it holds for
 * them at once (close code 4401), as their HTTP sessions already ended. A buyer's window reconnects
 * as a guest (a new conversation, none of theirs); a staff console asks for a new ticket, which a
 * disabled member or one without chat.answer no longer gets, and the socket checks again on opening.
 * Called after the change committed, so a socket opening meanwhile is refused by its own check.
 */
export function endChatSockets(bus: Bus, owner: SocketOwner): void {
  bus.publish(END, owner);
}

/** The close code of a socket ended because its owner's access changed (the window does not retry with the old ticket). */
export const SOCKET_ENDED = 4401;

/** How a chat socket's handshake is limited (config.ts CHAT_*). */
export interface SocketLimits {
  perSource: number;
  opensPerSourceMinute: number;
  perVisitor: number;
  allowedOrigins: readonly string[];
}

/** Messages one address may send a minute, over all its visitors and sockets. */
const MESSAGES_PER_SOURCE_MINUTE = 120;
/** Sockets one visitor may open a minute (a flapping network reconnects every few seconds at worst). */
const OPENS_PER_VISITOR_MINUTE = 60;

export const chatGateway: FastifyPluginAsync<{ bus: Bus; secret: string; chat: ChatOptions; limits: SocketLimits }> = async (app, { bus, secret, chat, limits }) => {
  const hub = new ChatHub((msg, err) => app.log.warn(err ? { err: { message: (err as Error).message } } : {}, msg));
  const counts = new SocketCounts();
  const db = app.storage.db;
  const staff = staffSocket(app, { hub, secret, origins: limits.allowedOrigins });
  /** The buyer of each socket opened with a ticket. */
  const buyers = new Map<WebSocket, number>();

  const unsubscribe = [
    bus.subscribe(TOPIC, (payload) => {
      const { conversationId, message } = payload as Ring;
      hub.ring(conversationId, message);
      staff.activity({ conversationId, seq: message.seq } satisfies StaffActivity);
    }),
    bus.subscribe(TYPING, (payload) => {
      const { conversationId, name } = payload as { conversationId: number; name: string };
      for (const sub of hub.of(conversationId)) if (!staff.isStaff(sub)) sendNow(sub, { res: null, isConnect: true, typing: { name } } satisfies ChatServerFrame);
    }),
    bus.subscribe(READ, (payload) => {
      const { conversationId, seq } = payload as { conversationId: number; seq: number };
      for (const sub of hub.of(conversationId)) if (!staff.isStaff(sub)) hub.enqueue(sub, { res: null, isConnect: true, read: seq } satisfies ChatServerFrame);
    }),
    bus.subscribe(CHANGED, (payload) => staff.changed((payload as { conversationId: number }).conversationId)),
    bus.subscribe(VISITOR_TYPING, (payload) => staff.visitorTyping((payload as { conversationId: number }).conversationId)),
    bus.subscribe(END, (payload) => {
      const owner = payload as SocketOwner;
      if ('staffId' in owner) return staff.end(owner.staffId, SOCKET_ENDED);
      for (const [socket, userId] of buyers) if (userId === owner.userId) socket.close(SOCKET_ENDED, 'signed out');
    }),
    // Redis came back: rings of other processes may have been missed meanwhile.
    bus.onResync(() => hub.resync()),
    pingSockets(() => [...hub.sockets()].map((s) => s.socket)),
  ];
  app.addHook('onClose', async () => {
    for (const u of unsubscribe) u();
    staff.close();
    // The sockets themselves were dropped before (app.ts, the websocket plugin's preClose).
  });

  /** A page from a foreign origin is refused before the upgrade (a buyer's ticket is not the only guard). */
  const sameShop = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!originAllowed(req, limits.allowedOrigins)) {
      reply.code(403);
      throw new AppError(CODES.FORBIDDEN, 'forbidden');
    }
  };

  const refuse = (sub: Subscriber, error: ChatFrameError, clientMsgId?: string) =>
    hub.enqueue(sub, { res: null, isConnect: false, error, ...(clientMsgId ? { clientMsgId } : {}) } satisfies ChatServerFrame);

  app.get<{ Params: { uuid: string; langId: string }; Querystring: { ticket?: string; after?: string } }>(
    '/ws/1/:uuid/:langId',
    { websocket: true, preValidation: sameShop },
    async (socket, req) => {
      // Frames that arrive while the conversation is being looked up wait for it.
      const inbound = inboundFrames(socket);
      const lang = /^\d{1,2}$/.test(req.params.langId) ? langCodeById(Number(req.params.langId)) : undefined;
      const uuid = req.params.uuid.toLowerCase();
      const uuidOk = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(uuid);
      const afterText = req.query.after;
      const after = afterText === undefined ? null : /^\d{1,10}$/.test(afterText) && Number(afterText) <= 2_147_483_647 ? Number(afterText) : NaN;
      if (!lang || !uuidOk || Number.isNaN(after)) return socket.close(1008, 'unknown visitor');
      const source = sourceOf(req.ip ?? req.socket?.remoteAddress ?? '');
      const keys: [string, number][] = [
        [`src:${source}`, limits.perSource],
        [`visitor:${uuid}`, limits.perVisitor],
      ];
      if (!counts.take(keys)) return socket.close(1008, 'too many sockets');
      let released = false;
      const release = () => {
        if (!released) counts.release(keys.map(([k]) => k));
        released = true;
      };
      socket.on('close', release);
      const opened = await allow(db, [
        { key: `chat:open:ip:${source}`, max: limits.opensPerSourceMinute, windowMs: 60_000 },
        { key: `chat:open:visitor:${uuid}`, max: OPENS_PER_VISITOR_MINUTE, windowMs: 60_000 },
      ]).catch(() => false);
      if (!opened) return socket.close(1013, 'too many sockets');
      // A logged-in buyer's window brings a ticket (ticket.ts); a bad one is refused, not read as a guest.
      const ticket = typeof req.query.ticket === 'string' ? req.query.ticket : undefined;
      const userId = ticket ? checkTicket(secret, ticket, uuid) : null;
      if (ticket && !userId) return socket.close(1008, 'bad ticket');
      if (userId) {
        // Known before the check: a block that commits after the check reaches this socket by the bus.
        buyers.set(socket, userId);
        socket.on('close', () => buyers.delete(socket));
        // A ticket lives a minute: one issued before a block opens nothing after it.
        if (!(await buyerActive(db, userId).catch(() => false))) return socket.close(SOCKET_ENDED, 'signed out');
      }
      const ctx: RequestContext = createContext(db, { lang, buyer: userId ? { userId, sessionId: 0 } : null });
      const open = await openConversation(ctx, uuid, null).catch(() => null);
      // A uuid the shop never issued gets no conversation (uuids are unguessable and bound to their visitor).
      if (!open) return socket.close(1008, 'unknown visitor');
      if (socket.readyState !== socket.OPEN) return release();
      // A buyer's window: the conversation may just have become theirs (the console names them).
      if (userId) ringChanged(bus, open.conversationId);

      let conn = { ctx };
      const sub = subscriber(socket, {
        conversationId: open.conversationId,
        // From what the window has (after), or what is stored from now on.
        mark: after ?? open.head,
        frameOf: (m) => ({ res: withFileLinks(secret, [m])[0]!, isConnect: true }) satisfies ChatServerFrame,
        readAfter: (id, seq) => history(conn.ctx, id, { after: seq }),
      });
      hub.enqueue(sub, { res: null, isConnect: true, joined: open.head } satisfies ChatServerFrame);
      // Where the agent's reading stands, for the "read" marks.
      if (open.agentReadSeq > 0) hub.enqueue(sub, { res: null, isConnect: true, read: open.agentReadSeq } satisfies ChatServerFrame);
      hub.add(sub);

      // Frames that only say "now" are written at most once a second each, the latest winning.
      const conversationId = open.conversationId;
      const page = coalesce(1000, (p: { path: string; spuId?: number }) => setPage(conn.ctx, conversationId, p));
      const read = coalesce(1000, async (seq: number) => {
        await setVisitorRead(conn.ctx, conversationId, seq);
        ringChanged(bus, conversationId);
      });
      const typing = coalesce(1000, async (on: boolean) => {
        await setVisitorTyping(conn.ctx, conversationId, on);
        if (on) bus.publish(VISITOR_TYPING, { conversationId });
      });
      let typingOn = false;
      let typingAt = 0;
      let sentAt: number[] = [];
      socket.on('close', () => {
        hub.remove(sub);
        page.stop();
        read.stop();
        typing.stop();
      });

      const onMessage = async (data: Buffer, tookFrame: boolean) => {
        // Work for a socket that is gone is dropped: nobody waits for its answer.
        if (sub.closed) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(data.toString('utf8'));
        } catch {
          return refuse(sub, 'invalid');
        }
        const f = chatClientFrame.safeParse(parsed);
        if (!f.success) {
          const clientMsgId = typeof (parsed as { clientMsgId?: unknown })?.clientMsgId === 'string' ? (parsed as { clientMsgId: string }).clientMsgId.slice(0, 64) : undefined;
          const tooLong = typeof (parsed as { msg?: unknown })?.msg === 'string' && (parsed as { msg: string }).msg.length > 1000;
          return refuse(sub, tooLong ? 'tooLong' : 'invalid', clientMsgId);
        }
        const body = f.data;
        // Past the socket's frame budget, frames that only say "now" are ignored; messages have their own limit below.
        if (!('msg' in body) && !tookFrame) return;
        if ('heartbeat' in body) return hub.enqueue(sub, { res: null, isConnect: true, heartbeat: 'pong' } satisfies ChatServerFrame);
        if ('context' in body) {
          // The currency the window shows prices in: amounts in the assistant's answers use it (answer-amounts.ts).
          if (body.context.currencyId !== undefined) conn = { ctx: { ...conn.ctx, currencyId: body.context.currencyId } };
          return page.set(body.context);
        }
        if ('typing' in body) {
          // A window says it again every few seconds while typing; a change, or a repeat after 3 s, is written.
          const now = Date.now();
          if (body.typing === typingOn && now - typingAt < 3000) return;
          typingOn = body.typing;
          typingAt = now;
          return typing.set(body.typing);
        }
        if ('read' in body) return read.set(body.read);
        if ('resume' in body) return hub.resume(sub, body.resume);
        if (!body.msg.trim() && !body.itemId) return refuse(sub, 'invalid', body.clientMsgId);
        const now = Date.now();
        sentAt = sentAt.filter((t) => now - t < CHAT_RATE_WINDOW_MS);
        if (sentAt.length >= CHAT_RATE_LIMIT) return refuse(sub, 'rateLimited', body.clientMsgId);
        sentAt.push(now);
        // The same limits over every socket of the visitor and of the address, on every process.
        const within = await allow(db, [
          { key: `chat:msg:visitor:${uuid}`, max: CHAT_RATE_LIMIT, windowMs: CHAT_RATE_WINDOW_MS },
          { key: `chat:msg:ip:${source}`, max: MESSAGES_PER_SOURCE_MINUTE, windowMs: 60_000 },
        ]).catch(() => true);
        if (!within) return refuse(sub, 'rateLimited', body.clientMsgId);
        if (sub.closed) return;
        try {
          const stored = await visitorSends(conn.ctx, conversationId, { ...body, msg: withoutInvisibles(body.msg) }, { ...chat, source });
          ringMessages(bus, conversationId, stored);
          // A retried send stored before: the window learns it was stored, in order with what it is sent.
          if (stored.length === 1 && stored[0]!.seq <= sub.mark && body.clientMsgId) {
            hub.enqueue(sub, { res: null, isConnect: true, clientMsgId: body.clientMsgId, ack: stored[0]!.seq } satisfies ChatServerFrame);
          }
        } catch (err) {
          app.log.warn({ err: { message: (err as Error).message } }, 'chat: could not store a message');
          refuse(sub, 'invalid', body.clientMsgId);
        }
      };
      // One after another, as the window sent them (a page, then a question about it).
      inbound.start(onMessage);
    },
  );

  staff.register(sameShop);
};

