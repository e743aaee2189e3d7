import { CHAT_TYPING_EVERY_MS } from '@netshop/contract/chat';
import type { ChatMessage } from '@netshop/contract';
import { act, cleanup, renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import type { SocketLike } from '../lib/chat-socket';
import { mergeMessages, type ChatEntry } from '../lib/conversation';
import { useChatConnection, type ChatConnectionOptions } from './use-chat-connection';

// The chat window's socket hook on its own (docs/product.md#states/#calls): when it says "typing" to the agent, and
// the "read" signal it sends for what the window shows.

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
}

const message = (seq: number): ChatMessage => ({
  id: seq,
  seq,
  type: 1,
  userType: 2,
  msg: 'Hello',
  time: '9:05 PM',
  sentAt: '2026-01-01T21:05:00.000Z',
  user: 'YT Assistant',
  avatar: '',
  items: [],
  clientMsgId: null,
  from: 'assistant',
  file: null,
});

function connect(entries: ChatEntry[] = []) {
  const sockets: FakeSocket[] = [];
  const createSocket = (url: string) => {
    const s = new FakeSocket(url);
    sockets.push(s);
    return s;
  };
  const setEntries = vi.fn();
  const options: ChatConnectionOptions = { ready: true, visitorId: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', langId: 2, isLogin: false, createSocket, entries, setEntries, context: { path: '/' } };
  const hook = renderHook((o: ChatConnectionOptions) => useChatConnection(o), { initialProps: options });
  const socket = sockets[0];
  act(() => {
    socket.readyState = 1;
    socket.onopen?.(new Event('open'));
  });
  return { ...hook, socket, options };
}

describe('useChatConnection', () => {
  it('says "typing" once every few seconds while the visitor types, that they stopped when the box is emptied, and again at once after a send', () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { result, socket } = connect();
    const typing = () => socket.sent.filter((f) => 'typing' in f);

    result.current.sayTyping('H');
    result.current.sayTyping('He');
    expect(typing()).toEqual([{ typing: true }]);
    now += CHAT_TYPING_EVERY_MS;
    result.current.sayTyping('Hel');
    expect(typing()).toEqual([{ typing: true }, { typing: true }]);
    result.current.sayTyping(' ');
    result.current.sayTyping('');
    expect(typing()).toEqual([{ typing: true }, { typing: true }, { typing: false }]);

    result.current.sayTyping('Hi');
    result.current.typingEnded(); // the message went: the server ended the typing
    result.current.sayTyping('A');
    expect(typing()).toEqual([{ typing: true }, { typing: true }, { typing: false }, { typing: true }, { typing: true }]);
  });

  it('tells the agent once how far the window shows, and again when a newer message is shown', () => {
    const first = mergeMessages([], [message(1), message(2)]);
    const { socket, rerender, options } = connect(first);
    const reads = () => socket.sent.filter((f) => 'read' in f);
    expect(reads()).toEqual([{ read: 2 }]);
    rerender({ ...options, entries: [...first] });
    expect(reads()).toEqual([{ read: 2 }]);
    rerender({ ...options, entries: mergeMessages(first, [message(3)]) });
    expect(reads()).toEqual([{ read: 2 }, { read: 3 }]);
  });
});
