import { CHAT_TYPING_EVERY_MS, CHAT_TYPING_SHOW_MS, CHAT_USER_TYPES, chatSocketPath } from '@netshop/contract/chat';
import { useEffect, useMemo, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../lib/alerts';
import { apiBase } from '../../../lib/api';
import { chatApi } from '../api/chat-api';
import { ChatSocket, chatSocketUrl, type ChatLinkState, type SocketLike } from '../lib/chat-socket';
import type { ChatPageContext } from '../lib/page-context';
import { lastSeq, markFailed, mergeMessages, settleAcked, type ChatEntry } from '../lib/conversation';

// The chat window's socket (docs/product.md#states/#calls), open for as long as the window is, once the first page
// of messages is shown (its URL says the last seq shown). It merges what arrives into the history's
// entries, tells the agent what the visitor has seen, which page they are on and that they are typing,
// and says what the agent is doing.

export interface ChatConnectionOptions {
  /** The history has loaded: the socket may open. */
  ready: boolean;
  visitorId: string;
  langId: number;
  /** A logged-in buyer's socket needs a ticket (their conversation follows them, not the device). */
  isLogin: boolean;
  createSocket?(url: string): SocketLike;
  entries: ChatEntry[];
  setEntries: Dispatch<SetStateAction<ChatEntry[]>>;
  /** The page the window is open on. */
  context: ChatPageContext;
}

export interface ChatConnection {
  link: ChatLinkState;
  /** The socket while it is open (null between windows): sends go through it. */
  socket: RefObject<ChatSocket | null>;
  /** The agent typing now (their name). */
  agentTyping: string | null;
  /** The key of the newest of the visitor's own messages the agent has read: "read" shows under it. */
  readKey: string | null;
  /** The draft changed: the agent sees "typing", said again every few seconds, and that it stopped when it is emptied. */
  sayTyping(text: string): void;
  /** A sent message ended the typing on the server: the next keystroke says it again. */
  typingEnded(): void;
}

export function useChatConnection({ ready, visitorId, langId, isLogin, createSocket, entries, setEntries, context }: ChatConnectionOptions): ChatConnection {
  const { t } = useTranslation();
  const [link, setLink] = useState<ChatLinkState>('connecting');
  const [agentTyping, setAgentTyping] = useState<string | null>(null);
  /** How far the agent has read. */
  const [agentRead, setAgentRead] = useState(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typingSentAt = useRef(0);
  const readSent = useRef(0);
  const socketRef = useRef<ChatSocket | null>(null);
  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  const tRef = useRef(t);
  tRef.current = t;
  const contextRef = useRef(context);
  contextRef.current = context;

  useEffect(() => {
    if (!ready) return;
    const linkError = () => alert.error(tRef.current('chat.linkError'));
    const url = chatSocketUrl(apiBase(), chatSocketPath(visitorId, langId));
    const socket = new ChatSocket({
      url: isLogin ? async () => `${url}?ticket=${encodeURIComponent(await chatApi.ticket(visitorId))}` : url,
      createSocket,
      lastSeq: () => lastSeq(entriesRef.current),
      onMessage: (m) => {
        setEntries((e) => mergeMessages(e, [m]));
        // The agent's message has come: they are no longer typing it.
        if (m.userType === CHAT_USER_TYPES.service) setAgentTyping(null);
      },
      onTyping: (name) => {
        setAgentTyping(name);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setAgentTyping(null), CHAT_TYPING_SHOW_MS);
      },
      onRead: (seq) => setAgentRead((r) => Math.max(r, seq)),
      onAck: (clientMsgId) => setEntries((e) => settleAcked(e, clientMsgId)),
      onLinkError: (frame) => {
        linkError();
        if (frame.clientMsgId) {
          socket.forget(frame.clientMsgId);
          setEntries((e) => markFailed(e, frame.clientMsgId));
        }
      },
      onState: (state) => {
        setLink(state);
        // docs/product.md#errors: a socket failure shows the link error; what was still pending will not go out.
        if (state === 'failed') {
          linkError();
          setEntries((e) => markFailed(e));
        }
      },
    });
    socket.markSeen(entriesRef.current.filter((e) => e.state === 'sent').map((e) => e.message.seq));
    socket.setContext(contextRef.current);
    socketRef.current = socket;
    socket.connect();
    return () => {
      socketRef.current = null;
      clearTimeout(typingTimer.current);
      readSent.current = 0;
      socket.close();
    };
  }, [ready, visitorId, langId, isLogin, createSocket, setEntries]);

  // The window shows every message it has: the agent sees "seen" up to the newest (once per seq).
  const shownSeq = lastSeq(entries);
  useEffect(() => {
    if (link !== 'open' || shownSeq <= readSent.current) return;
    readSent.current = shownSeq;
    socketRef.current?.signal({ read: shownSeq });
  }, [shownSeq, link]);

  const readKey = useMemo(() => {
    let key: string | null = null;
    for (const e of entries) if (e.state === 'sent' && e.message.userType === CHAT_USER_TYPES.visitor && e.message.seq <= agentRead) key = e.key;
    return key;
  }, [entries, agentRead]);

  // The window follows the visitor across pages: the gateway learns each page it is opened on.
  useEffect(() => {
    socketRef.current?.setContext(context);
  }, [context]);

  const sayTyping = (text: string) => {
    const now = Date.now();
    if (text.trim() === '') {
      if (typingSentAt.current) socketRef.current?.signal({ typing: false });
      typingSentAt.current = 0;
    } else if (now - typingSentAt.current >= CHAT_TYPING_EVERY_MS) {
      typingSentAt.current = now;
      socketRef.current?.signal({ typing: true });
    }
  };
  const typingEnded = () => {
    typingSentAt.current = 0;
  };

  return { link, socket: socketRef, agentTyping, readKey, sayTyping, typingEnded };
}
