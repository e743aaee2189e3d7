import type { ChatMessage, StaffSocketServerFrame } from '@netshop/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_HEARTBEAT_MS, StaffSocket, staffSocketUrl, type SocketLike, type StaffLinkState } from './staff-socket';

// The agents' socket (issue 25) against a fake WebSocket and fake timers.

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    if (this.readyState !== 1) throw new Error('InvalidStateError');
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  frame(f: StaffSocketServerFrame | string) {
    this.onmessage?.({ data: typeof f === 'string' ? f : JSON.stringify(f) } as MessageEvent);
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.({ code } as CloseEvent);
  }
}

const msg = (seq: number): ChatMessage => ({
  id: seq,
  seq,
  type: 1,
  userType: 1,
  msg: `m${seq}`,
  time: '9:05 PM',
  sentAt: '2026-01-01T21:05:00.000Z',
  user: '',
  avatar: '',
  items: [],
  clientMsgId: null,
  from: 'visitor',
  file: null,
});

let tickets: number;
let delivered: { id: number; seq: number }[];
let activity: { conversationId: number; seq: number }[];
let states: StaffLinkState[];
/** The newest seq "the console has" per conversation. */
let have: Map<number, number>;

function start() {
  const socket = new StaffSocket({
    ticket: async () => `t${++tickets}`,
    url: (ticket) => `ws://shop.test/ws/staff?ticket=${ticket}`,
    after: (id) => have.get(id) ?? 0,
    onMessage: (id, m) => {
      delivered.push({ id, seq: m.seq });
      have.set(id, Math.max(have.get(id) ?? 0, m.seq));
    },
    onActivity: (a) => activity.push(a),
    onState: (s) => states.push(s),
    createSocket: (url) => new FakeSocket(url),
  });
  return socket;
}
/** Lets the ticket's promise settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);
const last = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  tickets = 0;
  delivered = [];
  activity = [];
  states = [];
  have = new Map();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('staff socket', () => {
  it('asks for a ticket, opens /ws/staff with it and tells the server the conversation on screen and its newest seq', async () => {
    const socket = start();
    have.set(7, 41);
    socket.watch(7);
    socket.connect();
    await settle();
    expect(FakeSocket.all.map((s) => s.url)).toEqual(['ws://shop.test/ws/staff?ticket=t1']);
    last().open();
    expect(last().sent).toEqual([{ watch: 7, after: 41 }]);
    expect(states).toEqual(['connecting']);
    last().frame({ joined: true });
    expect(states).toEqual(['connecting', 'live']);

    // Another conversation while open: said at once; none: said too, so its messages stop.
    have.set(9, 3);
    socket.watch(9);
    socket.watch(null);
    expect(last().sent.slice(1)).toEqual([{ watch: 9, after: 3 }, { watch: null, after: 0 }]);
    socket.close();
  });

  it('reconnects after 1 s, 3 s, 9 s and then every 30 s without giving up, each time with a new ticket and the newest seq', async () => {
    const socket = start();
    socket.watch(7);
    socket.connect();
    await settle();
    last().open();
    last().frame({ conversationId: 7, res: msg(1) });
    last().frame({ conversationId: 7, res: msg(2) });

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const before = FakeSocket.all.length;
      last().drop(1006);
      let waited = 0;
      while (FakeSocket.all.length === before) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
        if (waited > 60_000) throw new Error('no reconnect');
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 3_000, 9_000, 30_000, 30_000, 30_000]);
    expect(FakeSocket.all.map((s) => s.url.split('=')[1])).toEqual(['t1', 't2', 't3', 't4', 't5', 't6', 't7']);

    // The link comes back: resume after seq 2; a later drop starts again from 1 s.
    last().open();
    expect(last().sent).toEqual([{ watch: 7, after: 2 }]);
    last().frame({ joined: true });
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(999);
    const count = FakeSocket.all.length;
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(FakeSocket.all.length).toBe(count + 1);
    socket.close();
  });

  it('waits 30 s after a refusal (1008) or "later" (1013), and a failed ticket counts as a drop', async () => {
    let failTicket = false;
    const socket = new StaffSocket({
      ticket: async () => {
        if (failTicket) throw new Error('503');
        return `t${++tickets}`;
      },
      url: (ticket) => `ws://shop.test/ws/staff?ticket=${ticket}`,
      after: () => 0,
      onMessage: () => undefined,
      createSocket: (url) => new FakeSocket(url),
    });
    socket.connect();
    await settle();
    last().open();
    last().drop(1013);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);

    failTicket = true;
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(30_000); // 3 s for the drop, then 9 s, ... for the tickets that failed
    expect(FakeSocket.all).toHaveLength(2);
    failTicket = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeSocket.all).toHaveLength(3);
    socket.close();
  });

  it('delivers the watched conversation’s messages once each, in the order sent, and activity of any conversation', async () => {
    const socket = start();
    socket.watch(7);
    socket.connect();
    await settle();
    last().open();
    last().frame({ joined: true });
    last().frame({ conversationId: 7, res: msg(1) });
    last().frame({ conversationId: 7, res: msg(2) });
    last().frame({ conversationId: 7, res: msg(2) }); // a duplicate
    last().frame({ conversationId: 9, res: msg(3) }); // not the watched one (a switch on the way)
    last().frame({ activity: { conversationId: 9, seq: 3 } });
    last().frame('not json');
    last().frame({ heartbeat: 'pong' });
    last().frame({ conversationId: 7, res: msg(3) });
    expect(delivered).toEqual([
      { id: 7, seq: 1 },
      { id: 7, seq: 2 },
      { id: 7, seq: 3 },
    ]);
    expect(activity).toEqual([{ conversationId: 9, seq: 3 }]);
    socket.close();
  });

  it('pings every 30 s, replaces a link that answered nothing since the last ping, and closes cleanly', async () => {
    const socket = start();
    socket.connect();
    await settle();
    const first = last();
    first.open();
    expect(first.sent).toEqual([{ watch: null, after: 0 }]);
    await vi.advanceTimersByTimeAsync(STAFF_HEARTBEAT_MS);
    expect(first.sent.at(-1)).toEqual({ heartbeat: 'ping' });
    first.frame({ heartbeat: 'pong' });
    await vi.advanceTimersByTimeAsync(STAFF_HEARTBEAT_MS);
    expect(first.sent.filter((f) => JSON.stringify(f) === '{"heartbeat":"ping"}')).toHaveLength(2);
    // No pong this time: half-open; closed and a new connection 1 s later.
    await vi.advanceTimersByTimeAsync(STAFF_HEARTBEAT_MS);
    expect(first.closedWith).toBe(4000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.all).toHaveLength(2);

    const second = last();
    second.open();
    socket.close();
    expect(second.closedWith).toBe(1000);
    expect(states.at(-1)).toBe('closed');
    // Nothing after a close: no pings, no reconnects.
    second.drop(1006);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(second.sent).toEqual([{ watch: null, after: 0 }]);
  });

  it('builds the socket URL from the API base, ws for http and wss for https', () => {
    expect(staffSocketUrl('/api', 'a b', 'https://shop.test/console/chat')).toBe('wss://shop.test/ws/staff?ticket=a%20b');
    expect(staffSocketUrl('http://api.shop.test:3000/api', 'x', 'https://shop.test/')).toBe('ws://api.shop.test:3000/ws/staff?ticket=x');
  });
});
