import { CHAT_PRODUCT_ITEM } from '@netshop/contract/chat';
import { CHAT_MESSAGE_MAX } from '@netshop/contract/constants';
import type { LangCode } from '@netshop/contract/languages';
import { Paperclip, SendHorizontal, Smile } from 'lucide-react';
import { useCallback, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmojiPicker } from '../hooks/use-emoji-picker';
import type { ChatSends } from '../hooks/use-chat-sends';
import { appendWithinLimit, checkDraft, FILE_ACCEPT } from '../lib/conversation';
import styles from './chat.module.css';

// The chat window's footer (docs/product.md#screens): the message box with its counter, the emoji picker, the
// attach button and send; on a product page a quick question about that product.

interface Props {
  lang: LangCode;
  /** The window is ready and its link is up: messages and files may go. */
  canSend: boolean;
  /** The window is open on a product page. */
  onProduct: boolean;
  sends: Pick<ChatSends, 'send' | 'attach'>;
  /** The agent sees "typing" (use-chat-connection.ts). */
  sayTyping(text: string): void;
  typingEnded(): void;
  emoji: EmojiPicker;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

export function ChatComposer({ lang, canSend, onProduct, sends, sayTyping, typingEnded, emoji, textareaRef }: Props) {
  const { t } = useTranslation();
  const textareaId = useId();
  const hintId = useId();
  const counterId = useId();
  const errorId = useId();
  const emojiId = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pickEmoji = useCallback((e: string) => setDraft((d) => appendWithinLimit(d, e)), []);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    const check = checkDraft(draft);
    if (!check.ok) {
      // docs/product.md#validation: an empty message is not sent; one over the limit is refused here, not by the server.
      setError(check.reason === 'tooLong' ? t('chat.tooLong', { max: CHAT_MESSAGE_MAX }) : null);
      return;
    }
    sends.send(check.msg);
    setDraft('');
    setError(null);
    typingEnded();
  };

  const onTextKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; Enter that confirms an IME composition (Chinese, Japanese) is neither.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing && e.keyCode !== 229) {
      e.preventDefault();
      submit();
    }
  };

  const { Popup } = emoji;
  return (
    <form className={styles.footer} onSubmit={submit}>
      {emoji.open && Popup && <Popup id={emojiId} lang={lang} onPick={pickEmoji} onClose={emoji.close} />}
      {onProduct && (
        // On a product page the assistant can answer about that product (its name, model and stock).
        <button type="button" className={`${styles.quickReply} ${styles.productReply}`} disabled={!canSend} onClick={() => sends.send(t('chat.askProduct'), CHAT_PRODUCT_ITEM)}>
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
      <ComposerToolbar emoji={emoji} emojiId={emojiId} counterId={counterId} count={draft.length} canSend={canSend} canSubmit={canSend && draft.trim() !== ''} attach={sends.attach} />
    </form>
  );
}

interface ToolbarProps {
  emoji: EmojiPicker;
  emojiId: string;
  counterId: string;
  /** The draft's length. */
  count: number;
  canSend: boolean;
  canSubmit: boolean;
  attach(file: File): void;
}

/** The row under the message box: emoji, attach (a hidden file input), the counter and send. */
function ComposerToolbar({ emoji, emojiId, counterId, count, canSend, canSubmit, attach }: ToolbarProps) {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file && canSend) attach(file);
  };
  return (
    <div className={styles.toolbar}>
      <button
        ref={emoji.buttonRef}
        type="button"
        className={styles.toolButton}
        aria-label={t('chat.emojiToggle')}
        title={t('chat.emojiToggle')}
        aria-expanded={emoji.open}
        aria-controls={emoji.open ? emojiId : undefined}
        onClick={emoji.toggle}
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
      <button type="submit" className={styles.sendButton} aria-label={t('chat.send')} title={t('chat.send')} disabled={!canSubmit}>
        <SendHorizontal size={20} aria-hidden="true" />
      </button>
    </div>
  );
}
