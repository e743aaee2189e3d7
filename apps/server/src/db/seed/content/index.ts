import { createHash } from 'node:crypto';
import { LANG_CODES, langIdByCode, type LangCode } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../client.js';
import * as t from '../../schema.js';
import { perLanguage, readJson, readMarkdown, metaField, type MarkdownFile } from '../files.js';
import type { L } from '../catalog/types.js';

const lid = (code: LangCode) => langIdByCode(code)!;
const excluded = (col: string) => sql.raw(`excluded.${col}`);

type Kind = 'case' | 'solution' | 'about' | 'info' | 'policy';

export interface NewsInput {
  /** news category id: 1 company news, 2 product news, 3 industry insights */
  cateId: 1 | 2 | 3;
  /** ISO date, e.g. '2026-09-14' */
  date: string;
  title: L;
  summary: L;
  /** Light Markdown per language; a language without a file has none. */
  body: Partial<L>;
}

export interface ArticleInput {
  kind: Kind;
  key: string;
  title: L;
  summary: L;
  body: Partial<L>;
  industry?: L;
  customer?: L;
  /** Product keys of the catalogue used in the project (see catalog families). */
  products?: string[];
  publishedAt?: Date;
}

/**
 * Reads one text's file in each language: the front matter fields every language must have, those
 * the English file has (then every language must have them too), and the body.
 */
function readTexts(rel: (lang: keyof L) => string, optional: string[] = []) {
  const files = perLanguage((lang) => [rel(lang), readMarkdown(rel(lang))] as [string, MarkdownFile | null]);
  const field = (name: string) => perLanguage((lang) => metaField(files[lang][1], name, files[lang][0]));
  const body = Object.fromEntries(Object.entries(files).flatMap(([lang, [, f]]) => (f ? [[lang, f.body]] : []))) as Partial<L>;
  const given = optional.filter((name) => files.en[1]?.meta[name] !== undefined);
  return { title: field('title'), summary: field('summary'), more: Object.fromEntries(given.map((name) => [name, field(name)])) as Record<string, L>, body };
}

/**
 * News and articles from seed-data/content (ADR 0037): news.json and articles.json list them in
 * order; each language's title, summary (and a case's industry and customer) and Markdown body are
 * in <lang>/news/<date>-<cateId>.md and <lang>/<kind>/<key>.md.
 */
export function contentSeed(): { news: NewsInput[]; articles: ArticleInput[] } {
  const news = readJson<{ date: string; cateId: 1 | 2 | 3 }[]>('content/news.json').map((n) => {
    const { title, summary, body } = readTexts((lang) => `content/${lang}/news/${n.date}-${n.cateId}.md`);
    return { ...n, title, summary, body };
  });
  let cases = 0;
  const articles = readJson<{ kind: Kind; key: string; products?: string[] }[]>('content/articles.json').map((a) => {
    const { title, summary, more, body } = readTexts((lang) => `content/${lang}/${a.kind}/${a.key}.md`, ['industry', 'customer']);
    return {
      ...a,
      title,
      summary,
      body,
      ...more,
      // Cases are dated 17 days apart from 10 January 2026, in their order.
      ...(a.kind === 'case' ? { publishedAt: new Date(Date.UTC(2026, 0, 10 + cases++ * 17)) } : {}),
    };
  });
  return { news, articles };
}

/** Seeds news and articles when their source changed (hash in site_setting), upserting by key. */
export async function seedContent(db: Db): Promise<void> {
  const { news: NEWS, articles } = contentSeed();
  const hash = createHash('sha256').update(JSON.stringify([NEWS, articles])).digest('hex');
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
          LANG_CODES.map((l) => ({ newsId: newsId.get(`${n.date}-${n.cateId}-${i}`)!, langId: lid(l), title: n.title[l], summary: n.summary[l], body: n.body[l] ?? null })),
        ),
      )
      .onConflictDoUpdate({ target: [t.newsI18n.newsId, t.newsI18n.langId], set: { title: excluded('title'), summary: excluded('summary'), body: excluded('body'), bodyHtml: excluded('body_html') } });

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
            body: a.body[l] ?? null,
          })),
        ),
      )
      .onConflictDoUpdate({
        target: [t.articleI18n.articleId, t.articleI18n.langId],
        // A seeded body replaces the HTML a console save rendered (body_html NULL: rendered on read).
        set: { title: excluded('title'), summary: excluded('summary'), industry: excluded('industry'), customer: excluded('customer'), body: excluded('body'), bodyHtml: excluded('body_html') },
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
