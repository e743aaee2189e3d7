import { CHAT_MESSAGE_MAX } from '@netshop/contract/constants';
import type { ChatMessage, StaffChatDetail, StaffChatQueue } from '@netshop/contract';
import { chatTime, CHAT_MESSAGE_TYPES, CHAT_TYPING_EVERY_MS } from '@netshop/contract/chat';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { chatConsoleApi, loadEarlier } from '../api/chat-console-api';
import { useConversation } from '../hooks/use-conversation';
import { ChatFileLink } from '../../../../components/ui/chat-file';
import { sanitizeChatHtml } from '../../../../lib/chat-html';
import { useChatFormat } from '../lib/use-chat-format';
import type { StaffLink } from '../lib/use-staff-link';
import styles from './console-chat.module.css';

type Kind = 'visitor' | 'agent' | 'assistant' | 'notice';

/** Who wrote a message: the server says whether a "service" message (docs/product.md#entities) is the assistant's or an agent's. */
function kindOf(m: ChatMessage): Kind {
  if (m.type === CHAT_MESSAGE_TYPES.notice) return 'notice';
  return m.from;
}

const isConflict = (err: unknown) => err instanceof HttpError && err.code === 409;
const isGone = (err: unknown) => err instanceof HttpError && err.code === 404;
/** A reply's own id: the same text sent again after a failure is stored once. */
const newClientMsgId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** One conversation: who the visitor is, the messages, canned answers and the reply box. */
export function ConversationPane({ id, link, onBack, onMoved }: { id: number; link: StaffLink; onBack(): void; onMoved(queue: StaffChatQueue): void }) {
  const { t } = useTranslation(['console', 'orders']);
  const queryClient = useQueryClient();
  const { detail, loaded, acting, act, refresh } = useConversation(id, link, onMoved);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState('');
  const replyRef = useRef<HTMLTextAreaElement>(null);

  // A conversation opened from the queue: the keyboard and screen reader land on its heading.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [loaded]);

  const d = detail.data;
  if (!d) return <ConversationPlaceholder error={detail.isError ? detail.error : null} onBack={onBack} onRetry={() => void detail.refetch()} />;

  const c = d.conversation;
  const gone = isGone(detail.error);
  const fillCanned = (answer: string) => {
    setDraft((text) => (text.trim() ? `${text.trimEnd()}\n${answer}` : answer).slice(0, CHAT_MESSAGE_MAX));
    replyRef.current?.focus();
  };

  return (
    <section className={styles.conversation} aria-labelledby="chat-conversation-title" data-testid="chat-conversation">
      <header className={styles.convHead}>
        <BackButton onBack={onBack} />
        <h2 id="chat-conversation-title" ref={headingRef} tabIndex={-1} className={styles.convTitle}>
          {c.buyerEmail ?? t('chat.guest')}
        </h2>
        <span className={styles.status} data-status={c.status} data-testid="chat-status">
          {t(`chat.status.${c.status}`)}
        </span>
        <span className={styles.convActions}>
          {c.status === 'waiting' && (
            <Button size="small" busy={acting === 'claim'} onClick={() => void act('claim')} data-testid="chat-take">
              {t('chat.take')}
            </Button>
          )}
          {c.status === 'open' && (
            <Button size="small" variant="secondary" busy={acting === 'close'} onClick={() => void act('close')} data-testid="chat-close">
              {t('chat.close')}
            </Button>
          )}
        </span>
      </header>
      <Details detail={d} />
      {gone && (
        <p className={styles.notice} role="status">
          {t('chat.gone.text')}
        </p>
      )}
      <Messages messages={d.messages} lang={c.lang} visitorReadSeq={c.visitorReadSeq} onEarlier={() => loadEarlier(queryClient, id)} />
      {/* While the link is live the socket says it (the detail is read only every 30 s then). */}
      {(link.live ? link.typingIn === id : c.visitorTyping) && c.status !== 'closed' && (
        <p className={styles.typing} role="status" data-testid="chat-visitor-typing">
          {t('chat.visitorTyping')}
        </p>
      )}
      {d.canned.length > 0 && c.status !== 'closed' && !gone && <CannedAnswers canned={d.canned} lang={c.lang} onPick={fillCanned} />}
      <ReplyBox
        conversationId={id}
        draft={draft}
        setDraft={setDraft}
        textareaRef={replyRef}
        closed={c.status === 'closed' || gone}
        waiting={c.status === 'waiting'}
        lang={c.lang}
        onSent={async (claimed) => {
          if (claimed) onMoved('open');
          await refresh();
        }}
        onConflict={refresh}
      />
    </section>
  );
}

/** The pane before its conversation is here: loading, the load error with a retry, or a conversation that no longer exists. */
function ConversationPlaceholder({ error, onBack, onRetry }: { error: unknown; onBack(): void; onRetry(): void }) {
  const { t } = useTranslation(['console']);
  return (
    <section className={styles.conversation} aria-labelledby="chat-conversation-title">
      <BackButton onBack={onBack} />
      {error ? (
        isGone(error) ? (
          <div className={styles.noSelection}>
            <h2 id="chat-conversation-title">{t('chat.gone.title')}</h2>
            <p>{t('chat.gone.text')}</p>
          </div>
        ) : (
          <LoadError onRetry={onRetry} />
        )
      ) : (
        <>
          <h2 id="chat-conversation-title" className="visually-hidden">
            {t('chat.loading')}
          </h2>
          <Skeleton height={320} />
        </>
      )}
    </section>
  );
}

/** The topic answers an agent may start a reply with, in the visitor's language. */
function CannedAnswers({ canned, lang, onPick }: { canned: StaffChatDetail['canned']; lang: string; onPick(answer: string): void }) {
  const { t } = useTranslation(['console']);
  return (
    <div className={styles.canned} role="group" aria-label={t('chat.canned')}>
      <span className={styles.cannedLabel} aria-hidden="true">
        {t('chat.canned')}
      </span>
      {canned.map((a) => (
        <button key={a.key} type="button" className={styles.cannedButton} lang={lang} title={a.answer} onClick={() => onPick(a.answer)} data-testid={`chat-canned-${a.key}`}>
          {a.label}
        </button>
      ))}
    </div>
  );
}

function BackButton({ onBack }: { onBack(): void }) {
  const { t } = useTranslation('console');
  return (
    <Button variant="ghost" size="small" className={styles.back} onClick={onBack} data-testid="chat-back">
      <ArrowLeft size={16} aria-hidden="true" />
      {t('chat.back')}
    </Button>
  );
}

/** Who the visitor is: language, country, account, the agent, and a logged-in buyer's latest orders. */
function Details({ detail }: { detail: StaffChatDetail }) {
  const { t } = useTranslation(['console', 'orders']);
  const fmt = useChatFormat();
  const c = detail.conversation;
  return (
    <div className={styles.details}>
      <dl className={styles.meta}>
        <div>
          <dt>{t('chat.meta.language')}</dt>
          <dd>{fmt.language(c.lang)}</dd>
        </div>
        <div>
          <dt>{t('chat.meta.country')}</dt>
          <dd>{fmt.country(c.country) ?? t('chat.meta.unknown')}</dd>
        </div>
        <div>
          <dt>{t('chat.meta.buyer')}</dt>
          <dd>{c.buyerEmail ?? t('chat.guest')}</dd>
        </div>
        <div>
          <dt>{t('chat.meta.agent')}</dt>
          <dd>{c.agentName ?? t('chat.meta.noAgent')}</dd>
        </div>
        {c.product ? (
          <div>
            <dt>{t('chat.meta.product')}</dt>
            <dd>
              {/* Built from the product's id, never from the page path the visitor's window reported. */}
              <a href={`/product/productDetail?spuId=${c.product.spuId}`} target="_blank" rel="noopener" data-testid="chat-product">
                {c.product.name}
              </a>{' '}
              <span className={styles.mono}>{c.product.model}</span>
            </dd>
          </div>
        ) : (
          c.page && (
            <div>
              <dt>{t('chat.meta.page')}</dt>
              <dd className={styles.mono} data-testid="chat-page">
                {c.page}
              </dd>
            </div>
          )
        )}
      </dl>
      {c.buyerEmail && (
        <div className={styles.orders}>
          <h3>{t('chat.orders')}</h3>
          {detail.recentOrders.length === 0 ? (
            <p>{t('chat.noOrders')}</p>
          ) : (
            <ul data-testid="chat-orders">
              {detail.recentOrders.map((o) => (
                <li key={o.orderNo}>
                  <span className={styles.mono}>{o.orderNo}</span> {t(`orders:status.${o.status}`, { defaultValue: o.status })}
                </li>
              ))}
            </ul>
          )}
          <h3>{t('chat.cart')}</h3>
          {detail.cart.length === 0 ? (
            <p>{t('chat.emptyCart')}</p>
          ) : (
            <ul data-testid="chat-cart">
              {detail.cart.map((line) => (
                <li key={line.productNo}>
                  {t('chat.cartLine', { quantity: line.quantity, name: line.name })} <span className={styles.mono}>{line.productNo}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * Oldest first; the view follows the newest message as it arrives. The conversation comes as its
 * newest page: a first seq above 1 means earlier messages, read on demand and put above without
 * moving what the agent is looking at.
 */
function Messages({ messages, lang, visitorReadSeq, onEarlier }: { messages: ChatMessage[]; lang: string; visitorReadSeq: number; onEarlier(): Promise<void> }) {
  const { t } = useTranslation('console');
  const fmt = useChatFormat();
  const logRef = useRef<HTMLDivElement>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const lastSeq = messages.at(-1)?.seq ?? 0;
  const firstSeq = messages[0]?.seq ?? 1;
  // The log's height before earlier messages were put above, to keep the same messages in view.
  const heightBefore = useRef<number | null>(null);
  // "Seen" goes under the newest agent message the visitor's window has shown.
  const seenSeq = messages.reduce((at, m) => (m.from === 'agent' && m.seq <= visitorReadSeq ? m.seq : at), 0);
  useLayoutEffect(() => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastSeq]);
  useLayoutEffect(() => {
    const el = logRef.current;
    if (!el || heightBefore.current === null) return;
    el.scrollTop += el.scrollHeight - heightBefore.current;
    heightBefore.current = null;
    // The button is gone with the first message: the keyboard stays in the log, not on the page's start.
    if (firstSeq <= 1) el.focus({ preventScroll: true });
  }, [firstSeq]);

  const earlier = async () => {
    setLoadingEarlier(true);
    heightBefore.current = logRef.current?.scrollHeight ?? null;
    try {
      await onEarlier();
    } catch {
      // The HTTP client has said what failed; the button stays for another try.
      heightBefore.current = null;
    } finally {
      setLoadingEarlier(false);
    }
  };

  return (
    // Focusable so the keyboard can scroll it; a log, so new messages are read out politely.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by the keyboard (axe: scrollable-region-focusable)
    <div ref={logRef} className={styles.log} role="log" aria-label={t('chat.messages')} tabIndex={0} data-testid="chat-messages">
      {firstSeq > 1 && (
        <div className={styles.earlier}>
          <Button variant="ghost" size="small" busy={loadingEarlier} onClick={() => void earlier()} data-testid="chat-earlier">
            {t('chat.earlier')}
          </Button>
        </div>
      )}
      <ol>
        {messages.map((m) => {
          const kind = kindOf(m);
          const at = new Date(m.sentAt);
          return (
            <li key={m.seq} className={styles.message} data-kind={kind} data-testid="chat-message">
              {kind !== 'notice' && (
                <span className={styles.author}>
                  {kind === 'visitor' ? t('chat.from.visitor') : kind === 'agent' ? t('chat.from.agent', { name: m.user }) : t('chat.from.assistant', { name: m.user })}{' '}
                  <time dateTime={m.sentAt}>{chatTime(at)}</time>
                </span>
              )}
              {m.file ? (
                <div className={styles.bubble}>
                  <ChatFileLink file={m.file} />
                </div>
              ) : (
                <div className={styles.bubble} lang={lang} dangerouslySetInnerHTML={{ __html: sanitizeChatHtml(m.msg) }} />
              )}
              {m.items.length > 0 && (
                <span className={styles.options}>
                  {t('chat.options', { items: fmt.list(m.items.map((i) => i.item)) })}
                </span>
              )}
              {m.seq === seenSeq && (
                <span className={styles.seen} data-testid="chat-seen">
                  {t('chat.seen')}
                </span>
              )}
              {kind === 'notice' && (
                <time className={styles.author} dateTime={m.sentAt}>
                  {chatTime(at)}
                </time>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The reply: Enter sends, Shift+Enter is a new line; a waiting conversation is taken by the reply. */
function ReplyBox(props: {
  conversationId: number;
  draft: string;
  setDraft(v: string): void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  closed: boolean;
  waiting: boolean;
  lang: string;
  onSent(claimed: boolean): Promise<unknown>;
  onConflict(): Promise<unknown>;
}) {
  const { t } = useTranslation('console');
  const { conversationId, draft, setDraft, closed, waiting } = props;
  const [busy, setBusy] = useState(false);
  // Kept while the same text is retried, so a reply that reached the server once is stored once.
  const clientMsgId = useRef<string | null>(null);
  const typingAt = useRef(0);
  const text = draft.trim();

  const send = async () => {
    if (busy || closed || !text) return;
    setBusy(true);
    clientMsgId.current ??= newClientMsgId();
    let sent = false;
    try {
      await chatConsoleApi.reply(conversationId, text, clientMsgId.current);
      clientMsgId.current = null;
      setDraft('');
      sent = true;
    } catch (err) {
      if (isConflict(err)) {
        alert.error(t('chat.conflict.reply'));
        await props.onConflict();
      }
    } finally {
      setBusy(false);
      props.textareaRef.current?.focus();
    }
    // The reply is stored: the agent may send the next one while the pane reloads. Waiting for
    // the reload here dropped an Enter pressed meanwhile (the box was still busy).
    if (sent) await props.onSent(waiting);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing (Chinese, Japanese) picks a candidate, not send.
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || e.keyCode === 229) return;
    e.preventDefault();
    void send();
  };

  return (
    <form
      className={styles.reply}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label htmlFor="chat-reply" className={styles.replyLabel}>
        {t('chat.reply.label')}
      </label>
      <textarea
        id="chat-reply"
        ref={props.textareaRef}
        className={styles.replyInput}
        value={draft}
        maxLength={CHAT_MESSAGE_MAX}
        rows={3}
        disabled={closed}
        aria-describedby="chat-reply-hint chat-reply-count"
        onChange={(e) => {
          clientMsgId.current = null;
          setDraft(e.target.value);
          // The visitor sees "typing" while the agent writes: said again every few seconds.
          const now = Date.now();
          if (e.target.value.trim() && now - typingAt.current >= CHAT_TYPING_EVERY_MS) {
            typingAt.current = now;
            void chatConsoleApi.typing(conversationId).catch(() => undefined);
          }
        }}
        onKeyDown={onKeyDown}
        data-testid="chat-reply"
      />
      <div className={styles.replyFoot}>
        <span id="chat-reply-hint" className={styles.hint}>
          {closed ? t('chat.reply.closedNote') : waiting ? `${t('chat.reply.hint')} ${t('chat.reply.claimHint')}` : t('chat.reply.hint')}
        </span>
        <span id="chat-reply-count" className={styles.count} data-over={draft.length >= CHAT_MESSAGE_MAX || undefined}>
          {t('chat.reply.count', { count: draft.length, max: CHAT_MESSAGE_MAX })}
        </span>
        <Button type="submit" className={styles.send} busy={busy} disabled={closed || !text} data-testid="chat-send">
          {t('chat.reply.send')}
        </Button>
      </div>
    </form>
  );
}
