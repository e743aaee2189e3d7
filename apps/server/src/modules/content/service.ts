import { HOME_TEXT_FIELDS, type ArticleDetail, type ArticleSummary, type Money, type NewsDetail, type NewsList, type PublicHome } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { renderLightMarkdown } from '../../lib/markdown.js';
import type { RequestContext } from '../../lib/request-context.js';
import { toCard, type CatalogReference } from '../catalog/index.js';
import { dictionary, homeTextRows } from '../site/index.js';
import { articleByIdOrKey, articlesOfKind, newsById, newsPage, nextPublication } from './queries.js';
import { featuredSolutionIds } from './staff-queries.js';

// News and articles read in the request's language, falling back to English then Chinese.

/** The news categories (site's dictionary news_category), labels in the reader's language. */
async function newsCategories(db: Db, langId: number) {
  const r = await dictionary(db, 'news_category', langId);
  return r.map((c) => ({ cateId: Number(c.value), name: c.label ?? '' }));
}

export async function listNews(ctx: RequestContext, cateId: number, page: number, pageSize: number): Promise<NewsList | null> {
  const { db, langId } = ctx;
  const categories = await newsCategories(db, langId);
  const category = categories.find((c) => c.cateId === cateId);
  if (!category) return null;
  const items = await newsPage(db, langId, cateId, pageSize, (page - 1) * pageSize);
  return {
    category,
    categories,
    items: items.map((n) => ({ newsId: n.id, cateId: n.cateId, title: n.title, summary: n.summary, publishedAt: n.publishedAt.toISOString() })),
    total: items.length ? items[0]!.total : 0,
    page,
    pageSize,
  };
}

/** A news article with its previous (older) and next (newer) article in the same category. */
export async function newsDetail(ctx: RequestContext, newsId: number): Promise<NewsDetail | null> {
  const { db, langId } = ctx;
  const n = await newsById(db, langId, newsId);
  if (!n) return null;
  const categories = await newsCategories(db, langId);
  return {
    newsId: n.id,
    cateId: n.cateId,
    title: n.title,
    summary: n.summary,
    publishedAt: n.publishedAt.toISOString(),
    html: n.bodyHtml ?? renderLightMarkdown(n.body ?? n.summary),
    categoryName: categories.find((c) => c.cateId === n.cateId)?.name ?? '',
    prev: n.prev,
    next: n.next,
  };
}

type ArticleRow = Awaited<ReturnType<typeof articlesOfKind>>[number];
const toSummary = (a: ArticleRow): ArticleSummary => ({
  id: a.id,
  key: a.key,
  title: a.title,
  summary: a.summary,
  industry: a.industry,
  customer: a.customer,
  publishedAt: a.publishedAt.toISOString(),
});

export async function listArticles(ctx: RequestContext, kind: string): Promise<ArticleSummary[]> {
  return (await articlesOfKind(ctx.db, ctx.langId, kind)).map(toSummary);
}

export async function articleDetail(
  ctx: RequestContext,
  where: { kind: string; id?: number; key?: string },
  ref: CatalogReference,
  price: (n: number) => Money,
): Promise<ArticleDetail | null> {
  const a = await articleByIdOrKey(ctx.db, ctx.langId, where);
  if (!a) return null;
  return { ...toSummary(a), html: a.bodyHtml ?? renderLightMarkdown(a.body ?? a.summary), products: a.products.map((p) => toCard(p, ref, price)) };
}

/** When the next scheduled item becomes visible, in epoch ms (undefined: none is scheduled). */
export async function nextPublicationTime(db: Db): Promise<number | undefined> {
  return (await nextPublication(db))?.getTime();
}

/**
 * The home page's edited texts in the reader's language (a field edited in no language is left
 * out: the page shows its built-in text; one edited in another falls back English → Chinese) and
 * the solutions it features that buyers may see.
 */
export async function homeForBuyers(ctx: RequestContext): Promise<PublicHome> {
  const [rows, featured] = await Promise.all([homeTextRows(ctx.db), featuredSolutionIds(ctx.db)]);
  const texts: Record<string, string> = {};
  for (const field of HOME_TEXT_FIELDS) {
    const of = (langId: number) => rows.find((r) => r.field === field && r.langId === langId)?.value;
    const value = of(ctx.langId) ?? of(2) ?? of(1);
    if (value) texts[field] = value;
  }
  return { texts, featuredSolutionIds: featured };
}
