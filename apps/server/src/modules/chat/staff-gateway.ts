import { can, staffSocketClientFrame, staffSocketPath, type StaffSocketServerFrame } from '@netshop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { createContext } from '../../lib/request-context.js';
import { activeStaffMember, markChatSeen } from '../staff/index.js';
import { withFileLinks } from './file-links.js';
import { type ChatHub, sendNow, subscriber, type Subscriber } from './hub.js';
import { history } from './service.js';
import { inboundFrames } from './socket-guard.js';
import { inQueues } from './staff-queries.js';
import { checkStaffTicket } from './ticket.js';

// The agents' push channel (issue 25, ADR 0034): /ws/staff?ticket=… The console names the
// conversation it shows and the newest seq it has of it; the hub sends what follows, in order and
// once, exactly as to a visitor's window. Every conversation's new messages are also told as
// `activity` (coalesced per conversation), so the queues refresh without polling.

export interface StaffActivity {
  conversationId: number;
  seq: number;
}

/** Activity is sent at most this often per socket; a burst of messages is one frame per conversation. */
const ACTIVITY_EVERY_MS = 250;

interface StaffConn {
  sub: Subscriber;
  pending: Map<number, number>;
  staffId: number;
}

export function staffSocket(app: FastifyInstance, { hub, secret }: { hub: ChatHub; secret: string; origins: readonly string[] }) {
  const conns = new Map<Subscriber, StaffConn>();
  /** The staff member of every open socket, from before its check (gateway.ts endChatSockets). */
  const owners = new Map<WebSocket, number>();
  const flush = setInterval(() => {
    for (const c of conns.values()) {
      if (!c.pending.size) continue;
      for (const [conversationId, seq] of c.pending) sendNow(c.sub, { activity: { conversationId, seq } } satisfies StaffSocketServerFrame);
      c.pending.clear();
    }
  }, ACTIVITY_EVERY_MS);
  flush.unref();

  /** The staff member may answer chats (an active account whose roles grant chat.answer). */
  const mayAnswer = async (staffId: number) => {
    const s = await activeStaffMember(app.storage.db, staffId);
    return s ? can(s.roles, 'chat.answer') : false;
  };

  return {
    isStaff: (sub: Subscriber) => conns.has(sub),
    activity(a: StaffActivity) {
      for (const c of conns.values()) c.pending.set(a.conversationId, Math.max(a.seq, c.pending.get(a.conversationId) ?? 0));
    },
    /** A conversation changed without a message: said at once (such changes are rare and already coalesced). */
    changed(conversationId: number) {
      for (const c of conns.values()) sendNow(c.sub, { changed: { conversationId } } satisfies StaffSocketServerFrame);
    },
    visitorTyping(conversationId: number) {
      for (const c of conns.values()) sendNow(c.sub, { visitorTyping: { conversationId } } satisfies StaffSocketServerFrame);
    },
    /** The member's access changed (disabled, roles, sessions ended): their sockets here close; the console asks for a new ticket. */
    end(staffId: number, code: number) {
      for (const [socket, owner] of owners) if (owner === staffId) socket.close(code, 'signed out');
    },
    close() {
      clearInterval(flush);
    },
    register(sameShop: (req: FastifyRequest, reply: FastifyReply) => Promise<void>) {
      app.get<{ Querystring: { ticket?: string } }>(staffSocketPath, { websocket: true, preValidation: sameShop }, async (socket, req) => {
        const inbound = inboundFrames(socket);
        const staffId = typeof req.query.ticket === 'string' ? checkStaffTicket(secret, req.query.ticket) : null;
        if (!staffId) return socket.close(1008, 'bad ticket');
        // Known before the check: a change that commits after the check reaches this socket by the bus.
        owners.set(socket, staffId);
        socket.on('close', () => owners.delete(socket));
        if (!(await mayAnswer(staffId).catch(() => false))) return socket.close(1008, 'bad ticket');
        if (socket.readyState !== socket.OPEN) return;
        // The agent reads messages in the visitor's words; the language only names the assistant.
        const ctx = createContext(app.storage.db, { lang: 'zh-CN' });
        const sub: Subscriber = subscriber(socket, {
          conversationId: null,
          mark: 0,
          frameOf: (m) => ({ conversationId: sub.conversationId!, res: withFileLinks(secret, [m])[0]! }) satisfies StaffSocketServerFrame,
          readAfter: (id, seq) => history(ctx, id, { after: seq }),
        });
        const conn: StaffConn = { sub, pending: new Map(), staffId };
        conns.set(sub, conn);
        hub.add(sub);
        hub.enqueue(sub, { joined: true } satisfies StaffSocketServerFrame);
        socket.on('close', () => {
          conns.delete(sub);
          hub.remove(sub);
        });

        const onFrame = async (data: Buffer, withinBudget: boolean) => {
          // Past the socket's frame budget, frames are ignored (a console sends a few a minute).
          if (sub.closed || !withinBudget) return;
          let parsed: unknown;
          try {
            parsed = JSON.parse(data.toString('utf8'));
          } catch {
            return hub.enqueue(sub, { error: 'invalid' } satisfies StaffSocketServerFrame);
          }
          const f = staffSocketClientFrame.safeParse(parsed);
          if (!f.success) return hub.enqueue(sub, { error: 'invalid' } satisfies StaffSocketServerFrame);
          const body = f.data;
          if ('heartbeat' in body) {
            // An agent with the console open is online: the assistant hands visitors to a person.
            await markChatSeen(app.storage.db, staffId).catch(() => undefined);
            return hub.enqueue(sub, { heartbeat: 'pong' } satisfies StaffSocketServerFrame);
          }
          if (body.watch === null) return hub.watch(sub, null, 0);
          // Only conversations in the agents' queues (the assistant's own are the visitor's business).
          if (!(await inQueues(app.storage.db, body.watch))) return hub.enqueue(sub, { error: 'invalid' } satisfies StaffSocketServerFrame);
          hub.watch(sub, body.watch, body.after);
        };
        inbound.start(onFrame);
      });
    },
  };
}
