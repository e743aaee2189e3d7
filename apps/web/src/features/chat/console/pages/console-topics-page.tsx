import type { StaffChatTopic } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { HttpError } from '../../../../lib/http';
import { staffCan, useStaffMe } from '../../../../lib/staff-session';
import { chatTopicsQuery } from '../api/chat-console-api';
import { TopicEditor } from '../components/topic-editor';
import styles from '../components/console-topics.module.css';
import { topicName } from '../lib/topic-form';

const isForbidden = (err: unknown) => err instanceof HttpError && err.code === 403;

/**
 * /console/chat/topics (administrators, permission chat.assistant): the topics the chat assistant
 * offers visitors, in their order, and an editor for one of them: its position, whether it is
 * offered, and its label and answer in all six languages. Which topic is open is in the address
 * (`?key=shipping`); on a phone the list and the editor take turns.
 */
export function Component() {
  const { t, i18n } = useTranslation('console');
  const me = useStaffMe();
  const allowed = staffCan(me.data, 'chat.assistant');
  const list = useQuery({ ...chatTopicsQuery, enabled: allowed });
  const [params, setParams] = useSearchParams();
  const key = params.get('key');
  // Where focus goes back to when the phone's editor returns to the list.
  const returnTo = useRef<string | null>(null);

  const topics = useMemo(() => (list.data ? [...list.data].sort((a, b) => a.sort - b.sort) : undefined), [list.data]);
  const selected = topics?.find((topic) => topic.key === key) ?? null;

  if (!me.data) return <Skeleton height={200} />;
  if (!allowed || isForbidden(list.error)) {
    return (
      <>
        <h1>{t('topics.title')}</h1>
        <p className={styles.noAccess} data-testid="topics-no-access">
          {t('topics.noAccess')}
        </p>
      </>
    );
  }

  return (
    <>
      <h1>{t('topics.title')}</h1>
      <p className={styles.lead}>{t('topics.lead')}</p>
      <div className={styles.layout} data-view={selected ? 'editor' : 'list'}>
        <section className={styles.listPane} aria-labelledby="topics-list-title">
          <h2 id="topics-list-title">{t('topics.list')}</h2>
          {list.isError && !list.data ? (
            <LoadError onRetry={() => void list.refetch()} />
          ) : !topics ? (
            <Skeleton height={240} />
          ) : topics.length === 0 ? (
            <p className={styles.empty}>{t('topics.empty')}</p>
          ) : (
            <TopicList topics={topics} selected={selected?.key ?? null} lang={i18n.language} returnTo={returnTo} />
          )}
        </section>
        <div className={styles.editorPane}>
          {selected ? (
            <TopicEditor
              key={selected.key}
              topic={selected}
              onBack={() => {
                returnTo.current = selected.key;
                const next = new URLSearchParams(params);
                next.delete('key');
                setParams(next);
              }}
            />
          ) : (
            <div className={styles.noSelection}>
              <h2>{t('topics.noSelection.title')}</h2>
              <p>{t('topics.noSelection.text')}</p>
            </div>
          )}
        </div>
      </div>
    </>
  );
}

/** The topics in order; ↑ and ↓ (Home, End) move between them, Enter opens one. */
function TopicList({ topics, selected, lang, returnTo }: { topics: StaffChatTopic[]; selected: string | null; lang: string; returnTo: { current: string | null } }) {
  const { t } = useTranslation('console');
  const listRef = useRef<HTMLUListElement>(null);

  // Keys are letters, digits, - and _ (the contract's staffChatTopicParams): safe in a selector.
  useEffect(() => {
    if (returnTo.current === null || selected !== null) return;
    listRef.current?.querySelector<HTMLAnchorElement>(`[data-topic="${returnTo.current}"]`)?.focus();
    returnTo.current = null;
  });

  const move = (e: KeyboardEvent<HTMLUListElement>) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-topic]') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const last = links.length - 1;
    const next = e.key === 'ArrowDown' ? Math.min(at + 1, last) : e.key === 'ArrowUp' ? Math.max(at - 1, 0) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (next < 0 || at < 0) return;
    e.preventDefault();
    links[next]?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys move between the links inside, heard as they bubble
    <ul ref={listRef} className={styles.list} onKeyDown={move} data-testid="topics-list">
      {topics.map((topic) => (
        <li key={topic.key}>
          <Link
            to={`?key=${encodeURIComponent(topic.key)}`}
            className={styles.row}
            aria-current={topic.key === selected ? 'true' : undefined}
            data-topic={topic.key}
            data-testid={`topic-row-${topic.key}`}
          >
            <span className={styles.rowTop}>
              <strong className={styles.rowName}>{topicName(topic, lang)}</strong>
              <span className={styles.state} data-active={topic.active || undefined}>
                {topic.active ? t('topics.active') : t('topics.inactive')}
              </span>
            </span>
            <span className={styles.rowMeta}>
              <code className={styles.key}>{topic.key}</code>
              <span>{t(`topics.action.${topic.action}`)}</span>
              <span>{t('topics.sortValue', { sort: topic.sort })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
