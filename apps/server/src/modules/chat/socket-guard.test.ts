import { EventEmitter } from 'node:events';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { coalesce, frameBudget, FRAMES_PER_SECOND, originAllowed, pingSockets, SocketCounts } from './socket-guard.js';

// The guards of the chat sockets (issue 25), apart from any socket: origins, counts, frame
// budgets, latest-wins writes and the server's ping.

afterEach(() => vi.useRealTimers());

const req = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('originAllowed', () => {
  const shop = ['https://shop.example'];
  it('takes the shop’s origins, its own host, and clients that send none; refuses other pages', () => {
    expect(originAllowed(req({ origin: 'https://shop.example', host: 'internal:8080' }), shop)).toBe(true);
    expect(originAllowed(req({ origin: 'http://127.0.0.1:8181', host: '127.0.0.1:8181' }), shop)).toBe(true);
    expect(originAllowed(req({ host: 'internal:8080' }), shop)).toBe(true);
    expect(originAllowed(req({ origin: 'http://evil.example', host: 'shop.example' }), shop)).toBe(false);
    expect(originAllowed(req({ origin: 'https://shop.example.evil.test', host: 'shop.example' }), shop)).toBe(false);
    expect(originAllowed(req({ origin: 'null' }), shop)).toBe(false);
  });
});

describe('SocketCounts', () => {
  it('takes a socket only when every key has room, and gives the room back', () => {
    const c = new SocketCounts();
    expect(c.take([['v', 2], ['ip', 3]])).toBe(true);
    expect(c.take([['v', 2], ['ip', 3]])).toBe(true);
    expect(c.take([['v', 2], ['ip', 3]])).toBe(false);
    // A refused take counts nothing: the address still has one place.
    expect(c.take([['w', 2], ['ip', 3]])).toBe(true);
    expect(c.take([['w', 2], ['ip', 3]])).toBe(false);
    c.release(['v', 'ip']);
    expect(c.take([['v', 2], ['ip', 3]])).toBe(true);
  });
});

describe('frameBudget', () => {
  it(`takes ${FRAMES_PER_SECOND} frames a second, ignores more, and closes a socket far past it; a new second starts afresh`, () => {
    let now = 0;
    const budget = frameBudget(() => now);
    const verdicts = Array.from({ length: 10 * FRAMES_PER_SECOND + 1 }, () => budget());
    expect(verdicts.filter((v) => v === 'ok')).toHaveLength(FRAMES_PER_SECOND);
    expect(verdicts.at(-1)).toBe('close');
    now = 1000;
    expect(budget()).toBe('ok');
  });
});

describe('coalesce', () => {
  it('writes at most once per period, the latest value winning, and nothing after stop', async () => {
    vi.useFakeTimers();
    const written: number[] = [];
    const c = coalesce(1000, async (v: number) => void written.push(v));
    c.set(1);
    for (let i = 2; i <= 50; i++) c.set(i);
    expect(written).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(written).toEqual([1, 50]);
    c.set(51);
    c.stop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(written).toEqual([1, 50]);
  });
});

describe('pingSockets', () => {
  it('ends a socket that did not answer the previous ping, and keeps one that did', () => {
    vi.useFakeTimers();
    const fake = () => Object.assign(new EventEmitter(), { ping: vi.fn(), terminate: vi.fn() });
    const answering = fake();
    const silent = fake();
    answering.ping.mockImplementation(() => answering.emit('pong'));
    const stop = pingSockets(() => [answering, silent] as unknown as WebSocket[], 1000);
    vi.advanceTimersByTime(1000);
    expect(silent.ping).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(silent.terminate).toHaveBeenCalledTimes(1);
    expect(answering.terminate).not.toHaveBeenCalled();
    expect(answering.ping).toHaveBeenCalledTimes(2);
    stop();
  });
});
