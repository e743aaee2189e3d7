import type { ReactNode } from 'react';
import { LoadError } from '../ui/load-error';
import { Pagination } from '../ui/pagination';
import { Skeleton } from '../ui/skeleton';
import { Tabs } from '../ui/tabs';
import styles from './console-page.module.css';

/** One page of a staff queue as the server answers it (docs/product.md#calls: lists are paged). */
export interface QueuePage<T> {
  items: readonly T[];
  /** How many in all, for the pages; a queue answered whole (chat) has none. */
  total?: number;
}

/** What the queue reads of a react-query result. */
export interface QueueQuery<P> {
  data: P | undefined;
  isError: boolean;
  refetch(): unknown;
}

interface QueueBase<S extends string, P extends QueuePage<unknown>> {
  /** The queue's name in test ids: `<testId>-tab-<tab>`, `<testId>-empty`, `<testId>-queue`. */
  testId: string;
  title: string;
  /** The sentence under the title; none for a queue whose tabs say it (orders). */
  lead?: string;
  /** Filters and search, between the lead and the tabs. */
  filters?: ReactNode;
  /** The queue's statuses; a queue without (coupons) shows its one list. */
  tabs?: {
    label: string;
    items: readonly S[];
    value: S;
    onChange(tab: S): void;
    name(tab: S): string;
    /** How many wait under a tab, shown as " (n)" once a page has loaded; none when undefined. */
    count?(tab: S, page: P): number | undefined;
  };
  query: QueueQuery<P>;
  /** The page shown; a queue that lists everything at once (coupons) has no pages. */
  page?: number;
  pageSize?: number;
  onPage?(page: number): void;
  /** What holds the tabs, or the list without them: the orders' and coupons' panel, the chat's two panes. */
  frame?(queue: ReactNode): ReactNode;
  /** What holds the h1: the chat's title row with the link's status beside it. */
  titleRow?(title: ReactNode): ReactNode;
}

/** A queue of cards, or (renderPage) a queue that shows its page otherwise, as the reviews' table. */
export type ConsoleQueueProps<S extends string, P extends QueuePage<unknown>> = QueueBase<S, P> &
  (
    | {
        /** What an empty tab says, in a panel under the tabs. */
        empty: ReactNode;
        /** One card of the list: an <li> with its key. */
        renderItem(item: P['items'][number]): ReactNode;
        renderPage?: never;
      }
    | {
        /** In place of the empty text and the list of cards; the pagination still follows. */
        renderPage(page: P): ReactNode;
      }
  );

/**
 * The staff queue every console page shows (docs/product.md#screens): title and lead, filters,
 * tabs by status with their counts, and under the selected tab the page of cards with its
 * pagination, an empty text, a skeleton while loading, or the load error with a retry.
 */
export function ConsoleQueue<S extends string, P extends QueuePage<unknown>>(props: ConsoleQueueProps<S, P>) {
  const { testId, tabs, query } = props;
  const data = query.data;
  const { page, pageSize, onPage } = props;
  const total = data?.total;
  const pagination = total !== undefined && page !== undefined && pageSize !== undefined && onPage && <Pagination page={page} total={Math.max(1, Math.ceil(total / pageSize))} onChange={onPage} />;
  const body =
    query.isError && !data ? (
      <LoadError onRetry={() => void query.refetch()} />
    ) : !data ? (
      <Skeleton height={200} />
    ) : props.renderPage ? (
      <>
        {props.renderPage(data)}
        {pagination}
      </>
    ) : data.items.length === 0 ? (
      <p className={styles.emptyPanel} data-testid={`${testId}-empty`}>
        {props.empty}
      </p>
    ) : (
      <>
        <ul className={styles.queue} data-testid={`${testId}-queue`}>
          {data.items.map((item) => props.renderItem(item))}
        </ul>
        {pagination}
      </>
    );

  const frame = props.frame ?? ((queue: ReactNode) => queue);
  const title = <h1>{props.title}</h1>;
  return (
    <>
      {props.titleRow ? props.titleRow(title) : title}
      {props.lead !== undefined && <p className={styles.lead}>{props.lead}</p>}
      {props.filters}
      {frame(
        tabs ? (
          <Tabs
            label={tabs.label}
            value={tabs.value}
            onChange={(id) => tabs.onChange(id as S)}
            items={tabs.items.map((s) => {
              const count = data && tabs.count?.(s, data);
              return {
                id: s,
                label: (
                  <span data-testid={`${testId}-tab-${s}`}>
                    {tabs.name(s)}
                    {count !== undefined && ` (${count})`}
                  </span>
                ),
                content: body,
              };
            })}
          />
        ) : (
          body
        ),
      )}
    </>
  );
}
