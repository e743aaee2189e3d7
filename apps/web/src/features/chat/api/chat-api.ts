import type { ChatMessage } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { http } from '../../../lib/api';
import { unwrap } from '../../../lib/http';

// Chat over HTTP (§7): the visitor's conversation by uuid, oldest first (a logged-in buyer's own,
// by the bearer token); `after` answers only the messages that follow a sequence number.

export const chatApi = {
  messages: (visitorId: string, after?: number) => unwrap(http.get<ChatMessage[]>(API.chat.messages.path({ id: visitorId }), after ? { after } : undefined)),
  /**
   * A logged-in buyer's one-minute ticket for the socket URL (a browser gives a WebSocket no
   * Authorization header). Asked for on every connection: a reconnect within the duplicate-submit
   * window is not a repeated submit.
   */
  /** Sends a file as the visitor's message (multipart); answers the stored message and what the assistant said. */
  attach: (visitorId: string, file: File, clientMsgId: string) => {
    const form = new FormData();
    form.append('clientMsgId', clientMsgId);
    form.append('file', file);
    return unwrap(http.post<ChatMessage[]>(API.chat.attach.path({ id: visitorId }), form, { headers: { repeatSubmit: false } }));
  },
  /** "Send to e-mail": the logged-in buyer's conversation to their address; answers the server's confirmation. */
  transcript: async (visitorId: string) => (await http.post<null>(API.chat.transcript.path(), { visitorId })).msg,
  ticket: async (visitorId: string) =>
    (await unwrap(http.post<{ ticket: string; expiresInMs: number }>(API.chat.ticket.path(), { visitorId }, { headers: { repeatSubmit: false } }))).ticket,
};
