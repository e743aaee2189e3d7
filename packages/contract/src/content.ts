import { z } from 'zod';
import { digitId } from './site.js';
import { productCard } from './catalog.js';


export const newsListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).default(10).transform((n) => Math.min(n, 50)),
});
export const newsItem = z.object({ newsId: z.number().int(), cateId: z.number().int(), title: z.string(), summary: z.string(), publishedAt: z.string() });
export const newsList = z.object({
  category: z.object({ cateId: z.number().int(), name: z.string() }),
  categories: z.array(z.object({ cateId: z.number().int(), name: z.string() })),
  items: z.array(newsItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
const neighbour = z.object({ newsId: z.number().int(), title: z.string() }).nullable();
export const newsDetail = newsItem.extend({ html: z.string(), categoryName: z.string(), prev: neighbour, next: neighbour });
export type NewsDetail = z.infer<typeof newsDetail>;
export type NewsList = z.infer<typeof newsList>;

export const ARTICLE_KINDS = ['case', 'solution', 'about', 'info', 'policy'] as const;
export const articleSummary = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  summary: z.string(),
  industry: z.string().nullable(),
  customer: z.string().nullable(),
  publishedAt: z.string(),
});
export const articleDetail = articleSummary.extend({ html: z.string(), products: z.array(productCard) });
export type ArticleSummary = z.infer<typeof articleSummary>;
export type ArticleDetail = z.infer<typeof articleDetail>;

export const newsCateParams = z.object({ cateId: digitId });
export const newsParams = z.object({ newsId: digitId });
export const articleIdParams = z.object({ id: digitId });
export const pageKeyParams = z.object({ key: z.string().regex(/^[a-z_]{1,40}$/) });
export const articleListParams = z.object({ kind: z.enum(['case', 'solution', 'about', 'policy']) });
