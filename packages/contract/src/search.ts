import { z } from 'zod';
import { productCard } from './catalog.js';
import { digitId } from './site.js';

export const SEARCH_TABS = ['products', 'resources'] as const;
export const RESOURCE_KINDS = ['document', 'news', 'case', 'solution'] as const;

/** Any text is accepted and searched as plain words; only its length is bounded. */
export const searchQuery = z.object({
  q: z.string().max(10_000).default(''),
  tab: z.enum(SEARCH_TABS).default('products'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).default(24).transform((n) => Math.min(n, 60)),
  currencyId: digitId.optional(),
  visitorId: z.string().uuid().optional(),
});

export const resourceHit = z.object({
  kind: z.enum(RESOURCE_KINDS),
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  url: z.string(),
});
export type ResourceHit = z.infer<typeof resourceHit>;

export const searchResult = z.object({
  q: z.string(),
  tab: z.enum(SEARCH_TABS),
  total: z.number().int(),
  counts: z.object({ products: z.number().int(), resources: z.number().int() }),
  page: z.number().int(),
  pageSize: z.number().int(),
  products: z.array(productCard),
  resources: z.array(resourceHit),
  /** True when nothing matched exactly and the results are the closest spellings. */
  fuzzy: z.boolean(),
  /**
   * With fuzzy: the query the results (and counts, and pages) are for, its words corrected to
   * known words; null when they are the closest matches of the query as typed.
   */
  corrected: z.string().nullable(),
  /** Queries worth trying when nothing was found. */
  suggestions: z.array(z.string()),
});
export type SearchResult = z.infer<typeof searchResult>;

export const suggestQuery = z.object({ q: z.string().max(200).default('') });
export const suggestion = z.object({ text: z.string(), spuId: z.number().int().nullable() });
export const visitorQuery = z.object({ visitorId: z.string().uuid() });

/** Operator: hide a query from hot searches, or show it again (`npm run ops -- hide-search "<query>"`). */
export const hotSearchOpsBody = z.object({ query: z.string().trim().min(1).max(200) });
