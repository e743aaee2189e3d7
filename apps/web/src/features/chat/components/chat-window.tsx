import { DEFAULT_LANG, LANG_CODES, type LangCode } from '@netshop/contract/languages';
import { Minus, X } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { alert } from '../../../lib/alerts';
import { useShop } from '../../../lib/use-shop';
import { chatApi } from '../api/chat-api';
import { useChatConnection } from '../hooks/use-chat-connection';
import { useChatHistory, type ChatLoad } from '../hooks/use-chat-history';
import { useChatSends } from '../hooks/use-chat-sends';
import { useEmojiPicker } from '../hooks/use-emoji-picker';
import type { ChatLinkState, SocketLike } from '../lib/chat-socket';
import { pageContext } from '../lib/page-context';
import { ChatComposer } from './chat-composer';
import { ChatMenu } from './chat-menu';
import { ChatMessageView } from './chat-message';
import styles from './chat.module.css';

// The live chat window of docs/product.md#screens/#states (issue 13), loaded when the visitor first opens the chat:
// the newest page of the visitor's conversation over HTTP, then the socket for what follows
// (its URL says the last seq shown), and earlier pages on request ("earlier messages"). The shell's button
// (app/shell/chat-widget.tsx) mounts it on open and unmounts it on close, which disconnects.
// The messages are use-chat-history.ts, the socket use-chat-connection.ts, what the visitor sends
// use-chat-sends.ts, and the footer chat-composer.tsx.

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

export function ChatWindow({ id, visitorId, langId, isLogin, onClose, createSocket }: ChatWindowProps) {
  const { t, i18n } = useTranslation();
  const lang: LangCode = LANG_CODES.includes(i18n.language as LangCode) ? (i18n.language as LangCode) : DEFAULT_LANG;
  const titleId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const windowRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const { currencyId } = useShop();
  const context = useMemo(() => pageContext(location.pathname, location.search, currencyId), [location.pathname, location.search, currencyId]);

  const history = useChatHistory(visitorId, logRef);
  const { entries, load } = history;
  const chat = useChatConnection({ ready: load === 'ready', visitorId, langId, isLogin, createSocket, entries, setEntries: history.setEntries, context });
  const { link, agentTyping } = chat;
  const sends = useChatSends(visitorId, chat.socket, history.setEntries);
  const emoji = useEmojiPicker();

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
  const { send } = sends;
  const quickReply = useCallback((itemId: string, item: string) => send(item, itemId), [send]);

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

  const onWindowKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    e.preventDefault();
    if (emoji.open) emoji.close();
    else onClose();
  };

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
        {history.hasEarlier && (
          <button type="button" className={`${styles.linkButton} ${styles.earlier}`} disabled={history.earlier === 'loading'} onClick={history.loadEarlier}>
            {t(history.earlier === 'loading' ? 'chat.earlierLoading' : 'chat.earlier')}
          </button>
        )}
        {entries.map((entry) => (
          <ChatMessageView key={entry.key} entry={entry} canReply={canSend} onQuickReply={quickReply} onResend={sends.resend} read={entry.key === chat.readKey} />
        ))}
      </div>
      <StatusLines load={load} link={link} agentTyping={agentTyping} retry={history.retry} />

      <ChatComposer
        lang={lang}
        canSend={canSend}
        onProduct={context.spuId !== undefined}
        sends={sends}
        sayTyping={chat.sayTyping}
        typingEnded={chat.typingEnded}
        emoji={emoji}
        textareaRef={textareaRef}
      />
    </section>
  );
}

/** Under the log: the agent typing, or while the window loads or its link is not up, a line that says so. */
function StatusLines({ load, link, agentTyping, retry }: { load: ChatLoad; link: ChatLinkState; agentTyping: string | null; retry(): void }) {
  const { t } = useTranslation();
  const status = statusLine(load, link, t);
  return (
    <>
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
              <button type="button" className={styles.linkButton} onClick={retry}>
                {t('chat.retry')}
              </button>
            </>
          ) : (
            status
          )}
        </div>
      )}
    </>
  );
}

/** The line under the log while the window loads or its link is not up (none once it is). */
function statusLine(load: ChatLoad, link: ChatLinkState, t: TFunction): string | null {
  if (load === 'waiting' || load === 'loading') return t('chat.loading');
  if (load === 'error') return null;
  if (link === 'connecting') return t('chat.connecting');
  if (link === 'reconnecting') return t('chat.reconnecting');
  if (link === 'failed' || link === 'closed') return t('chat.disconnected');
  return null;
}

export default ChatWindow;
