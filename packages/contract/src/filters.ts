// Listing parameters shared by the web app and the server (no zod: the web shell imports it).

export const SORTS = ['popular', 'newest', 'price_asc', 'price_desc'] as const;
export type Sort = (typeof SORTS)[number];
/** Listing kinds: all products, a brand's compatible range, volume-priced goods (ADR 0006). */
export const LIST_KINDS = ['all', 'featured', 'new', 'brand', 'volume'] as const;
export const MAX_PAGE_SIZE = 60;

/** Facet filters in one query value: `speed:10G,25G;reach:10km` (OR within, AND across). */
export const FILTERS_PATTERN = /^([a-z_]{1,40}:[^;:]{1,200})(;[a-z_]{1,40}:[^;:]{1,200}){0,19}$/;

export function parseFilters(value: string | undefined): Record<string, string[]> {
  if (!value || !FILTERS_PATTERN.test(value)) return {};
  const out: Record<string, string[]> = {};
  for (const part of value.split(';')) {
    const [key, list] = part.split(':');
    const values = list.split(',').map((v) => v.trim()).filter(Boolean).slice(0, 20);
    if (values.length) out[key] = values;
  }
  return out;
}
export function formatFilters(filters: Record<string, string[]>): string {
  return Object.entries(filters)
    .filter(([, v]) => v.length)
    .map(([k, v]) => `${k}:${v.join(',')}`)
    .join(';');
}


export const LISTING_PAGE_SIZE = 24;
export type ListingPageKind = 'all' | 'brand' | 'volume';

/**
 * The listing request a listing page makes for its URL. The page and the server (which inlines
 * the first answer into the HTML it sends) both derive it here, so they ask for the same thing.
 */
export function listingRequest(get: (key: string) => string | null | undefined, kind: ListingPageKind) {
  const rawCate = get('cateId') ?? '';
  const rawSort = get('sort') ?? '';
  return {
    cateId: /^\d{1,9}$/.test(rawCate) ? Number(rawCate) : undefined,
    kind,
    brand: kind === 'brand' ? (get('brand') ?? undefined) : undefined,
    filters: formatFilters(parseFilters(get('filters') ?? undefined)) || undefined,
    sort: ((SORTS as readonly string[]).includes(rawSort) ? rawSort : 'popular') as Sort,
    page: Math.max(1, Math.min(10_000, Number(get('page')) || 1)),
    pageSize: LISTING_PAGE_SIZE,
  };
}

/**
 * The home page's product rows (docs/product.md#screens). Like `listingRequest`, shared by the page and by the
 * server that inlines their first answers into the home page's HTML.
 */
export const HOME_PRODUCT_ROWS = {
  featured: { kind: 'featured', pageSize: 8, sort: 'popular' },
  new: { kind: 'new', pageSize: 8, sort: 'newest' },
} as const satisfies Record<string, { kind: (typeof LIST_KINDS)[number]; pageSize: number; sort: Sort }>;
/** News items per page of a news list (the home page's teasers read its first page). */
export const NEWS_PAGE_SIZE = 10;
/** The news category the home page's teasers come from, and the page of it they show. */
export const HOME_NEWS = { cateId: 2, page: 1 } as const;
