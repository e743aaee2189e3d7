import type { StaffChatQueue } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { chatConsoleApi, chatQueueKey, conversationQuery } from '../api/chat-console-api';
import type { StaffLink } from '../lib/use-staff-link';

const isConflict = (err: unknown) => err instanceof HttpError && err.code === 409;

/**
 * One conversation as an agent holds it: its detail (pushed by the agents' socket once loaded,
 * polled otherwise), taking it from the waiting queue and closing it, and reading it again after.
 */
export function useConversation(id: number, link: StaffLink, onMoved: (queue: StaffChatQueue) => void) {
  const { t } = useTranslation(['console']);
  const queryClient = useQueryClient();
  const detail = useQuery(conversationQuery(queryClient, id, link.live));
  const loaded = detail.data !== undefined;
  const [acting, setActing] = useState<'claim' | 'close' | null>(null);

  // Pushed messages once the first page is here: the socket sends what follows its last seq
  // (watched before that, it would send the conversation from its very first message).
  const { watch } = link;
  useEffect(() => {
    if (!loaded) return;
    watch(id);
    return () => watch(null);
  }, [id, loaded, watch]);

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: chatQueueKey }), detail.refetch()]);

  const act = async (what: 'claim' | 'close') => {
    setActing(what);
    try {
      await chatConsoleApi[what](id);
      alert.success(t(what === 'claim' ? 'chat.taken' : 'chat.closedDone'));
      if (what === 'claim') onMoved('open');
    } catch (err) {
      // 409: another agent took or closed it first; other failures were shown by the HTTP client.
      if (isConflict(err)) alert.error(t(what === 'claim' ? 'chat.conflict.claim' : 'chat.conflict.close'));
    } finally {
      setActing(null);
      await refresh();
    }
  };
  return { detail, loaded, acting, act, refresh };
}
