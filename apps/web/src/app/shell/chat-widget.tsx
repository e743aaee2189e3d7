import { Minus, MessageCircle, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/site-store';
import styles from './shell.module.css';

/**
 * The floating chat button, always present (§2). Clicking opens the chat window, clicking again
 * closes it. Live messaging arrives with the chat issue; until then the window says so honestly
 * and offers the support e-mail.
 */
export function ChatWidget() {
  const { t } = useTranslation();
  const email = useSite((s) => s.baseConfig?.contactEmail ?? '');
  const [open, setOpen] = useState(false);
  return (
    <>
      {open && (
        <section className={styles.chatWindow} role="dialog" aria-labelledby="chat-title" data-testid="chat-window">
          <div className={styles.chatHeader}>
            <h2 id="chat-title">{t('chat.title')}</h2>
            <button type="button" className={styles.action} style={{ color: '#fff' }} aria-label={t('chat.minimize')}>
              <Minus size={18} aria-hidden="true" />
            </button>
            <button type="button" className={styles.action} style={{ color: '#fff' }} aria-label={t('common.close')} onClick={() => setOpen(false)}>
              <X size={18} aria-hidden="true" />
            </button>
          </div>
          <div className={styles.chatBody}>
            <p>{t('chat.comingSoon')}</p>
            {email && (
              <p>
                <a href={`mailto:${email}`}>{email}</a>
              </p>
            )}
          </div>
        </section>
      )}
      <button
        type="button"
        className={`${styles.roundButton} ${styles.chatButton}`}
        aria-label={t('chat.open')}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="chat-button"
      >
        <MessageCircle size={24} aria-hidden="true" />
      </button>
    </>
  );
}
