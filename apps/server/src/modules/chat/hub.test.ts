import { EventEmitter } from 'node:events';
import type { ChatMessage } from '@netshop/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { ChatHub, LAG_LIMIT_MS, LOW_WATER_BYTES, subscriber } from './hub.js';

// The per-socket delivery loop (ADR 0034) with a fake socket and a database read the test
// controls: what a socket is sent is what follows its mark, once and in order, whatever order
// rings and reads come back in. The loop's own waits (a retry after an empty read or a failed
// one) run on fake timers: the test moves the clock, and nothing depends on how fast it runs.

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const msg = (seq: number) => ({ id: seq, seq, type: 1, userType: 2, msg: `m${seq}`, time: '', sentAt: '', user: '', avatar: '', items: [], clientMsgId: null, from: 'agent', file: null }) as ChatMessage;

function fakeSocket() {
  const sent: number[] = [];
  const socket = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send: (s: string) => sent.push((JSON.parse(s) as { res?: ChatMessage }).res?.seq ?? -1),
    terminate: vi.fn(function (this: { readyState: number }) {
      this.readyState = 3;
    }),
  });
  return { socket: socket as unknown as WebSocket & { bufferedAmount: number; terminate: ReturnType<typeof vi.fn> }, sent };
}

/** Lets `ms` of the loop's time pass, running every timer and promise due meanwhile. */
const tick = (ms = 30) => vi.advanceTimersByTimeAsync(ms);

describe('the chat hub', () => {
  it('sends a message rung while a catch-up read was on its way, though the read did not see it yet', async () => {
    const { socket, sent } = fakeSocket();
    const hub = new ChatHub(() => undefined);
    let release: (v: ChatMessage[]) => void = () => undefined;
    const reads: number[] = [];
    const sub = subscriber(socket, {
      conversationId: 1,
      mark: 5,
      frameOf: (m) => ({ res: m }),
      readAfter: (_id, after) => {
        reads.push(after);
        // The first read's snapshot is older than message 6; later ones see it.
        return reads.length === 1 ? new Promise((r) => (release = r)) : Promise.resolve(after < 6 ? [msg(6)] : []);
      },
    });
    hub.add(sub);
    await tick(5);
    hub.ring(1, msg(6));
    release([]);
    await tick(100);
    expect(sent).toEqual([6]);
  });

  it('fills a gap between rings from the database, in order, and never sends a seq twice', async () => {
    const { socket, sent } = fakeSocket();
    const hub = new ChatHub(() => undefined);
    const stored = [1, 2, 3, 4, 5, 6, 7, 8].map(msg);
    const sub = subscriber(socket, { conversationId: 1, mark: 4, frameOf: (m) => ({ res: m }), readAfter: async (_id, after) => stored.filter((m) => m.seq > after) });
    hub.add(sub);
    await tick();
    expect(sent).toEqual([5, 6, 7, 8]);
    // Rings of what it already sent, and out of order: nothing twice.
    stored.push(msg(9), msg(10));
    hub.ring(1, msg(10));
    hub.ring(1, msg(6));
    hub.ring(1, msg(9));
    await tick();
    expect(sent).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it('holds pages back while the socket’s buffer is full, and ends a socket that lags too long', async () => {
    const { socket, sent } = fakeSocket();
    const hub = new ChatHub(() => undefined);
    socket.bufferedAmount = LOW_WATER_BYTES + 1;
    const sub = subscriber(socket, { conversationId: 1, mark: 0, frameOf: (m) => ({ res: m }), readAfter: async (_id, after) => (after < 3 ? [1, 2, 3].map(msg).filter((m) => m.seq > after) : []) });
    hub.add(sub);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(LAG_LIMIT_MS);
    expect(socket.terminate).toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});

describe('a database that fails a read', () => {
  it('leaves the socket behind and tries again, so nothing waits for the next message', async () => {
    const { socket, sent } = fakeSocket();
    const hub = new ChatHub(() => undefined);
    let fail = true;
    const sub = subscriber(socket, {
      conversationId: 1,
      mark: 0,
      frameOf: (m) => ({ res: m }),
      readAfter: async (_id, after) => {
        if (fail) throw new Error('connection terminated');
        return [1, 2].map(msg).filter((m) => m.seq > after);
      },
    });
    hub.add(sub);
    await tick();
    expect(sent).toEqual([]);
    fail = false;
    await tick(1100);
    expect(sent).toEqual([1, 2]);
  });
});
