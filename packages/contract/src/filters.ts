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

