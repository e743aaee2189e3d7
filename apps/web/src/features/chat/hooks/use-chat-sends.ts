import { useCallback, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../lib/alerts';
import { chatApi } from '../api/chat-api';
import type { ChatSocket } from '../lib/chat-socket';
import { addPending, checkFile, markFailed, markPending, mergeMessages, newClientMsgId, pendingMessage, type ChatEntry } from '../lib/conversation';

// What the visitor sends from the chat window: a message (or a quick reply) over the socket, a file over
// HTTP. Each shows at once as pending; a failed one can go again under the same client id (the server
// stores it once even if the first attempt did arrive).

export interface ChatSends {
  /** A message, or the quick reply `itemId` with its text. */
  send(msg: string, itemId?: string): void;
  /** A failed message or file goes again. */
  resend(clientMsgId: string): void;
  /** The file the visitor picked: checked here first (type by extension, 5 MB), by content on the server. */
  attach(file: File): void;
}

export function useChatSends(visitorId: string, socket: RefObject<ChatSocket | null>, setEntries: Dispatch<SetStateAction<ChatEntry[]>>): ChatSends {
  const { t } = useTranslation();
  // What each send was, by its client id, so a failed one can go again under the same id.
  const sendsRef = useRef(new Map<string, { msg: string; itemId?: string } | { file: File }>());

  const upload = useCallback(
    (file: File, clientMsgId: string) =>
      chatApi
        .attach(visitorId, file, clientMsgId)
        .then((stored) => setEntries((list) => mergeMessages(list, stored)))
        // The HTTP client has shown why (a toast in the visitor's language).
        .catch(() => setEntries((list) => markFailed(list, clientMsgId))),
    [visitorId, setEntries],
  );

  const send = useCallback(
    (msg: string, itemId?: string) => {
      const clientMsgId = newClientMsgId();
      sendsRef.current.set(clientMsgId, { msg, itemId });
      setEntries((e) => addPending(e, pendingMessage({ clientMsgId, msg, itemId })));
      socket.current?.send(itemId ? { itemId, msg, clientMsgId } : { msg, clientMsgId });
    },
    [socket, setEntries],
  );

  const resend = useCallback(
    (clientMsgId: string) => {
      const what = sendsRef.current.get(clientMsgId);
      if (!what) return;
      setEntries((list) => markPending(list, clientMsgId));
      if ('file' in what) void upload(what.file, clientMsgId);
      else socket.current?.send(what.itemId ? { itemId: what.itemId, msg: what.msg, clientMsgId } : { msg: what.msg, clientMsgId });
    },
    [upload, socket, setEntries],
  );

  const attach = (file: File) => {
    const check = checkFile(file);
    if (check) {
      alert.error(t(check === 'tooLarge' ? 'chat.fileTooLarge' : 'chat.fileType'));
      return;
    }
    const clientMsgId = newClientMsgId();
    sendsRef.current.set(clientMsgId, { file });
    setEntries((list) => addPending(list, pendingMessage({ clientMsgId, msg: file.name, file })));
    void upload(file, clientMsgId);
  };

  return { send, resend, attach };
}
