import { CHAT_TYPING_SHOW_MS } from '@netshop/contract/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiBase } from '../../../../lib/api';
import { chatConsoleApi } from '../api/chat-console-api';
import { liveCache } from './live-cache';
import { StaffSocket, staffSocketUrl } from './staff-socket';

export interface StaffLink {
  /** The server answers on the socket: polling slows to a fallback. */
  live: boolean;
  /** The conversation whose visitor is typing now, as the socket last said. */
  typingIn: number | null;
  /** The conversation on screen, once its messages are loaded (null: none). */
  watch(conversationId: number | null): void;
}

/** The console page's socket: opened on mount, closed on unmount, its pushes written into the query cache. */
export function useStaffLink(): StaffLink {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const [typingIn, setTypingIn] = useState<number | null>(null);
  const socketRef = useRef<StaffSocket | null>(null);
  // Asked for before the socket exists (a pane's effect runs before the page's): kept until it does.
  const watching = useRef<number | null>(null);

  useEffect(() => {
    const cache = liveCache(queryClient);
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const socket = new StaffSocket({
      ticket: chatConsoleApi.ticket,
      url: (ticket) => staffSocketUrl(apiBase(), ticket),
      after: cache.after,
      onMessage(id, m) {
        cache.message(id, m);
        // The visitor's message ends the "typing" that preceded it.
        if (m.from === 'visitor') setTypingIn((t) => (t === id ? null : t));
      },
      onActivity: cache.activity,
      onChanged(id) {
        // The queues show who the visitor is and how far they read; the conversation on screen too.
        cache.activity();
        if (id === watching.current) cache.changed(id);
      },
      onVisitorTyping(id) {
        setTypingIn(id);
        clearTimeout(typingTimer);
        typingTimer = setTimeout(() => setTypingIn(null), CHAT_TYPING_SHOW_MS);
      },
      onState: (state) => setLive(state === 'live'),
      log: console,
    });
    socketRef.current = socket;
    socket.watch(watching.current);
    socket.connect();
    return () => {
      socketRef.current = null;
      socket.close();
      cache.dispose();
      clearTimeout(typingTimer);
    };
  }, [queryClient]);

  const watch = useCallback((id: number | null) => {
    watching.current = id;
    socketRef.current?.watch(id);
  }, []);

  return { live, typingIn, watch };
}
