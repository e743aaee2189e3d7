import type { ChatMessage, StaffChatDetail, StaffChatList, StaffChatRow } from '@netshop/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../../lib/alerts';
import { queryClient } from '../../../../lib/query-client';
import { answerApi, renderRoutes, type ApiAnswer } from '../../../../test/render-page';
import { setUpStaffTestSession } from '../../../../test/staff-session';
import { CONVERSATION_LIVE_POLL_MS, CONVERSATION_POLL_MS, conversationKey } from '../api/chat-console-api';
import { QUEUE_REFRESH_MS } from '../lib/live-cache';
import { Component as ConsoleChatPage } from './console-chat-page';

// /console/chat: what an agent sees of the queues and a conversation, with the staff API answered
// at the fetch level (lib/http and the staff client run as in the browser) and the agents' socket
// a fake WebSocket the test plays the server of.

class FakeWebSocket {
  static all: FakeWebSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  /** The server accepts the socket and says it joined. */
  accept() {
    act(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
      this.onmessage?.({ data: JSON.stringify({ joined: true }) } as MessageEvent);
    });
  }
  frame(f: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(f) } as MessageEvent));
  }
  drop() {
    act(() => {
      this.readyState = 3;
      this.onclose?.({ code: 1006 } as CloseEvent);
    });
  }
}
/** The page's socket, once its ticket has come. */
const socket = () => vi.waitFor(() => FakeWebSocket.all.at(-1) ?? Promise.reject(new Error('no socket yet')));

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const row = (r: Partial<StaffChatRow>): StaffChatRow => ({
  conversationId: 7,
  status: 'waiting',
  lang: 'fi',
  country: 'FI',
  buyerEmail: null,
  agentName: null,
  lastMessage: 'Puhu asiakaspalvelijan kanssa',
  lastAt: minutesAgo(4),
  since: minutesAgo(4),
  page: null,
  product: null,
  visitorTyping: false,
  visitorReadSeq: 0,
  ...r,
});
const message = (m: Partial<ChatMessage>): ChatMessage => ({
  id: m.seq ?? 1,
  seq: 1,
  type: 1,
  userType: 1,
  msg: 'Hei',
  time: '9:05 AM',
  sentAt: minutesAgo(5),
  user: '',
  avatar: '',
  items: [],
  clientMsgId: null,
  from: (m.userType ?? 1) === 1 ? 'visitor' : m.clientMsgId?.startsWith('staff:') ? 'agent' : 'assistant',
  file: null,
  ...m,
});

const LIST: StaffChatList = {
  items: [
    row({ conversationId: 7, lang: 'fi', country: 'FI', buyerEmail: null, since: minutesAgo(12) }),
    row({
      conversationId: 9,
      lang: 'ja',
      country: 'JP',
      buyerEmail: 'kenji@example.jp',
      lastMessage: '注文の状況を教えてください',
      since: minutesAgo(3),
      page: '/product/productDetail?spuId=12',
      product: { spuId: 12, name: '10G SFP+ module', model: 'SFP-10G-SR' },
    }),
  ],
  counts: { waiting: 2, open: 1, closed: 5 },
};
const DETAIL: StaffChatDetail = {
  conversation: row({ conversationId: 7 }),
  messages: [
    message({ seq: 1, userType: 2, msg: 'Hei! Olen YT-avustaja.', user: 'YT-avustaja', items: [{ itemId: 'human', item: 'Asiakaspalvelija' }] }),
    message({ seq: 2, msg: 'Kuva <img src=x onerror=alert(1)><br>toinen rivi' }),
  ],
  recentOrders: [],
  cart: [],
  canned: [
    { key: 'shipping', label: 'Toimitus', answer: 'Toimitamme kolmella tavalla: Economy 8–15 arkipäivässä.' },
    { key: 'payment', label: 'Maksaminen', answer: 'Hyväksymme kortit ja PayPalin.' },
  ],
};

const routes = [{ path: '/console/chat', element: <ConsoleChatPage /> }];
const open = (query = '') => renderRoutes(routes, `/console/chat${query}`, { namespaces: ['console', 'orders'] });
const api = (answers: { list?: StaffChatList; detail?: StaffChatDetail | ((path: string) => StaffChatDetail); post?: (path: string, body: unknown) => ApiAnswer } = {}) =>
  answerApi((path, init) => {
    if (path === '/api/ew/staff/chat/ticket') return { data: { ticket: `ticket-${FakeWebSocket.all.length + 1}`, expiresInMs: 60_000 } };
    if (init?.method === 'POST') return answers.post?.(path, JSON.parse(String(init.body))) ?? { data: { seq: 3 } };
    if (/\/chat\/conversations\/\d+/.test(path)) return { data: typeof answers.detail === 'function' ? answers.detail(path) : (answers.detail ?? DETAIL) };
    return { data: answers.list ?? LIST };
  });

setUpStaffTestSession();
beforeEach(() => {
  FakeWebSocket.all = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

describe('console chat page', () => {
  it('shows the queues with their counts and the waiting visitors, longest waiting first', async () => {
    const calls = api();
    await open();
    expect(await screen.findByRole('tab', { name: 'Waiting (2)', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Open (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Closed (5)' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const rows = within(screen.getByTestId('chat-queue')).getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Guest');
    expect(rows[0].textContent).toContain('Finnish · Finland');
    expect(rows[0].textContent).toContain('waiting 12 min');
    expect(rows[0].textContent).toContain('Puhu asiakaspalvelijan kanssa');
    expect(rows[1].textContent).toContain('kenji@example.jp');
    expect(rows[1].textContent).toContain('Japanese · Japan');
    expect(rows[1].textContent).toContain('10G SFP+ module · SFP-10G-SR'); // the page the visitor is on
    expect(rows[1].getAttribute('href')).toBe('/console/chat?queue=waiting&id=9');

    // Asked with the staff session, not a buyer's.
    const first = calls.find((c) => c.path.startsWith('/api/ew/staff/chat/conversations?queue=waiting'));
    expect(new Headers(first?.init?.headers).get('Authorization')).toBe('Bearer staff-token');
    // ↓ moves between rows.
    rows[0].focus();
    fireEvent.keyDown(rows[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[1]);
  });

  it('renders messages through DOMPurify: an injected image never reaches the page, line breaks do', async () => {
    api();
    await open('?id=7');
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText(/toinen rivi/);
    expect(log.querySelector('img')).toBeNull();
    expect(log.querySelector('[onerror]')).toBeNull();
    expect(log.querySelectorAll('br').length).toBeGreaterThan(0);
    expect(within(log).getByText('Visitor', { exact: false })).toBeTruthy();
    expect(within(log).getByText(/YT-avustaja \(assistant\)/)).toBeTruthy();
  });

  it('shows that the visitor is typing and has seen the agent’s reply, and tells the visitor while the agent types', async () => {
    const posts: string[] = [];
    api({
      detail: {
        ...DETAIL,
        conversation: row({ conversationId: 7, status: 'open', visitorTyping: true, visitorReadSeq: 3 }),
        messages: [...DETAIL.messages, message({ seq: 3, userType: 2, from: 'agent', user: 'Aino', msg: 'Hei, miten voin auttaa?' })],
      },
      post: (path) => {
        posts.push(path);
        return { data: null };
      },
    });
    await open('?queue=open&id=7');
    expect((await screen.findByTestId('chat-visitor-typing')).textContent).toBe('The visitor is typing…');
    const seen = screen.getByTestId('chat-seen');
    expect(seen.textContent).toBe('Seen');
    expect(seen.closest('[data-testid="chat-message"]')!.textContent).toContain('Hei, miten voin auttaa?');
    const reply = screen.getByRole('textbox', { name: 'Reply' });
    fireEvent.change(reply, { target: { value: 'V' } });
    fireEvent.change(reply, { target: { value: 'Va' } });
    await waitFor(() => expect(posts).toEqual(['/api/ew/staff/chat/conversations/7/typing']));
  });

  it('shows a logged-in buyer’s recent orders and cart', async () => {
    api({
      detail: {
        ...DETAIL,
        conversation: row({ conversationId: 9, buyerEmail: 'kenji@example.jp', lang: 'ja' }),
        recentOrders: [{ orderNo: 'YT2026112400001', status: 'paid', createdAt: minutesAgo(60) }],
        cart: [{ productNo: 'SFP-10G-SR-C', name: '10G SFP+ SR module', quantity: 12 }],
      },
    });
    await open('?id=9');
    const cart = await screen.findByTestId('chat-cart');
    expect(cart.textContent).toBe('12 × 10G SFP+ SR module SFP-10G-SR-C');
    expect(screen.getByTestId('chat-orders').textContent).toContain('YT2026112400001');
  });

  it('puts a canned answer into the reply box, and Enter sends it (claiming the waiting conversation)', async () => {
    const sent: unknown[] = [];
    api({
      post: (path, body) => {
        sent.push({ path, body });
        return { data: { seq: 3 } };
      },
    });
    await open('?id=7');
    const reply = (await screen.findByRole('textbox', { name: 'Reply' })) as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole('button', { name: 'Toimitus' }));
    expect(reply.value).toBe(DETAIL.canned[0].answer);
    expect(screen.getByText(`${DETAIL.canned[0].answer.length}/1000`)).toBeTruthy();

    // Shift+Enter is a new line (the browser's), Enter sends.
    fireEvent.keyDown(reply, { key: 'Enter', shiftKey: true });
    expect(sent).toHaveLength(0);
    fireEvent.keyDown(reply, { key: 'Enter' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ path: '/api/ew/staff/chat/conversations/7/messages', body: { msg: DETAIL.canned[0].answer, clientMsgId: expect.any(String) } });
    await vi.waitFor(() => expect(reply.value).toBe(''));
  });

  it('says in the UI language that another agent was first when taking answers 409, and shows no second alert', async () => {
    api({ post: () => ({ status: 409, msg: 'The data has changed; please refresh and try again' }) });
    await open('?id=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Take conversation' }));
    await vi.waitFor(() => expect(useAlerts.getState().items.map((a) => a.message)).toEqual(['Another agent has already taken this conversation, or it was closed.']));
  });

  it('shows messages the socket pushes once each and in order, and polls the conversation only as a fallback while it is live', async () => {
    const calls = api();
    await open('?id=7');
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(screen.getByTestId('chat-link').textContent).toBe('Not live · updating every few seconds');
    const ws = await socket();
    expect(ws.url).toBe('ws://localhost:3000/ws/staff?ticket=ticket-1');
    expect(calls.filter((c) => c.path === '/api/ew/staff/chat/ticket').map((c) => new Headers(c.init?.headers).get('Authorization'))).toEqual(['Bearer staff-token']);
    const interval = () => {
      const query = queryClient.getQueryCache().find({ queryKey: conversationKey(7) })!;
      const every = query.observers[0].options.refetchInterval;
      return typeof every === 'function' ? every(query) : every;
    };
    expect(interval()).toBe(CONVERSATION_POLL_MS);

    // Watches the conversation after the two messages it has.
    ws.accept();
    await vi.waitFor(() => expect(ws.sent).toEqual([{ watch: 7, after: 2 }]));
    expect(screen.getByTestId('chat-link').textContent).toBe('Live');
    expect(interval()).toBe(CONVERSATION_LIVE_POLL_MS);

    ws.frame({ conversationId: 7, res: message({ seq: 3, msg: 'Kolmas' }) });
    ws.frame({ conversationId: 7, res: message({ seq: 3, msg: 'Kolmas' }) });
    ws.frame({ conversationId: 7, res: message({ seq: 4, msg: 'Neljäs' }) });
    ws.frame({ conversationId: 9, res: message({ seq: 5, msg: 'Toisen keskustelun' }) });
    await within(log).findByText('Neljäs');
    expect(within(log).getAllByTestId('chat-message').map((li) => li.querySelector('[lang]')?.textContent)).toEqual([
      'Hei! Olen YT-avustaja.',
      'Kuva toinen rivi',
      'Kolmas',
      'Neljäs',
    ]);

    // The link drops: back to polling every 2 s until a new socket (with a new ticket) resumes after 4.
    ws.drop();
    expect(screen.getByTestId('chat-link').textContent).toBe('Not live · updating every few seconds');
    expect(interval()).toBe(CONVERSATION_POLL_MS);
    await vi.waitFor(() => expect(FakeWebSocket.all).toHaveLength(2), { timeout: 3_000 });
    const next = FakeWebSocket.all[1];
    expect(next.url).toContain('ticket=ticket-2');
    next.accept();
    expect(next.sent).toEqual([{ watch: 7, after: 4 }]);
  });

  it('refreshes the queue on activity at most once a second, and activity elsewhere reads nothing else', async () => {
    const calls = api();
    await open('?id=7');
    await screen.findByRole('log', { name: 'Messages' });
    const ws = await socket();
    ws.accept();
    await vi.waitFor(() => expect(ws.sent).toHaveLength(1));
    const queueReads = () => calls.filter((c) => c.path.startsWith('/api/ew/staff/chat/conversations?')).length;
    const detailReads = () => calls.filter((c) => c.path.startsWith('/api/ew/staff/chat/conversations/7')).length;
    const queue0 = queueReads();
    const detail0 = detailReads();
    // The refresh waits on a timer (lib/live-cache.ts): the test moves a fake clock through the second.
    vi.useFakeTimers();
    try {
      for (let seq = 10; seq < 15; seq++) ws.frame({ activity: { conversationId: 9, seq } });
      await vi.waitFor(() => expect(queueReads()).toBe(queue0 + 1));
      // The rest of that second's activity: one more read when the second is over, not four.
      await vi.advanceTimersByTimeAsync(QUEUE_REFRESH_MS + 200);
      expect(queueReads()).toBe(queue0 + 2);
      expect(detailReads()).toBe(detail0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the conversation on screen again when the socket says it changed without a message (the buyer logged in)', async () => {
    const calls = api();
    await open('?id=7');
    await screen.findByRole('log', { name: 'Messages' });
    const ws = await socket();
    ws.accept();
    await vi.waitFor(() => expect(ws.sent).toHaveLength(1));
    const detailReads = () => calls.filter((c) => c.path.startsWith('/api/ew/staff/chat/conversations/7')).length;
    const detail0 = detailReads();
    // Reads again at most once a second, on a timer (lib/live-cache.ts): the test moves a fake clock.
    vi.useFakeTimers();
    try {
      ws.frame({ changed: { conversationId: 7 } });
      await vi.waitFor(() => expect(detailReads()).toBe(detail0 + 1));
      // Another conversation's change reads nothing of this one, then or when the second is over.
      ws.frame({ changed: { conversationId: 9 } });
      await vi.advanceTimersByTimeAsync(QUEUE_REFRESH_MS + 200);
      expect(detailReads()).toBe(detail0 + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows earlier messages on demand, above the ones shown', async () => {
    const calls = api({
      detail: (path) => ({
        ...DETAIL,
        messages: path.includes('before=3')
          ? [message({ seq: 1, msg: 'Ensimmäinen' }), message({ seq: 2, msg: 'Toinen' })]
          : [message({ seq: 3, msg: 'Kolmas' }), message({ seq: 4, msg: 'Neljäs' })],
      }),
    });
    await open('?id=7');
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Neljäs');
    expect(calls.find((c) => c.path.startsWith('/api/ew/staff/chat/conversations/7'))!.path).toBe('/api/ew/staff/chat/conversations/7');
    fireEvent.click(within(log).getByRole('button', { name: 'Earlier messages' }));
    await within(log).findByText('Ensimmäinen');
    expect(calls.some((c) => c.path === '/api/ew/staff/chat/conversations/7?before=3')).toBe(true);
    expect(within(log).getAllByTestId('chat-message').map((li) => li.textContent?.replace(/^Visitor [0-9:]+ [AP]M/, ''))).toEqual(['Ensimmäinen', 'Toinen', 'Kolmas', 'Neljäs']);
    // Seq 1 is shown: nothing earlier to offer.
    expect(within(log).queryByRole('button', { name: 'Earlier messages' })).toBeNull();
  });

  it('shows the visitor typing as the socket says it while live', async () => {
    api();
    await open('?id=7');
    await screen.findByRole('log', { name: 'Messages' });
    const ws = await socket();
    ws.accept();
    expect(screen.queryByTestId('chat-visitor-typing')).toBeNull();
    ws.frame({ visitorTyping: { conversationId: 9 } });
    expect(screen.queryByTestId('chat-visitor-typing')).toBeNull();
    ws.frame({ visitorTyping: { conversationId: 7 } });
    expect(screen.getByTestId('chat-visitor-typing').textContent).toBe('The visitor is typing…');
    // Their message ends it.
    ws.frame({ conversationId: 7, res: message({ seq: 3, msg: 'Kolmas' }) });
    expect(screen.queryByTestId('chat-visitor-typing')).toBeNull();
  });

  it('sends the next reply while the pane reloads after the last one: an Enter pressed then is not dropped', async () => {
    const sent: string[] = [];
    api({
      post: (path, body) => {
        if (path.endsWith('/messages')) sent.push((body as { msg: string }).msg);
        return { data: { seq: 3 } };
      },
    });
    await open('?id=7');
    const reply = (await screen.findByRole('textbox', { name: 'Reply' })) as HTMLTextAreaElement;
    // From the first reply on, reads of the conversation (the pane's reload) wait until released.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const answered = fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (sent.length > 0 && init?.method !== 'POST' && String(input).includes('/chat/conversations/7')) await held;
        return answered(input, init);
      }),
    );
    fireEvent.change(reply, { target: { value: 'Ensimmäinen' } });
    fireEvent.keyDown(reply, { key: 'Enter' });
    await vi.waitFor(() => expect(reply.value).toBe(''));
    fireEvent.change(reply, { target: { value: 'Toinen' } });
    fireEvent.keyDown(reply, { key: 'Enter' });
    await vi.waitFor(() => expect(sent).toEqual(['Ensimmäinen', 'Toinen']));
    await vi.waitFor(() => expect(reply.value).toBe(''));
    act(() => release());
  });

  it('keeps a pushed message that arrives while a read of the conversation is on its way', async () => {
    api();
    await open('?id=7');
    const log = await screen.findByRole('log', { name: 'Messages' });
    const ws = await socket();
    ws.accept();
    // The next read waits until the test answers it, with nothing new (it was asked before seq 3 was stored).
    let answer!: () => void;
    const asked = new Promise<void>((resolve) => {
      const answered = fetch;
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
          if (String(input).includes('/chat/conversations/7?after=2')) {
            resolve();
            await new Promise<void>((r) => (answer = r));
            return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { ...DETAIL, messages: [] } }), { status: 200, headers: { 'content-type': 'application/json' } });
          }
          return answered(input, init);
        }),
      );
    });
    void queryClient.invalidateQueries({ queryKey: conversationKey(7) });
    await asked;
    ws.frame({ conversationId: 7, res: message({ seq: 3, msg: 'Kolmas' }) });
    await within(log).findByText('Kolmas');
    act(() => answer());
    await vi.waitFor(() => expect(queryClient.getQueryState(conversationKey(7))?.fetchStatus).toBe('idle'));
    expect(within(log).getByText('Kolmas')).toBeTruthy();
  });
});
