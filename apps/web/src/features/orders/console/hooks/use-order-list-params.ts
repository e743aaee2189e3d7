import { STAFF_ORDER_FILTER_STATUSES, STAFF_ORDER_QUEUES, type StaffOrderFilterStatus, type StaffOrderFilters, type StaffOrderQueue } from '@netshop/contract';
import { useSearchParams } from 'react-router';

/** The orders page's tabs: the three queues, then every order. */
export const ORDER_VIEWS = [...STAFF_ORDER_QUEUES, 'all'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

const FILTER_KEYS = ['q', 'status', 'from', 'to', 'paymentMethod', 'countryId'] as const;
const isDay = (s: string | null) => (s && /^\d{4}-\d{2}-\d{2}$/.test(s) ? s : undefined);

/**
 * The orders page's tab, page and filters, kept in the address (?view=all&q=…&page=2): an order
 * opened from the list and left with the browser's back button returns to the same list, and a
 * search can be bookmarked or handed to a colleague.
 */
export function useOrderListParams() {
  const [params, setParams] = useSearchParams();
  const viewParam = params.get('view');
  const view: OrderView = (ORDER_VIEWS as readonly string[]).includes(viewParam ?? '') ? (viewParam as OrderView) : 'to_ship';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const status = params.get('status');
  const filters: StaffOrderFilters = {
    q: params.get('q') || undefined,
    status: (STAFF_ORDER_FILTER_STATUSES as readonly string[]).includes(status ?? '') ? (status as StaffOrderFilterStatus) : undefined,
    from: isDay(params.get('from')),
    to: isDay(params.get('to')),
    paymentMethod: params.get('paymentMethod') || undefined,
    countryId: Number.parseInt(params.get('countryId') ?? '', 10) || undefined,
  };
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  return {
    view,
    page,
    filters,
    /** A queue's tab keeps no filters: they belong to "All orders". */
    selectView: (next: OrderView) => update({ view: next === 'to_ship' ? undefined : next, page: undefined }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
    /** New filters start again at the first page. */
    setFilters: (next: StaffOrderFilters) => update({ ...Object.fromEntries(FILTER_KEYS.map((k) => [k, next[k] ? String(next[k]) : undefined])), page: undefined }),
    queue: (view === 'all' ? null : view) as StaffOrderQueue | null,
  };
}
