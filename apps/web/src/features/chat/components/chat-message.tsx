import { CHAT_MESSAGE_TYPES, CHAT_USER_TYPES, chatTime } from '@netshop/contract/chat';
import { Headset } from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatFileLink } from '../../../components/ui/chat-file';
import type { ChatEntry } from '../lib/conversation';
import { sanitizeChatHtml } from '../../../lib/chat-html';
import styles from './chat.module.css';

interface Props {
  entry: ChatEntry;
  /** Quick replies can be picked while the link can carry them. */
  canReply: boolean;
  onQuickReply(itemId: string, item: string): void;
  /** Sends a failed message again (same client id). */
  onResend(clientMsgId: string): void;
  /** The agent has read up to this message (shown under the newest such one). */
  read?: boolean;
}

/** One message of docs/product.md#entities: a system notice centred, the visitor's own on the right, customer service on the left. */
export const ChatMessageView = memo(function ChatMessageView({ entry, canReply, onQuickReply, onResend, read = false }: Props) {
  const { t } = useTranslation();
  const { message: m, state } = entry;
  const html = m.file ? <ChatFileLink file={m.file} /> : <span className={styles.text} data-testid="chat-text" dangerouslySetInnerHTML={{ __html: sanitizeChatHtml(m.msg) }} />;
  const time = (
    <time dateTime={m.sentAt} className={styles.time}>
      {chatTime(new Date(m.sentAt))}
    </time>
  );

  if (m.type === CHAT_MESSAGE_TYPES.notice) {
    return (
      <div className={styles.notice} data-testid="chat-message" data-type="notice">
        {html}
      </div>
    );
  }

  const mine = m.userType === CHAT_USER_TYPES.visitor || m.type === CHAT_MESSAGE_TYPES.quickReply;
  if (mine) {
    return (
      <div className={`${styles.row} ${styles.mine}`} data-testid="chat-message" data-type="visitor" data-state={state}>
        <div className={`${styles.bubble} ${styles.bubbleMine}`}>
          <span className="visually-hidden">{t('chat.you')}: </span>
          {html}
        </div>
        <div className={styles.meta}>
          {state === 'pending' && <span className={styles.pending}>{t('chat.sending')}</span>}
          {read && <span className={styles.read} data-testid="chat-read">{t('chat.read')}</span>}
          {state === 'failed' && (
            <>
              <span className={styles.failed}>{t('chat.notSent')}</span>
              {m.clientMsgId && (
                <button type="button" className={styles.linkButton} disabled={!canReply} onClick={() => onResend(m.clientMsgId!)}>
                  {t('chat.resend')}
                </button>
              )}
            </>
          )}
          {time}
        </div>
      </div>
    );
  }

  return (
    <div className={`${styles.row} ${styles.theirs}`} data-testid="chat-message" data-type="service" data-from={m.from}>
      <Avatar src={m.avatar} />
      <div className={styles.theirsBody}>
        <div className={styles.meta}>
          <span className={styles.user}>{m.user}</span>
          {time}
        </div>
        <div className={`${styles.bubble} ${styles.bubbleTheirs}`}>{html}</div>
        {m.items.length > 0 && (
          <div className={styles.quickReplies} role="group" aria-label={t('chat.quickReplies')}>
            {m.items.map((q) => (
              <button key={q.itemId} type="button" className={styles.quickReply} disabled={!canReply} onClick={() => onQuickReply(q.itemId, q.item)}>
                {q.item}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
});

/** The agent's picture, or a headset when there is none or it does not load (the name is shown beside it). */
function Avatar({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  // Only a picture of this site or an https one; never a javascript: or data: URL from a message.
  const safe = src && (src.startsWith('/') || src.startsWith('https://')) && !src.startsWith('//');
  return (
    <span className={styles.avatar} aria-hidden="true">
      {safe && !broken ? <img src={src} alt="" width={32} height={32} onError={() => setBroken(true)} /> : <Headset size={18} />}
    </span>
  );
}
