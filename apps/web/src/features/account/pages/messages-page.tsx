import type { MessageList, UserMessage } from '@netshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellOff, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button, buttonClass } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { useShop } from '../../../lib/use-shop';
import { ACCOUNT_KEY, accountApi, messagesQuery } from '../api/account-api';
import styles from '../components/account.module.css';
import { LoadError } from '../../../components/ui/load-error';

const PAGE_SIZE = 10;
const messagesKey = [...ACCOUNT_KEY, 'messages'];

/** /accountCenter/message: shipping, logistics, account and order notices; opening one marks it read. */
export function Component() {
  const { t } = useTranslation(['account', 'pages']);
  const { locale } = useShop();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(messagesQuery(page, PAGE_SIZE));

  // Read state changes at once on screen; the server's answer is fetched again afterwards.
  const setRead = (match: (m: UserMessage) => boolean) =>
    queryClient.setQueriesData<MessageList>({ queryKey: messagesKey }, (old) => {
      if (!old) return old;
      let changed = 0;
      const items = old.items.map((m) => (!m.read && match(m) ? (changed++, { ...m, read: true }) : m));
      return { ...old, items, unread: Math.max(0, old.unread - changed) };
    });
  const refresh = () => queryClient.invalidateQueries({ queryKey: messagesKey });

  const markOne = useMutation({
    mutationFn: (m: UserMessage) => accountApi.markRead(m.messageId),
    onMutate: (m) => setRead((x) => x.messageId === m.messageId),
    onSettled: refresh,
  });
  const markAll = useMutation({
    mutationFn: accountApi.markAllRead,
    onSuccess: () => {
      setRead(() => true);
      alert.success(t('success.operationSuccessful'));
    },
    onSettled: refresh,
  });

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const date = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <PageFrame title={t('pages:message')}>
      {list.isError && !data ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : !data ? (
        <div aria-busy="true" className={styles.messages}>
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} style={{ padding: 16 }}>
              <Skeleton height={48} />
            </div>
          ))}
        </div>
      ) : data.total === 0 ? (
        <div className={styles.empty}>
          <BellOff size={40} aria-hidden="true" />
          <h2>{t('messages.emptyTitle')}</h2>
          <p>{t('messages.emptyText')}</p>
          <Link to="/product/queryProduct" className={buttonClass('primary')}>
            {t('messages.browse')}
          </Link>
        </div>
      ) : (
        <>
          <div className={styles.panelHead}>
            <p aria-live="polite">{t('messages.summary', { total: data.total, unread: data.unread })}</p>
            <Button variant="secondary" size="small" disabled={data.unread === 0} busy={markAll.isPending} onClick={() => markAll.mutate()} data-testid="messages-read-all">
              <CheckCheck size={16} aria-hidden="true" />
              {t('messages.markAll')}
            </Button>
          </div>
          <ul className={styles.messages} aria-busy={list.isFetching || undefined}>
            {data.items.map((m) => (
              <li key={m.messageId} className={m.read ? undefined : styles.unread} data-testid="message-item" data-read={m.read}>
                {m.read ? (
                  <div className={styles.message}>
                    <MessageContent m={m} date={date} />
                  </div>
                ) : (
                  <button type="button" className={styles.message} onClick={() => markOne.mutate(m)} aria-describedby="mark-read-hint">
                    <MessageContent m={m} date={date} />
                  </button>
                )}
              </li>
            ))}
          </ul>
          <p id="mark-read-hint" className="visually-hidden">
            {t('messages.clickToRead')}
          </p>
          <Pagination page={page} total={pages} onChange={(p) => setParams({ page: String(p) })} />
        </>
      )}
    </PageFrame>
  );
}

function MessageContent({ m, date }: { m: UserMessage; date(iso: string): string }) {
  const { t } = useTranslation('account');
  return (
    <>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.messageHead}>
        <span className={styles.messageTitle}>
          {!m.read && <span className="visually-hidden">{t('messages.unread')} </span>}
          {m.title}
        </span>
        <span className={styles.messageMeta}>
          <span className={styles.tag}>{t(`messages.types.${m.type}`)}</span>
          {m.sender} · <time dateTime={m.createdAt}>{date(m.createdAt)}</time>
        </span>
      </span>
      <span className={styles.messageBody}>{m.body}</span>
    </>
  );
}
