import type { ChatMessage, StaffChatDetail, StaffChatList, StaffChatQueue, StaffChatTopic, StaffChatTopicBody } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { CHAT_PAGE_SIZE } from '@netshop/contract/chat';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { HttpError, unwrap } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';

// The agents' side of the chat (staff API, permission chat.answer). The console's socket
// (lib/staff-socket.ts) pushes messages and activity into these queries; polling stays as the
// fallback: every few seconds while the socket is down, rarely while it is live. A conversation
// asks only for the messages after the last one it has without a gap.

/** How often the queue and the open conversation are asked again while the live link is down. */
export const QUEUE_POLL_MS = 3000;
export const CONVERSATION_POLL_MS = 2000;
/** ... and while it is live: only for what the socket does not carry (status, read marks, orders). */
export const QUEUE_LIVE_POLL_MS = 15_000;
export const CONVERSATION_LIVE_POLL_MS = 30_000;
/** Pages a poll reads at once while catching up (the socket's catch-up has no such limit). */
const CATCH_UP_PAGES = 10;

export const chatQueueKey = ['staff', 'chat', 'queue'] as const;
export const conversationKey = (id: number) => ['staff', 'chat', 'conversation', id] as const;

export const chatQueueQuery = (queue: StaffChatQueue, live = false) =>
  queryOptions({
    queryKey: [...chatQueueKey, queue],
    queryFn: () => unwrap(staffHttp.get<StaffChatList>(API.staffChat.conversations.path(), { queue })),
    placeholderData: keepPreviousData,
    refetchInterval: live ? QUEUE_LIVE_POLL_MS : QUEUE_POLL_MS,
  });

/** Messages of both lists, each sequence number once, oldest first. */
export function mergeMessages(have: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (!incoming.length) return have;
  const bySeq = new Map(have.map((m) => [m.seq, m]));
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The last seq of the run that starts at the first message (seqs have no gaps on the server): what
 * the console asks to follow, so a hole (a message pushed past one not yet seen) is filled.
 */
export function contiguousEnd(messages: readonly ChatMessage[]): number | undefined {
  let end = messages[0]?.seq;
  if (end === undefined) return undefined;
  for (const m of messages) {
    if (m.seq > end + 1) break;
    end = Math.max(end, m.seq);
  }
  return end;
}

const readDetail = (id: number, params: { after?: number; before?: number }, signal?: AbortSignal) =>
  // 404: the visitor wrote again after it was closed and is back with the assistant; the page says so.
  unwrap(staffHttp.get<StaffChatDetail>(API.staffChat.conversation.path({ conversationId: id }), params, { signal, quiet: [404] }));

/**
 * A conversation: the first call reads the newest page; every later one asks for what follows the
 * cache's last message (page after page while they come full) and appends it (the header, orders
 * and canned answers are replaced).
 */
export const conversationQuery = (queryClient: QueryClient, id: number, live = false) =>
  queryOptions({
    queryKey: conversationKey(id),
    queryFn: async ({ signal }): Promise<StaffChatDetail> => {
      const cached = () => queryClient.getQueryData<StaffChatDetail>(conversationKey(id))?.messages ?? [];
      const after = contiguousEnd(cached());
      let fresh = await readDetail(id, { after }, signal);
      let got = fresh.messages;
      for (let page = 1; after !== undefined && fresh.messages.length >= CHAT_PAGE_SIZE && page < CATCH_UP_PAGES; page++) {
        fresh = await readDetail(id, { after: got.at(-1)!.seq }, signal);
        got = mergeMessages(got, fresh.messages);
      }
      // Read the cache again: the socket (or "earlier messages") may have added to it meanwhile.
      return { ...fresh, messages: mergeMessages(cached(), got) };
    },
    retry: (failures, err) => !isNotFound(err) && failures < 1,
    // Polling stops once the conversation has left the queues (it would only be 404 again).
    refetchInterval: (query) => (isNotFound(query.state.error) ? false : live ? CONVERSATION_LIVE_POLL_MS : CONVERSATION_POLL_MS),
  });

/** The page before a conversation's first message in the cache, prepended to it ("earlier messages"). */
export async function loadEarlier(queryClient: QueryClient, id: number): Promise<void> {
  const first = queryClient.getQueryData<StaffChatDetail>(conversationKey(id))?.messages[0]?.seq;
  if (first === undefined || first <= 1) return;
  const page = await readDetail(id, { before: first });
  queryClient.setQueryData<StaffChatDetail>(conversationKey(id), (d) => d && { ...d, messages: mergeMessages(d.messages, page.messages) });
}

const isNotFound = (err: unknown) => err instanceof HttpError && err.code === 404;

/** Codes the page explains itself: 409 is "someone else took or closed it first". */
const quiet = [409] as const;

export const chatConsoleApi = {
  claim: (id: number) => unwrap(staffHttp.post<{ seq: number | null }>(API.staffChat.claim.path({ conversationId: id }), {}, { quiet })),
  close: (id: number) => unwrap(staffHttp.post<{ seq: number | null }>(API.staffChat.close.path({ conversationId: id }), {}, { quiet })),
  reply: (id: number, msg: string, clientMsgId: string) =>
    unwrap(staffHttp.post<{ seq: number | null }>(API.staffChat.reply.path({ conversationId: id }), { msg, clientMsgId }, { quiet })),
  /** The agent is typing (the visitor's window shows it); a failure is nobody's business. */
  /** A one-minute ticket for the live link; its failures are the link's business (it retries), not an alert's. */
  ticket: async () =>
    (await unwrap(staffHttp.post<{ ticket: string; expiresInMs: number }>(API.staffChat.ticket.path(), {}, { quiet: [403, 404, 429, 502, 503], silentNetwork: true, headers: { repeatSubmit: false } }))).ticket,
  typing: (id: number) => unwrap(staffHttp.post<null>(API.staffChat.typing.path({ conversationId: id }), {}, { quiet: [403, 404, 409, 429, 500, 502, 503], headers: { repeatSubmit: false } })),
};

// The assistant's topics (permission chat.assistant, administrators): what it offers visitors and
// answers, in all six languages. Read once and again after each save; nobody else edits them often.

export const chatTopicsQuery = queryOptions({
  queryKey: ['staff', 'chat', 'topics'] as const,
  queryFn: () => unwrap(staffHttp.get<StaffChatTopic[]>(API.staffChat.topics.path())),
  retry: (failures, err) => !(err instanceof HttpError && err.code === 403) && failures < 1,
});

export const chatTopicsApi = {
  update: (key: string, body: StaffChatTopicBody) => unwrap(staffHttp.put<null>(API.staffChat.updateTopic.path({ key }), body)),
};
