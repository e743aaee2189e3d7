import type { ChatMessage, StaffChatDetail } from '@netshop/contract';
import { CHAT_MESSAGE_TYPES } from '@netshop/contract/chat';
import type { QueryClient } from '@tanstack/react-query';
import { chatQueueKey, contiguousEnd, conversationKey, mergeMessages } from '../api/chat-console-api';

// What the agents' socket changes in the console's query cache: pushed messages join the open
// conversation's messages (each seq once, in order), and activity anywhere refreshes the queues,
// at most once a second however busy the shop is (one refresh now, one at the end of that second if more came).

export const QUEUE_REFRESH_MS = 1_000;

export interface LiveCache {
  /** The newest seq the console has of a conversation without a gap (0: nothing yet). */
  after(conversationId: number): number;
  message(conversationId: number, message: ChatMessage): void;
  activity(): void;
  /**
   * Something of the conversation on screen changed without a message (the buyer logged in, the
   * visitor read further): its detail is read again, at most once a second.
   */
  changed(conversationId: number): void;
  dispose(): void;
}

/** Runs `fn` now, then at most once per `ms`: calls meanwhile make one more run at the end of that time. */
function throttled(fn: () => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const end = () => {
    timer = undefined;
    if (!pending) return;
    pending = false;
    fn();
    timer = setTimeout(end, ms);
  };
  return {
    run() {
      if (timer !== undefined) {
        pending = true;
        return;
      }
      fn();
      timer = setTimeout(end, ms);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      pending = false;
    },
  };
}

export function liveCache(queryClient: QueryClient, throttleMs = QUEUE_REFRESH_MS): LiveCache {
  const queues = throttled(() => void queryClient.invalidateQueries({ queryKey: chatQueueKey }), throttleMs);
  const details = new Map<number, ReturnType<typeof throttled>>();

  return {
    after: (id) => contiguousEnd(queryClient.getQueryData<StaffChatDetail>(conversationKey(id))?.messages ?? []) ?? 0,
    message(id, m) {
      let hole = false;
      queryClient.setQueryData<StaffChatDetail>(conversationKey(id), (d) => {
        // Not loaded yet: its first read brings this message too.
        if (!d) return d;
        const messages = mergeMessages(d.messages, [m]);
        hole = contiguousEnd(messages) !== messages.at(-1)?.seq;
        return { ...d, messages };
      });
      // A notice says the status changed (taken, closed, handed over), which only the detail
      // carries; a hole means a message was skipped, which a read after the last one fills.
      if (m.type === CHAT_MESSAGE_TYPES.notice || hole) void queryClient.invalidateQueries({ queryKey: conversationKey(id), exact: true });
    },
    activity: () => queues.run(),
    changed(id) {
      let d = details.get(id);
      if (!d) details.set(id, (d = throttled(() => void queryClient.invalidateQueries({ queryKey: conversationKey(id), exact: true }), throttleMs)));
      d.run();
    },
    dispose() {
      queues.stop();
      for (const d of details.values()) d.stop();
      details.clear();
    },
  };
}
