import type { ChatMessage } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { http } from '../../../lib/api';
import { unwrap } from '../../../lib/http';

// Chat over HTTP (docs/product.md#calls): the visitor's conversation by uuid, a page of at most CHAT_PAGE_SIZE
// messages, oldest first (a logged-in buyer's own, by the bearer token): without a bound the
// newest, with `after` what follows a sequence number, with `before` what precedes it.

export const chatApi = {
  messages: (visitorId: string, after?: number) => unwrap(http.get<ChatMessage[]>(API.chat.messages.path({ id: visitorId }), after ? { after } : undefined)),
  /** The page before the first message shown ("earlier messages"). */
  earlier: (visitorId: string, before: number) => unwrap(http.get<ChatMessage[]>(API.chat.messages.path({ id: visitorId }), { before })),
  /** Sends a file as the visitor's message (multipart); answers the stored message and what the assistant said. */
  attach: (visitorId: string, file: File, clientMsgId: string) => {
    const form = new FormData();
    form.append('clientMsgId', clientMsgId);
    form.append('file', file);
    return unwrap(http.post<ChatMessage[]>(API.chat.attach.path({ id: visitorId }), form, { headers: { repeatSubmit: false } }));
  },
  /** "Send to e-mail": the logged-in buyer's conversation to their address; answers the server's confirmation. */
  transcript: async (visitorId: string) => (await http.post<null>(API.chat.transcript.path(), { visitorId })).msg,
  /**
   * A logged-in buyer's one-minute ticket for the socket URL (a browser gives a WebSocket no
   * Authorization header). Asked for on every connection: a reconnect within the duplicate-submit
   * window is not a repeated submit.
   */
  ticket: async (visitorId: string) =>
    (await unwrap(http.post<{ ticket: string; expiresInMs: number }>(API.chat.ticket.path(), { visitorId }, { headers: { repeatSubmit: false } }))).ticket,
};
