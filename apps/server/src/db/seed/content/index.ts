import { createHash } from 'node:crypto';
import { LANG_CODES, langIdByCode, type LangCode } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../client.js';
import * as t from '../../schema.js';
import { CASES } from './cases.js';
import { NEWS } from './news.js';
import { ABOUT_PAGES, COMPANY_INFO, POLICIES } from './pages.js';
import { SOLUTIONS } from './solutions.js';
import { LONG_TEXTS, longText } from '../long-texts/index.js';
import type { L, Long } from './types.js';

const lid = (code: LangCode) => langIdByCode(code)!;
const excluded = (col: string) => sql.raw(`excluded.${col}`);

interface ArticleInput {
  kind: 'case' | 'solution' | 'about' | 'info' | 'policy';
  key: string;
  title: L;
  summary: L;
  body: Long;
  industry?: L;
  customer?: L;
  products?: string[];
  publishedAt?: Date;
}

/** Seeds news and articles when their source changed (hash in site_setting), upserting by key. */
export async function seedContent(db: Db): Promise<void> {
  const articles: ArticleInput[] = [
    ...CASES.map((c, i) => ({ kind: 'case' as const, ...c, publishedAt: new Date(Date.UTC(2026, 0, 10 + i * 17)) })),
    ...SOLUTIONS.map((s) => ({ kind: 'solution' as const, ...s })),
    ...ABOUT_PAGES.map((p) => ({ kind: 'about' as const, ...p })),
    { kind: 'info' as const, ...COMPANY_INFO },
    ...POLICIES.map((p) => ({ kind: 'policy' as const, ...p })),
  ];
  const hash = createHash('sha256').update(JSON.stringify([NEWS, articles, LONG_TEXTS])).digest('hex');
  const [stored] = await rows<{ value: string }>(db, sql`SELECT value FROM site_setting WHERE key = 'contentSeedHash'`);
  if (stored?.value === hash) return;

  await db.transaction(async (tx) => {
    const sorted = [...NEWS].sort((a, b) => a.date.localeCompare(b.date) || a.cateId - b.cateId);
    const saved = await tx
      .insert(t.news)
      .values(sorted.map((n, i) => ({ key: `${n.date}-${n.cateId}-${i}`, cateId: n.cateId, publishedAt: new Date(`${n.date}T08:00:00Z`) })))
      .onConflictDoUpdate({ target: t.news.key, set: { cateId: excluded('cate_id'), publishedAt: excluded('published_at') } })
      .returning({ id: t.news.id, key: t.news.key });
    const newsId = new Map(saved.map((s) => [s.key, s.id]));
    await tx
      .insert(t.newsI18n)
      .values(
        sorted.flatMap((n, i) =>
          LANG_CODES.map((l) => ({ newsId: newsId.get(`${n.date}-${n.cateId}-${i}`)!, langId: lid(l), title: n.title[l], summary: n.summary[l], body: longText(n.body, l, 'news', `${n.date}-${n.cateId}`) })),
        ),
      )
      .onConflictDoUpdate({ target: [t.newsI18n.newsId, t.newsI18n.langId], set: { title: excluded('title'), summary: excluded('summary'), body: excluded('body') } });

    const arts = await tx
      .insert(t.article)
      .values(articles.map((a, i) => ({ kind: a.kind, key: a.key, sort: i, publishedAt: a.publishedAt ?? new Date(Date.UTC(2026, 5, 1)) })))
      .onConflictDoUpdate({ target: [t.article.kind, t.article.key], set: { sort: excluded('sort'), publishedAt: excluded('published_at') } })
      .returning({ id: t.article.id, kind: t.article.kind, key: t.article.key });
    const artId = new Map(arts.map((a) => [`${a.kind}/${a.key}`, a.id]));
    await tx
      .insert(t.articleI18n)
      .values(
        articles.flatMap((a) =>
          LANG_CODES.map((l) => ({
            articleId: artId.get(`${a.kind}/${a.key}`)!,
            langId: lid(l),
            title: a.title[l],
            summary: a.summary[l],
            industry: a.industry?.[l] ?? null,
            customer: a.customer?.[l] ?? null,
            body: longText(a.body, l, 'articles', `${a.kind}/${a.key}`),
          })),
        ),
      )
      .onConflictDoUpdate({
        target: [t.articleI18n.articleId, t.articleI18n.langId],
        set: { title: excluded('title'), summary: excluded('summary'), industry: excluded('industry'), customer: excluded('customer'), body: excluded('body') },
      });

    const productKeys = [...new Set(articles.flatMap((a) => a.products ?? []))];
    const products = productKeys.length
      ? await rows<{ id: number; key: string }>(tx as unknown as Db, sql`SELECT id, key FROM product WHERE key IN ${sql.raw(`(${productKeys.map((k) => `'${k.replace(/'/g, "''")}'`).join(',')})`)}`)
      : [];
    const productId = new Map(products.map((p) => [p.key, Number(p.id)]));
    const links = articles.flatMap((a) =>
      (a.products ?? []).filter((k) => productId.has(k)).map((k, i) => ({ articleId: artId.get(`${a.kind}/${a.key}`)!, productId: productId.get(k)!, sort: i })),
    );
    await tx.execute(sql`DELETE FROM article_product`);
    if (links.length) await tx.insert(t.articleProduct).values(links).onConflictDoNothing();

    await tx
      .insert(t.siteSetting)
      .values({ key: 'contentSeedHash', value: hash })
      .onConflictDoUpdate({ target: t.siteSetting.key, set: { value: hash } });
  });
}
