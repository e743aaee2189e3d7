import { CHAT_PRODUCT_ITEM, CHAT_TYPING_EVERY_MS, CHAT_TYPING_SHOW_MS, CHAT_USER_TYPES, chatSocketPath } from '@netshop/contract/chat';
import { CHAT_MESSAGE_MAX } from '@netshop/contract/constants';
import { DEFAULT_LANG, LANG_CODES, type LangCode } from '@netshop/contract/languages';
import { Minus, Paperclip, SendHorizontal, Smile, X } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type ComponentType, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { alert } from '../../../lib/alerts';
import { apiBase } from '../../../lib/api';
import { useShop } from '../../../lib/use-shop';
import { chatApi } from '../api/chat-api';
import { ChatSocket, chatSocketUrl, type ChatLinkState, type SocketLike } from '../lib/chat-socket';
import { pageContext } from '../lib/page-context';
import { addPending, appendWithinLimit, checkDraft, checkFile, FILE_ACCEPT, firstSeq, lastSeq, markFailed, markPending, mergeMessages, newClientMsgId, pendingMessage, settleAcked, type ChatEntry } from '../lib/conversation';
import { ChatMenu } from './chat-menu';
import { ChatMessageView } from './chat-message';
import type { EmojiPopupProps } from './emoji-popup';
import styles from './chat.module.css';

// The live chat window of docs/product.md#screens/#states (issue 13), loaded when the visitor first opens the chat:
// the newest page of the visitor's conversation over HTTP, then the socket for what follows
// (its URL says the last seq shown), and earlier pages on request ("earlier messages"). The shell's button
// (app/shell/chat-widget.tsx) mounts it on open and unmounts it on close, which disconnects.

export interface ChatWindowProps {
  id: string;
  visitorId: string;
  langId: number;
  /** A logged-in buyer's socket needs a ticket (their conversation follows them, not the device). */
  isLogin: boolean;
  onClose(): void;
  /** Tests pass a fake socket. */
  createSocket?(url: string): SocketLike;
}

type Load = 'waiting' | 'loading' | 'ready' | 'error';

const loadEmojiPopup = () => import('./emoji-popup').then((m) => m.EmojiPopup);

export function ChatWindow({ id, visitorId, langId, isLogin, onClose, createSocket }: ChatWindowProps) {
  const { t, i18n } = useTranslation();
  const lang: LangCode = LANG_CODES.includes(i18n.language as LangCode) ? (i18n.language as LangCode) : DEFAULT_LANG;
  const titleId = useId();
  const textareaId = useId();
  const hintId = useId();
  const counterId = useId();
  const errorId = useId();
  const emojiId = useId();

  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [load, setLoad] = useState<Load>(visitorId ? 'loading' : 'waiting');
  const [reload, setReload] = useState(0);
  /** The page before the first message shown: being read, or none left (the server had none). */
  const [earlier, setEarlier] = useState<'idle' | 'loading' | 'none'>('idle');
  const [link, setLink] = useState<ChatLinkState>('connecting');
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [EmojiPopup, setEmojiPopup] = useState<ComponentType<EmojiPopupProps> | null>(null);
  /** The agent typing now (their name), and how far the agent has read. */
  const [agentTyping, setAgentTyping] = useState<string | null>(null);
  const [agentRead, setAgentRead] = useState(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typingSentAt = useRef(0);
  const readSent = useRef(0);

  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  const socketRef = useRef<ChatSocket | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  /** The log's height and scroll before earlier messages were prepended, to keep what the visitor reads in place. */
  const prependedFrom = useRef<{ height: number; top: number } | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const emojiButtonRef = useRef<HTMLButtonElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const windowRef = useRef<HTMLElement>(null);
  const tRef = useRef(t);
  tRef.current = t;
  const location = useLocation();
  const { currencyId } = useShop();
  const context = useMemo(() => pageContext(location.pathname, location.search, currencyId), [location.pathname, location.search, currencyId]);
  const contextRef = useRef(context);
  contextRef.current = context;

  // docs/product.md#states: opening loads the visitor's messages (the default greeting on a first visit). The uuid
  // arrives after the first paint; a click before it waits for it.
  useEffect(() => {
    if (!visitorId) {
      setLoad('waiting');
      return;
    }
    let live = true;
    setLoad('loading');
    chatApi
      .messages(visitorId)
      .then((list) => {
        if (!live) return;
        setEntries((e) => mergeMessages(e, list));
        setLoad('ready');
      })
      .catch(() => live && setLoad('error')); // the HTTP client has shown why
    return () => {
      live = false;
    };
  }, [visitorId, reload]);

  // docs/product.md#states/#calls: then the socket, for as long as the window is open.
  useEffect(() => {
    if (load !== 'ready') return;
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
  }, [load, visitorId, langId, isLogin, createSocket]);

  // The window shows every message it has: the agent sees "seen" up to the newest (once per seq).
  const shownSeq = lastSeq(entries);
  useEffect(() => {
    if (link !== 'open' || shownSeq <= readSent.current) return;
    readSent.current = shownSeq;
    socketRef.current?.signal({ read: shownSeq });
  }, [shownSeq, link]);

  // The newest of the visitor's own messages the agent has read: "read" shows under it.
  const readKey = useMemo(() => {
    let key: string | null = null;
    for (const e of entries) if (e.state === 'sent' && e.message.userType === CHAT_USER_TYPES.visitor && e.message.seq <= agentRead) key = e.key;
    return key;
  }, [entries, agentRead]);

  // The window follows the visitor across pages: the gateway learns each page it is opened on.
  useEffect(() => {
    socketRef.current?.setContext(context);
  }, [context]);

  // The newest page came first; the pages before it on request, prepended in seq order. The
  // first seq above 1 says there are earlier messages (seqs start at 1 with no gaps).
  const shownFirst = firstSeq(entries);
  const hasEarlier = load === 'ready' && shownFirst > 1 && earlier !== 'none';
  const loadEarlier = () => {
    if (earlier === 'loading' || shownFirst <= 1) return;
    setEarlier('loading');
    chatApi
      .earlier(visitorId, shownFirst)
      .then((page) => {
        const box = logRef.current;
        prependedFrom.current = box ? { height: box.scrollHeight, top: box.scrollTop } : null;
        setEntries((e) => mergeMessages(e, page));
        setEarlier(page.length === 0 ? 'none' : 'idle');
      })
      .catch(() => setEarlier('idle')); // the HTTP client has shown why; the button stays for another try
  };

  // Prepended messages push the log down by their height: scrolled by as much, the visitor
  // keeps reading where they were.
  useLayoutEffect(() => {
    const box = logRef.current;
    const from = prependedFrom.current;
    prependedFrom.current = null;
    if (box && from) box.scrollTop = from.top + (box.scrollHeight - from.height);
  }, [entries]);

  // An appended message scrolls the box to the bottom (docs/product.md#states), a prepended page does not; so do
  // the typing line and the link's status line, which take some of its height.
  const lastKey = entries.at(-1)?.key;
  useLayoutEffect(() => {
    const box = logRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lastKey, load, agentTyping, link]);

  // Focus moves into the window; on a touch screen to the window itself, so no keyboard pops up.
  useEffect(() => {
    const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
    (coarse ? windowRef.current : textareaRef.current)?.focus();
  }, []);

  const canSend = load === 'ready' && link !== 'failed' && link !== 'closed';

  // What each send was, by its client id, so a failed one can go again under the same id (the
  // server stores it once even if the first attempt did arrive).
  const sendsRef = useRef(new Map<string, { msg: string; itemId?: string } | { file: File }>());

  const upload = useCallback(
    (file: File, clientMsgId: string) =>
      chatApi
        .attach(visitorId, file, clientMsgId)
        .then((stored) => setEntries((list) => mergeMessages(list, stored)))
        // The HTTP client has shown why (a toast in the visitor's language).
        .catch(() => setEntries((list) => markFailed(list, clientMsgId))),
    [visitorId],
  );

  const send = useCallback((msg: string, itemId?: string) => {
    const clientMsgId = newClientMsgId();
    sendsRef.current.set(clientMsgId, { msg, itemId });
    setEntries((e) => addPending(e, pendingMessage({ clientMsgId, msg, itemId })));
    socketRef.current?.send(itemId ? { itemId, msg, clientMsgId } : { msg, clientMsgId });
  }, []);

  const resend = useCallback(
    (clientMsgId: string) => {
      const what = sendsRef.current.get(clientMsgId);
      if (!what) return;
      setEntries((list) => markPending(list, clientMsgId));
      if ('file' in what) void upload(what.file, clientMsgId);
      else socketRef.current?.send(what.itemId ? { itemId: what.itemId, msg: what.msg, clientMsgId } : { msg: what.msg, clientMsgId });
    },
    [upload],
  );

  // The hidden file input (docs/product.md#screens): checked here first (type by extension, 5 MB), by content on the server.
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || !canSend) return;
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

  const mailTranscript = () => {
    if (!isLogin) {
      alert.info(t('chat.emailLogin'));
      return;
    }
    chatApi
      .transcript(visitorId)
      .then((msg) => alert.success(msg))
      .catch(() => undefined); // the HTTP client has shown why
  };

  // The agent sees "typing": said again every few seconds while the visitor types, and that they
  // stopped when the box is emptied (a sent message ends it on the server).
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

  const quickReply = useCallback((itemId: string, item: string) => send(item, itemId), [send]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    const check = checkDraft(draft);
    if (!check.ok) {
      // docs/product.md#validation: an empty message is not sent; one over the limit is refused here, not by the server.
      setError(check.reason === 'tooLong' ? t('chat.tooLong', { max: CHAT_MESSAGE_MAX }) : null);
      return;
    }
    send(check.msg);
    setDraft('');
    setError(null);
    typingSentAt.current = 0;
  };

  const onTextKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; Enter that confirms an IME composition (Chinese, Japanese) is neither.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing && e.keyCode !== 229) {
      e.preventDefault();
      submit();
    }
  };

  const toggleEmoji = () => {
    if (emojiOpen) {
      setEmojiOpen(false);
      return;
    }
    setEmojiOpen(true);
    if (!EmojiPopup)
      loadEmojiPopup()
        .then((c) => setEmojiPopup(() => c))
        .catch(() => {
          setEmojiOpen(false);
          alert.error(t('chat.emoji.loadError'));
        });
  };

  const closeEmoji = useCallback(() => {
    setEmojiOpen(false);
    emojiButtonRef.current?.focus();
  }, []);

  const pickEmoji = useCallback((emoji: string) => {
    setDraft((d) => appendWithinLimit(d, emoji));
  }, []);

  const onWindowKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    e.preventDefault();
    if (emojiOpen) closeEmoji();
    else onClose();
  };

  const status =
    load === 'waiting' || load === 'loading'
      ? t('chat.loading')
      : load === 'error'
        ? null
        : link === 'connecting'
          ? t('chat.connecting')
          : link === 'reconnecting'
            ? t('chat.reconnecting')
            : link === 'failed' || link === 'closed'
              ? t('chat.disconnected')
              : null;
  const count = draft.length;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from anywhere inside the window (closes the picker, else the window), heard as it bubbles
    <section
      id={id}
      ref={windowRef}
      className={styles.window}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="chat-window"
      onKeyDown={onWindowKey}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('chat.title')}
        </h2>
        <ChatMenu onEmail={mailTranscript} />
        {/* docs/product.md#screens: the minimize icon has no action. */}
        <button type="button" className={styles.headerButton} aria-label={t('chat.minimize')} title={t('chat.minimize')}>
          <Minus size={18} aria-hidden="true" />
        </button>
        <button type="button" className={styles.headerButton} aria-label={t('chat.close')} title={t('chat.close')} onClick={onClose}>
          <X size={18} aria-hidden="true" />
        </button>
      </div>

      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by the keyboard (axe: scrollable-region-focusable) */}
      <div ref={logRef} className={styles.log} role="log" aria-live="polite" aria-label={t('chat.messages')} tabIndex={0} data-testid="chat-log">
        {hasEarlier && (
          <button type="button" className={`${styles.linkButton} ${styles.earlier}`} disabled={earlier === 'loading'} onClick={loadEarlier}>
            {t(earlier === 'loading' ? 'chat.earlierLoading' : 'chat.earlier')}
          </button>
        )}
        {entries.map((entry) => (
          <ChatMessageView key={entry.key} entry={entry} canReply={canSend} onQuickReply={quickReply} onResend={resend} read={entry.key === readKey} />
        ))}
      </div>
      {agentTyping && !status && (
        <div className={styles.typing} role="status" data-testid="chat-typing">
          {t('chat.typing', { name: agentTyping })}
        </div>
      )}
      {(status || load === 'error') && (
        <div className={styles.status} role="status">
          {load === 'error' ? (
            <>
              {t('chat.loadFailed')}{' '}
              <button type="button" className={styles.linkButton} onClick={() => setReload((n) => n + 1)}>
                {t('chat.retry')}
              </button>
            </>
          ) : (
            status
          )}
        </div>
      )}

      <form className={styles.footer} onSubmit={submit}>
        {emojiOpen && EmojiPopup && <EmojiPopup id={emojiId} lang={lang} onPick={pickEmoji} onClose={closeEmoji} />}
        {context.spuId !== undefined && (
          // On a product page the assistant can answer about that product (its name, model and stock).
          <button type="button" className={`${styles.quickReply} ${styles.productReply}`} disabled={!canSend} onClick={() => send(t('chat.askProduct'), CHAT_PRODUCT_ITEM)}>
            {t('chat.askProduct')}
          </button>
        )}
        <label htmlFor={textareaId} className="visually-hidden">
          {t('chat.input')}
        </label>
        <textarea
          id={textareaId}
          ref={textareaRef}
          className={styles.textarea}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          value={draft}
          placeholder={t('chat.placeholder')}
          aria-describedby={`${hintId} ${counterId}${error ? ` ${errorId}` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            if (error) setError(null);
            sayTyping(e.target.value);
          }}
          onKeyDown={onTextKey}
        />
        <span id={hintId} className="visually-hidden">
          {t('chat.hint')}
        </span>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.toolbar}>
          <button
            ref={emojiButtonRef}
            type="button"
            className={styles.toolButton}
            aria-label={t('chat.emojiToggle')}
            title={t('chat.emojiToggle')}
            aria-expanded={emojiOpen}
            aria-controls={emojiOpen ? emojiId : undefined}
            onClick={toggleEmoji}
            data-testid="chat-emoji-toggle"
          >
            <Smile size={20} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={styles.toolButton}
            aria-label={t('chat.attach')}
            title={t('chat.attachHint')}
            disabled={!canSend}
            onClick={() => fileRef.current?.click()}
            data-testid="chat-attach"
          >
            <Paperclip size={20} aria-hidden="true" />
          </button>
          <input ref={fileRef} type="file" hidden tabIndex={-1} aria-hidden="true" accept={FILE_ACCEPT} onChange={onFile} data-testid="chat-file-input" />
          <span id={counterId} className={`${styles.counter} ${count >= CHAT_MESSAGE_MAX ? styles.counterFull : ''}`} data-testid="chat-counter">
            {t('chat.counter', { count, max: CHAT_MESSAGE_MAX })}
          </span>
          <button type="submit" className={styles.sendButton} aria-label={t('chat.send')} title={t('chat.send')} disabled={!canSend || draft.trim() === ''}>
            <SendHorizontal size={20} aria-hidden="true" />
          </button>
        </div>
      </form>
    </section>
  );
}

export default ChatWindow;
