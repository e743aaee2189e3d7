import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { HttpError } from '../../lib/http';
import { Button } from '../ui/button';
import { LoadError } from '../ui/load-error';
import { Skeleton } from '../ui/skeleton';
import type { QueueQuery } from './console-queue';

export interface ConsoleDetailProps<D> {
  /** The button back to the queue. */
  back: { label: string; onBack(): void; testId: string };
  /** The page's h1: the item's name once loaded, the queue's before. */
  title: string;
  titleTestId?: string;
  query: QueueQuery<D> & { error: unknown };
  /** What the page says, under the title, when the item is not there (an answer of 404). */
  notFound: ReactNode;
  /** The item, once loaded. */
  children(data: D): ReactNode;
}

/**
 * One item of a console queue opened (docs/product.md#screens): a way back to the queue, the
 * item's title, then the item, a skeleton while it loads, the load error with a retry, or what
 * is said when it does not exist.
 */
export function ConsoleDetail<D>({ back, title, titleTestId, query, notFound, children }: ConsoleDetailProps<D>) {
  const backButton = (
    <Button variant="ghost" size="small" onClick={back.onBack} data-testid={back.testId}>
      <ArrowLeft size={16} aria-hidden="true" />
      {back.label}
    </Button>
  );
  if (query.error instanceof HttpError && query.error.code === 404)
    return (
      <>
        {backButton}
        <h1>{title}</h1>
        {notFound}
      </>
    );
  const d = query.data;
  return (
    <>
      {backButton}
      <h1 data-testid={titleTestId}>{title}</h1>
      {query.isError && d === undefined ? <LoadError onRetry={() => void query.refetch()} /> : d === undefined ? <Skeleton height={320} /> : children(d)}
    </>
  );
}
