import { useEffect, useLayoutEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { chatApi } from '../api/chat-api';
import { firstSeq, mergeMessages, type ChatEntry } from '../lib/conversation';

// The messages the chat window shows (docs/product.md#states): the newest page of the visitor's conversation over
// HTTP when the window opens, and the pages before it on request ("earlier messages"). The socket
// (use-chat-connection.ts) merges what follows into the same list.

export type ChatLoad = 'waiting' | 'loading' | 'ready' | 'error';

export interface ChatHistory {
  entries: ChatEntry[];
  setEntries: Dispatch<SetStateAction<ChatEntry[]>>;
  load: ChatLoad;
  /** Reads the newest page again after it failed. */
  retry(): void;
  /** The page before the first message shown: being read, or none left (the server had none). */
  earlier: 'idle' | 'loading' | 'none';
  hasEarlier: boolean;
  loadEarlier(): void;
}

/** `logRef` is the scrolling log: a prepended page keeps what the visitor reads in place. */
export function useChatHistory(visitorId: string, logRef: RefObject<HTMLElement | null>): ChatHistory {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [load, setLoad] = useState<ChatLoad>(visitorId ? 'loading' : 'waiting');
  const [reload, setReload] = useState(0);
  const [earlier, setEarlier] = useState<'idle' | 'loading' | 'none'>('idle');
  /** The log's height and scroll before earlier messages were prepended, to keep what the visitor reads in place. */
  const prependedFrom = useRef<{ height: number; top: number } | null>(null);

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
  }, [entries, logRef]);

  return { entries, setEntries, load, retry: () => setReload((n) => n + 1), earlier, hasEarlier, loadEarlier };
}
