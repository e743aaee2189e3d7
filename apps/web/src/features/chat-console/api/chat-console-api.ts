import type { ChatMessage, StaffChatDetail, StaffChatList, StaffChatQueue, StaffChatTopic, StaffChatTopicBody } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { HttpError, unwrap } from '../../../lib/http';
import { staffHttp } from '../../../lib/staff-http';

// The agents' side of the chat (staff API, permission chat.answer). The console polls instead of
// holding a socket: a queue every few seconds, the open conversation every two, asking only for
// the messages after the last one it has.

/** How often the queue and the open conversation are asked again while the tab is visible. */
export const QUEUE_POLL_MS = 3000;
export const CONVERSATION_POLL_MS = 2000;

export const chatQueueKey = ['staff', 'chat', 'queue'] as const;
export const conversationKey = (id: number) => ['staff', 'chat', 'conversation', id] as const;

export const chatQueueQuery = (queue: StaffChatQueue) =>
  queryOptions({
    queryKey: [...chatQueueKey, queue],
    queryFn: () => unwrap(staffHttp.get<StaffChatList>(API.staffChat.conversations.path(), { queue })),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_POLL_MS,
  });

/** Messages of both lists, each sequence number once, oldest first. */
export function mergeMessages(have: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (!incoming.length) return have;
  const bySeq = new Map(have.map((m) => [m.seq, m]));
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * A conversation: the first call reads it whole; every later one asks for what follows the last
 * message in the cache and appends it (the header, orders and canned answers are replaced).
 */
export const conversationQuery = (queryClient: QueryClient, id: number) =>
  queryOptions({
    queryKey: conversationKey(id),
    queryFn: async ({ signal }): Promise<StaffChatDetail> => {
      const have = queryClient.getQueryData<StaffChatDetail>(conversationKey(id));
      const after = have?.messages.at(-1)?.seq;
      // 404: the visitor wrote again after it was closed and is back with the assistant; the page says so.
      const fresh = await unwrap(staffHttp.get<StaffChatDetail>(API.staffChat.conversation.path({ conversationId: id }), { after }, { signal, quiet: [404] }));
      return { ...fresh, messages: mergeMessages(have?.messages ?? [], fresh.messages) };
    },
    retry: (failures, err) => !isNotFound(err) && failures < 1,
    // Polling stops once the conversation has left the queues (it would only be 404 again).
    refetchInterval: (query) => (isNotFound(query.state.error) ? false : CONVERSATION_POLL_MS),
  });

const isNotFound = (err: unknown) => err instanceof HttpError && err.code === 404;

/** Codes the page explains itself: 409 is "someone else took or closed it first". */
const quiet = [409] as const;

export const chatConsoleApi = {
  claim: (id: number) => unwrap(staffHttp.post<{ seq: number | null }>(API.staffChat.claim.path({ conversationId: id }), {}, { quiet })),
  close: (id: number) => unwrap(staffHttp.post<{ seq: number | null }>(API.staffChat.close.path({ conversationId: id }), {}, { quiet })),
  reply: (id: number, msg: string, clientMsgId: string) =>
    unwrap(staffHttp.post<{ seq: number | null }>(API.staffChat.reply.path({ conversationId: id }), { msg, clientMsgId }, { quiet })),
  /** The agent is typing (the visitor's window shows it); a failure is nobody's business. */
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
