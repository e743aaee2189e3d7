import { useCallback, useRef, useState, type ComponentType, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../lib/alerts';
import type { EmojiPopupProps } from '../components/emoji-popup';

// The chat window's emoji picker (docs/product.md#screens): its code is loaded the first time it opens; closing it
// returns focus to the button that opened it.

const loadEmojiPopup = () => import('../components/emoji-popup').then((m) => m.EmojiPopup);

export interface EmojiPicker {
  open: boolean;
  /** The picker's component, once loaded. */
  Popup: ComponentType<EmojiPopupProps> | null;
  toggle(): void;
  close(): void;
  /** The button that opens and closes it. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

export function useEmojiPicker(): EmojiPicker {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [Popup, setPopup] = useState<ComponentType<EmojiPopupProps> | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    if (!Popup)
      loadEmojiPopup()
        .then((c) => setPopup(() => c))
        .catch(() => {
          setOpen(false);
          alert.error(t('chat.emoji.loadError'));
        });
  };

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return { open, Popup, toggle, close, buttonRef };
}
