import { MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ChatWindowProps } from '../../features/chat/components/chat-window';
import { alert } from '../../lib/alerts';
import { onOpenChat } from '../../lib/chat-launcher';
import { useVisitorId } from '../../lib/use-shop';
import { useSession, useSite } from '../../lib/site-store';
import styles from './shell.module.css';

// The window, its socket client and (later, on its own toggle) the emoji picker are fetched when
// the visitor first opens the chat: the first paint of every page carries only this button.
const loadWindow = () => import('../../features/chat/components/chat-window').then((m) => m.ChatWindow);
const WINDOW_ID = 'chat-window';

/**
 * The floating chat button, always present (docs/product.md#screens, #states): the first click loads the conversation and
 * opens the window, the next closes it (and so disconnects the socket).
 */
export function ChatWidget() {
  const { t } = useTranslation();
  const visitorId = useVisitorId();
  const langId = useSite((s) => s.defaultLangId);
  const isLogin = useSession((s) => s.isLogin);
  const [open, setOpen] = useState(false);
  const [ChatWindow, setChatWindow] = useState<ComponentType<ChatWindowProps> | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const show = () => {
    setOpen(true);
    loadWindow()
      .then((w) => setChatWindow(() => w))
      .catch(() => {
        // The chunk did not arrive (offline, a new deployment): say so; the next click tries again.
        setOpen(false);
        alert.error(t('chat.linkError'));
      });
  };
  const toggle = () => (open ? setOpen(false) : show());
  // A page's "start a chat" (lib/chat-launcher) opens it; an open window stays open.
  const showRef = useRef(show);
  showRef.current = show;
  useEffect(() => onOpenChat(() => showRef.current()), []);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      {open &&
        ChatWindow &&
        createPortal(
          // A login or logout while it is open opens the other conversation (it follows the buyer).
          <ChatWindow key={String(isLogin)} id={WINDOW_ID} visitorId={visitorId} langId={langId} isLogin={isLogin} onClose={close} />,
          document.body,
        )}
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.roundButton} ${styles.chatButton}`}
        aria-label={t('chat.open')}
        aria-expanded={open}
        aria-controls={open && ChatWindow ? WINDOW_ID : undefined}
        aria-busy={open && !ChatWindow ? true : undefined}
        onClick={toggle}
        // A pointer on its way to the button: start fetching the window's code.
        onPointerEnter={() => void loadWindow().catch(() => undefined)}
        data-testid="chat-button"
      >
        <MessageCircle size={24} aria-hidden="true" />
      </button>
    </>
  );
}
