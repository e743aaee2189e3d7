import { EllipsisVertical, Mail, Mic, Smartphone } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../lib/alerts';
import styles from './chat.module.css';

// The window's small menu of docs/product.md#screens. "Send to e-mail" mails the conversation to a logged-in buyer
// (a guest is asked to log in first: the shop mails only an address it has verified); the app
// and voice calls do not exist yet, and say so honestly instead of pretending.
const OPTIONS = [
  { key: 'email', Icon: Mail },
  { key: 'app', Icon: Smartphone },
  { key: 'voice', Icon: Mic },
] as const;

export function ChatMenu({ onEmail }: { onEmail(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) itemsRef.current[0]?.focus();
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const items = itemsRef.current.filter((x): x is HTMLButtonElement => x !== null);
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => {
      e.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(items.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    } else if (e.key === 'Tab') close(false);
  };

  return (
    <div className={styles.menuWrap}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.headerButton}
        aria-label={t('chat.more')}
        title={t('chat.more')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <EllipsisVertical size={18} aria-hidden="true" />
      </button>
      {open && (
        // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- its items take focus; the menu only hears their arrow keys
        <div
          id={menuId}
          role="menu"
          aria-label={t('chat.more')}
          className={styles.menu}
          onKeyDown={onMenuKey}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null) && e.relatedTarget !== buttonRef.current) setOpen(false);
          }}
        >
          {OPTIONS.map(({ key, Icon }, i) => (
            <button
              key={key}
              ref={(el) => {
                itemsRef.current[i] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.menuItem}
              onClick={() => {
                if (key === 'email') onEmail();
                else alert.info(t(`chat.unavailable.${key}`));
                close(true);
              }}
            >
              <Icon size={16} aria-hidden="true" />
              {t(`chat.menu.${key}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
