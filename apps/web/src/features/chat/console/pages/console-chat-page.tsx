import { STAFF_CHAT_QUEUES, type StaffChatQueue, type StaffChatRow } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConsoleQueue } from '../../../../components/console/console-queue';
import { countByStatus } from '../../../../components/console/use-queue-tabs';
import { chatQueueQuery } from '../api/chat-console-api';
import { ConversationPane } from '../components/conversation-pane';
import styles from '../components/console-chat.module.css';
import { useChatFormat, useNow } from '../lib/use-chat-format';
import { useStaffLink } from '../lib/use-staff-link';

const isQueue = (q: string | null): q is StaffChatQueue => STAFF_CHAT_QUEUES.includes(q as StaffChatQueue);

/**
 * /console/chat (agents, administrators): the queues on the left, the open conversation on the
 * right; on a phone one or the other. Which queue and conversation is in the address
 * (`?queue=open&id=12`), so the browser's back button leaves a conversation and a link opens one.
 */
export function Component() {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const queue: StaffChatQueue = isQueue(params.get('queue')) ? (params.get('queue') as StaffChatQueue) : 'waiting';
  const idParam = params.get('id');
  const selected = idParam && /^\d{1,9}$/.test(idParam) ? Number(idParam) : null;
  // The agents' socket: visitors' messages pushed as they are stored; polling is the fallback.
  const link = useStaffLink();
  const list = useQuery(chatQueueQuery(queue, link.live));
  // Where focus goes back to when the phone's conversation view returns to the queue.
  const returnTo = useRef<number | null>(null);

  const go = (changes: { queue?: StaffChatQueue; id?: number | null }, replace = false) => {
    const next = new URLSearchParams(params);
    if (changes.queue) next.set('queue', changes.queue);
    if (changes.id === null) next.delete('id');
    else if (changes.id !== undefined) next.set('id', String(changes.id));
    setParams(next, { replace });
  };

  return (
    <ConsoleQueue
      testId="chat-queue"
      title={t('chat.title')}
      titleRow={(title) => (
        <div className={styles.titleRow}>
          {title}
          <span className={styles.link} data-live={link.live || undefined} role="status" data-testid="chat-link">
            {t(link.live ? 'chat.link.live' : 'chat.link.offline')}
          </span>
        </div>
      )}
      frame={(tabs) => (
        <div className={styles.layout} data-view={selected ? 'conversation' : 'queue'}>
          <section className={styles.queuePane} aria-label={t('chat.queues')}>
            {tabs}
          </section>
          <div className={styles.conversationPane}>
            {selected ? (
              <ConversationPane
                key={selected}
                id={selected}
                link={link}
                onBack={() => {
                  returnTo.current = selected;
                  go({ id: null });
                }}
                onMoved={(to) => go({ queue: to }, true)}
              />
            ) : (
              <div className={styles.noSelection}>
                <h2>{t('chat.noSelection.title')}</h2>
                <p>{t('chat.noSelection.text')}</p>
              </div>
            )}
          </div>
        </div>
      )}
      tabs={{ label: t('chat.queues'), items: STAFF_CHAT_QUEUES, value: queue, onChange: (q) => go({ queue: q }, true), name: (q) => t(`chat.queue.${q}`), count: countByStatus }}
      query={list}
      renderPage={(data) =>
        data.items.length === 0 ? (
          <p className={styles.empty} data-testid="chat-queue-empty">
            {t(`chat.empty.${queue}`)}
          </p>
        ) : (
          <QueueList items={data.items} queue={queue} selected={selected} returnTo={returnTo} />
        )
      }
    />
  );
}

/** A queue's conversations; ↑ and ↓ (Home, End) move between them, Enter opens one. */
function QueueList({ items, queue, selected, returnTo }: { items: readonly StaffChatRow[]; queue: StaffChatQueue; selected: number | null; returnTo: { current: number | null } }) {
  const { t } = useTranslation('console');
  const fmt = useChatFormat();
  const now = useNow();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (returnTo.current === null || selected !== null) return;
    listRef.current?.querySelector<HTMLAnchorElement>(`[data-conversation="${returnTo.current}"]`)?.focus();
    returnTo.current = null;
  });

  const move = (e: KeyboardEvent<HTMLUListElement>) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-conversation]') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const last = links.length - 1;
    const next = e.key === 'ArrowDown' ? Math.min(at + 1, last) : e.key === 'ArrowUp' ? Math.max(at - 1, 0) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (next < 0 || at < 0) return;
    e.preventDefault();
    links[next]?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys move between the links inside, heard as they bubble
    <ul ref={listRef} className={styles.queue} onKeyDown={move} data-testid="chat-queue">
      {items.map((c) => {
        const country = fmt.country(c.country);
        return (
          <li key={c.conversationId}>
            <Link
              to={`?queue=${queue}&id=${c.conversationId}`}
              className={styles.row}
              aria-current={c.conversationId === selected ? 'true' : undefined}
              data-conversation={c.conversationId}
              data-testid={`chat-row-${c.conversationId}`}
            >
              <span className={styles.rowTop}>
                <strong className={styles.rowWho}>{c.buyerEmail ?? t('chat.guest')}</strong>
                <span className={styles.rowWhen}>{queue === 'waiting' ? t('chat.waited', { duration: fmt.duration(c.since, now) }) : fmt.ago(c.lastAt, now)}</span>
              </span>
              <span className={styles.rowMeta}>
                {fmt.language(c.lang)}
                {country && ` · ${country}`}
                {c.agentName && ` · ${c.agentName}`}
              </span>
              {(c.product || c.page) && <span className={styles.rowPage}>{c.product ? `${c.product.name} · ${c.product.model}` : c.page}</span>}
              <span className={styles.rowLast} lang={c.lang}>
                {c.lastMessage}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
