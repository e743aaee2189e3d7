import type { ChatMessage, ChatServerFrame } from '@netshop/contract';
import { CHAT_HEARTBEAT_MS, CHAT_RECONNECT_ATTEMPTS } from '@netshop/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatSocket, chatSocketUrl, withAfter, type ChatLinkState, type SocketLike } from './chat-socket';

// The chat socket of docs/product.md#states/#calls/#errors against a fake WebSocket and fake timers.

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
  // What the server / network does:
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  frame(f: Partial<ChatServerFrame> | string) {
    this.onmessage?.({ data: typeof f === 'string' ? f : JSON.stringify(f) } as MessageEvent);
  }
  drop(code: number) {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.({ code } as CloseEvent);
  }
}

const msg = (seq: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: seq,
  seq,
  type: 1,
  userType: 2,
  msg: `m${seq}`,
  time: '9:05 PM',
  sentAt: '2026-01-01T21:05:00.000Z',
  user: 'YT Assistant',
  avatar: '',
  items: [],
  clientMsgId: null,
  from: 'assistant',
  file: null,
  ...extra,
});

let delivered: ChatMessage[];
let linkErrors: ChatServerFrame[];
let states: ChatLinkState[];
let last: number;
const log = { warn: vi.fn(), error: vi.fn() };

function start(extra: Partial<ConstructorParameters<typeof ChatSocket>[0]> = {}) {
  const socket = new ChatSocket({
    url: 'ws://shop.test/ws/1/abc/2',
    createSocket: (url) => new FakeSocket(url),
    onMessage: (m) => {
      delivered.push(m);
      last = Math.max(last, m.seq);
    },
    onLinkError: (f) => linkErrors.push(f),
    onState: (s) => states.push(s),
    lastSeq: () => last,
    log,
    ...extra,
  });
  socket.connect();
  return socket;
}
const current = () => FakeSocket.all[FakeSocket.all.length - 1];

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  delivered = [];
  linkErrors = [];
  states = [];
  last = 0;
  log.warn.mockReset();
  log.error.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('chatSocketUrl', () => {
  it('replaces http with ws on the API host (docs/product.md#calls)', () => {
    expect(chatSocketUrl('/api', '/ws/1/u/1', 'https://shop.example/product/x')).toBe('wss://shop.example/ws/1/u/1');
    expect(chatSocketUrl('/api', '/ws/1/u/1', 'http://localhost:5173/')).toBe('ws://localhost:5173/ws/1/u/1');
    expect(chatSocketUrl('https://api.example.com/api', '/ws/1/u/6', 'https://shop.example/')).toBe('wss://api.example.com/ws/1/u/6');
  });
});

describe('withAfter', () => {
  it('adds the last seq shown to the URL, replacing an earlier one and keeping the ticket as encoded', () => {
    expect(withAfter('ws://shop.test/ws/1/abc/2', 7)).toBe('ws://shop.test/ws/1/abc/2?after=7');
    expect(withAfter('ws://shop.test/ws/1/abc/2?ticket=1.abc.99.sig%2F%2B', 0)).toBe('ws://shop.test/ws/1/abc/2?ticket=1.abc.99.sig%2F%2B&after=0');
    expect(withAfter('ws://shop.test/ws/1/abc/2?after=3&ticket=t', 9)).toBe('ws://shop.test/ws/1/abc/2?ticket=t&after=9');
    expect(withAfter('ws://shop.test/ws/1/abc/2', -1)).toBe('ws://shop.test/ws/1/abc/2?after=0');
  });
});

describe('chat socket', () => {
  it('connects to the given URL and sends a JSON heartbeat every 60 s while open', () => {
    const socket = start();
    expect(current().url).toBe('ws://shop.test/ws/1/abc/2?after=0');
    current().open();
    expect(states).toEqual(['connecting', 'open']);
    const pings = () => current().sent.filter((f) => JSON.stringify(f) === '{"heartbeat":"ping"}').length;
    vi.advanceTimersByTime(CHAT_HEARTBEAT_MS - 1);
    expect(pings()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(pings()).toBe(1);
    vi.advanceTimersByTime(CHAT_HEARTBEAT_MS * 2);
    expect(pings()).toBe(3);
    socket.close();
    expect(current().closedWith).toBe(1000);
    vi.advanceTimersByTime(CHAT_HEARTBEAT_MS * 3);
    expect(pings()).toBe(3); // no heartbeat after closing
  });

  it('ignores pongs and appends each message once per seq', () => {
    start();
    current().open();
    current().frame({ res: null, isConnect: true, heartbeat: 'pong' });
    current().frame({ res: msg(1), isConnect: true });
    current().frame({ res: msg(1), isConnect: true });
    current().frame({ res: msg(2), isConnect: true });
    current().frame('not json');
    expect(delivered.map((m) => m.seq)).toEqual([1, 2]);
    expect(linkErrors).toEqual([]);
  });

  it('never delivers again a message the window loaded over HTTP', () => {
    const socket = start();
    socket.markSeen([1, 2]);
    current().open();
    current().frame({ res: msg(2), isConnect: true });
    current().frame({ res: msg(3), isConnect: true });
    expect(delivered.map((m) => m.seq)).toEqual([3]);
  });

  it('hands a frame with isConnect false to the window (the link-error toast)', () => {
    start();
    current().open();
    current().frame({ res: null, isConnect: false, error: 'tooLong', clientMsgId: 'c1' });
    expect(linkErrors).toEqual([{ res: null, isConnect: false, error: 'tooLong', clientMsgId: 'c1' }]);
    expect(delivered).toEqual([]);
  });

  it(`reconnects on close code 1006 exactly ${CHAT_RECONNECT_ATTEMPTS} times, then gives up and asks for a refresh`, () => {
    start();
    current().drop(1006);
    for (let i = 1; i <= CHAT_RECONNECT_ATTEMPTS; i++) {
      vi.advanceTimersByTime(60_000);
      expect(FakeSocket.all).toHaveLength(1 + i);
      current().drop(1006);
    }
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.all).toHaveLength(1 + CHAT_RECONNECT_ATTEMPTS);
    expect(states.at(-1)).toBe('failed');
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(String(log.error.mock.calls[0][0])).toMatch(/refresh/i);
  });

  it('does not reconnect after a normal close (1000) or another code', () => {
    start();
    current().open();
    current().drop(1000);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(states.at(-1)).toBe('closed');

    start();
    current().open();
    current().drop(1008);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(states.at(-1)).toBe('failed');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('does not reconnect once the window closed it', () => {
    const socket = start();
    current().open();
    socket.close();
    current().drop(1006); // a late close event of the old socket
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('puts the last seq shown in every connection’s URL (no resume frame), so nothing is missed after a reconnect', () => {
    last = 1; // the window loaded seq 1 over HTTP
    start();
    expect(current().url).toBe('ws://shop.test/ws/1/abc/2?after=1');
    current().open();
    expect(current().sent).toEqual([]);
    // The socket joined: nothing to show, no error.
    current().frame({ res: null, isConnect: true, joined: 2 });
    current().frame({ res: msg(1), isConnect: true });
    current().frame({ res: msg(2), isConnect: true });
    current().drop(1006);
    expect(states.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(current().url).toBe('ws://shop.test/ws/1/abc/2?after=2');
    current().open();
    expect(current().sent).toEqual([]);
    expect(linkErrors).toEqual([]);
    // What it missed comes, once; what it had is not shown again.
    current().frame({ res: msg(2), isConnect: true });
    current().frame({ res: msg(3), isConnect: true });
    expect(delivered.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it(`counts reconnects per outage from the last successful open: a second outage again gets ${CHAT_RECONNECT_ATTEMPTS}`, () => {
    start();
    current().open();
    // Outage 1 (the server restarts): every attempt but the last fails; the last opens, and no
    // frame comes (a pong is a minute away).
    current().drop(1006);
    for (let i = 1; i < CHAT_RECONNECT_ATTEMPTS; i++) {
      vi.advanceTimersByTime(60_000);
      current().drop(1006);
    }
    vi.advanceTimersByTime(60_000);
    current().open();
    expect(FakeSocket.all).toHaveLength(1 + CHAT_RECONNECT_ATTEMPTS);
    expect(states.at(-1)).toBe('open');
    // Outage 2, ten seconds later: all its attempts are made before the window gives up.
    vi.advanceTimersByTime(10_000);
    current().drop(1006);
    for (let i = 1; i <= CHAT_RECONNECT_ATTEMPTS; i++) {
      vi.advanceTimersByTime(60_000);
      expect(FakeSocket.all).toHaveLength(1 + CHAT_RECONNECT_ATTEMPTS + i);
      current().drop(1006);
    }
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.all).toHaveLength(1 + 2 * CHAT_RECONNECT_ATTEMPTS);
    expect(states.at(-1)).toBe('failed');
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('a frame without an open does not count as a working link (only an open resets the attempts)', () => {
    start();
    current().drop(1006);
    for (let i = 1; i <= CHAT_RECONNECT_ATTEMPTS; i++) {
      vi.advanceTimersByTime(60_000);
      // A stray frame of a socket that never opened: not a successful open.
      current().frame({ res: null, isConnect: true, heartbeat: 'pong' });
      current().drop(1006);
    }
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.all).toHaveLength(1 + CHAT_RECONNECT_ATTEMPTS);
    expect(states.at(-1)).toBe('failed');
  });

  it('sends a message with its clientMsgId, and again after a reconnect until the server echoes it', () => {
    const socket = start();
    current().open();
    expect(socket.send({ msg: 'hello', clientMsgId: 'c1' })).toBe(true);
    expect(socket.send({ msg: 'SFP+', itemId: 'compat', clientMsgId: 'c2' })).toBe(true);
    expect(current().sent).toEqual([
      { msg: 'hello', clientMsgId: 'c1' },
      { msg: 'SFP+', itemId: 'compat', clientMsgId: 'c2' },
    ]);
    current().frame({ res: msg(5, { userType: 1, from: 'visitor', msg: 'hello', clientMsgId: 'c1' }), isConnect: true });
    current().drop(1006);
    vi.advanceTimersByTime(1000);
    expect(current().url).toBe('ws://shop.test/ws/1/abc/2?after=5');
    current().open();
    // c1 was echoed: only c2 goes again (the server stores a retried send once).
    expect(current().sent).toEqual([{ msg: 'SFP+', itemId: 'compat', clientMsgId: 'c2' }]);
  });

  it('keeps a message waiting when an agent’s reply carries the same clientMsgId (staff ids are their own space)', () => {
    const socket = start();
    current().open();
    socket.send({ msg: 'hello', clientMsgId: 'c1' });
    current().frame({ res: msg(6, { userType: 2, from: 'agent', user: 'Aino', msg: 'Hi!', clientMsgId: 'c1' }), isConnect: true });
    expect(delivered.map((m) => m.seq)).toEqual([6]); // the agent's message is shown
    current().drop(1006);
    vi.advanceTimersByTime(1000);
    current().open();
    // The visitor's c1 was never echoed: it goes again.
    expect(current().sent).toEqual([{ msg: 'hello', clientMsgId: 'c1' }]);
    current().frame({ res: msg(7, { userType: 1, from: 'visitor', msg: 'hello', clientMsgId: 'c1' }), isConnect: true });
    current().drop(1006);
    vi.advanceTimersByTime(1000);
    current().open();
    expect(current().sent).toEqual([]);
  });

  it('stops resending a message the server acknowledges as stored before ({ ack }), without showing it again', () => {
    const socket = start();
    current().open();
    socket.send({ msg: 'hello', clientMsgId: 'c1' });
    current().frame({ res: null, isConnect: true, clientMsgId: 'c1', ack: 3 });
    expect(delivered).toEqual([]);
    current().drop(1006);
    vi.advanceTimersByTime(1000);
    current().open();
    expect(current().sent).toEqual([]);
  });

  it('logs a send while the socket is not open, and sends it when it opens', () => {
    const socket = start();
    expect(socket.send({ msg: 'early', clientMsgId: 'c1' })).toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(1);
    current().open();
    expect(current().sent).toEqual([{ msg: 'early', clientMsgId: 'c1' }]);
  });

  it('is silent when the browser refuses a send (docs/product.md#errors)', () => {
    const socket = start();
    current().open();
    current().send = () => {
      throw new Error('boom');
    };
    expect(socket.send({ msg: 'x', clientMsgId: 'c1' })).toBe(false);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('does not send again a message the server refused', () => {
    const socket = start();
    current().open();
    socket.send({ msg: 'x'.repeat(10), clientMsgId: 'c1' });
    current().frame({ res: null, isConnect: false, error: 'rateLimited', clientMsgId: 'c1' });
    current().drop(1006);
    vi.advanceTimersByTime(1000);
    current().open();
    expect(current().sent).toEqual([]);
  });

  it('asks for a new URL (a fresh ticket) on every connection, and counts a failed request as a dropped link', async () => {
    let n = 0;
    const url = vi.fn(async () => {
      n += 1;
      if (n === 2) throw new Error('ticket refused');
      return `ws://shop.test/ws/1/abc/2?ticket=t${n}`;
    });
    start({ url });
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(current().url).toBe('ws://shop.test/ws/1/abc/2?ticket=t1&after=0');
    current().open();
    current().frame({ res: msg(4), isConnect: true });
    current().drop(1006);
    await vi.advanceTimersByTimeAsync(1000); // attempt 1: the ticket request fails
    expect(FakeSocket.all).toHaveLength(1);
    expect(states.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(4999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // attempt 2, 5 s after the first
    expect(FakeSocket.all).toHaveLength(2);
    // The ticketed URL carries the last seq shown too.
    expect(current().url).toBe('ws://shop.test/ws/1/abc/2?ticket=t3&after=4');
    expect(url).toHaveBeenCalledTimes(3);
  });

  it('opens no socket when the window closed while the URL was being asked for', async () => {
    let answer!: (u: string) => void;
    const socket = start({ url: () => new Promise<string>((r) => (answer = r)) });
    socket.close();
    answer('ws://shop.test/ws/1/abc/2?ticket=late');
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('tells the server which page the window is on: on every open, and when it changes', () => {
    const socket = start();
    socket.setContext({ path: '/product/productDetail?spuId=7', spuId: 7 });
    socket.send({ msg: 'Is it in stock?', itemId: 'product', clientMsgId: 'c1' });
    current().open();
    // The page goes before the message, so "this product" is known when the question arrives.
    expect(current().sent).toEqual([{ context: { path: '/product/productDetail?spuId=7', spuId: 7 } }, { msg: 'Is it in stock?', itemId: 'product', clientMsgId: 'c1' }]);
    socket.setContext({ path: '/product/productDetail?spuId=7', spuId: 7 }); // unchanged: not sent again
    socket.setContext({ path: '/shoppingCart' });
    expect(current().sent.at(-1)).toEqual({ context: { path: '/shoppingCart' } });
    expect(current().sent).toHaveLength(3);
    current().drop(1006);
    vi.advanceTimersByTime(1000);
    current().open();
    expect(current().sent).toEqual([{ context: { path: '/shoppingCart' } }, { msg: 'Is it in stock?', itemId: 'product', clientMsgId: 'c1' }]);
  });
});
