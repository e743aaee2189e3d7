import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { analyze, fold, productNumberTerms, synonyms } from './analyze.js';

/** Bumped when analysis changes, so every index is rebuilt at the next start. */
const ANALYZER_VERSION = '2';

export interface IndexDoc {
  kind: 'product' | 'document' | 'news' | 'case' | 'solution';
  refId: number;
  langId: number;
  title: string;
  /** Terms by weight: A title, B identifiers and summary, C body. */
  a: string[];
  b: string[];
  c: string[];
}

export function productDoc(p: { id: number; langId: number; name: string; shortDesc: string; model: string; productNos: string[]; category: string; features: string[]; specs: { label: string; value: string }[] }): IndexDoc {
  return {
    kind: 'product',
    refId: p.id,
    langId: p.langId,
    title: p.name,
    a: analyze(p.name),
    b: [...analyze(`${p.shortDesc} ${p.model} ${p.category} ${p.productNos.join(' ')}`), ...p.productNos.flatMap(productNumberTerms), ...productNumberTerms(p.model)],
    c: [...analyze([...p.features, ...p.specs.map((s) => `${s.label} ${s.value}`)].join(' ')), ...synonyms(analyze(p.name))],
  };
}

/**
 * A tsvector literal of the document's terms with positions and weights (ranking and ts_filter
 * need positions: weights live on them). Terms go in as analysed, never re-parsed by PostgreSQL.
 */
export function tsvectorLiteral(doc: Pick<IndexDoc, 'a' | 'b' | 'c'>): string {
  const positions = new Map<string, string[]>();
  let pos = 0;
  for (const [weight, terms] of [['A', doc.a], ['B', doc.b], ['C', doc.c]] as const) {
    for (const term of terms) {
      if (!term || term.length >= 200 || pos >= 16_383) continue;
      pos++;
      const list = positions.get(term) ?? [];
      if (list.length < 64) list.push(`${pos}${weight}`);
      positions.set(term, list);
    }
  }
  return [...positions].map(([term, list]) => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}':${list.join(',')}`).join(' ');
}

/** Writes index rows in batches; the tsvector is built from the given lexemes without re-parsing. */
export async function writeDocs(db: Db, docs: IndexDoc[]): Promise<void> {
  const BATCH = 500;
  for (let i = 0; i < docs.length; i += BATCH) {
    const batch = docs.slice(i, i + BATCH);
    const values = sql.join(
      batch.map(
        (d) => sql`(${d.kind}, ${d.refId}, ${d.langId}, ${d.title}, ${fold(d.title)}, ${tsvectorLiteral(d)}::tsvector)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      INSERT INTO search_doc (kind, ref_id, lang_id, title, title_norm, terms) VALUES ${values}
      ON CONFLICT (kind, ref_id, lang_id) DO UPDATE SET title = excluded.title, title_norm = excluded.title_norm, terms = excluded.terms`);
  }
}

/** Products of the given ids (all when omitted) as index documents, one per language. */
export async function productDocs(db: Db, ids?: number[]): Promise<IndexDoc[]> {
  const r = await rows<{ id: number; langId: number; name: string; shortDesc: string; model: string; features: string[]; specs: { label: string; value: string }[]; category: string; productNos: string[] }>(
    db,
    sql`SELECT p.id, i.lang_id AS "langId", i.name, i.short_desc AS "shortDesc", p.model, i.features, i.specs,
               coalesce(ci.name, '') AS category,
               (SELECT array_agg(s.product_no) FROM sku s WHERE s.product_id = p.id) AS "productNos"
          FROM product p JOIN product_i18n i ON i.product_id = p.id
          LEFT JOIN category_i18n ci ON ci.category_id = p.category_id AND ci.lang_id = i.lang_id
         ${ids ? sql`WHERE p.id IN ${sql.raw(`(${ids.map(Number).join(',') || 0})`)}` : sql``}`,
  );
  return r.map((p) => productDoc({ ...p, id: Number(p.id), langId: Number(p.langId), productNos: p.productNos ?? [] }));
}

async function contentDocs(db: Db): Promise<IndexDoc[]> {
  const docs = await rows<{ id: number; langId: number; title: string; product: string; model: string; type: string }>(
    db,
    sql`SELECT d.id, i.lang_id AS "langId", i.title, coalesce(pi.name, '') AS product, p.model, d.type
          FROM document d JOIN document_i18n i ON i.document_id = d.id
          JOIN product p ON p.id = d.product_id
          LEFT JOIN product_i18n pi ON pi.product_id = p.id AND pi.lang_id = i.lang_id`,
  );
  const news = await rows<{ id: number; langId: number; title: string; summary: string; body: string | null }>(
    db,
    sql`SELECT n.id, i.lang_id AS "langId", i.title, i.summary, i.body FROM news n JOIN news_i18n i ON i.news_id = n.id`,
  );
  const articles = await rows<{ id: number; kind: string; langId: number; title: string; summary: string; body: string | null; industry: string | null }>(
    db,
    sql`SELECT a.id, a.kind, i.lang_id AS "langId", i.title, i.summary, i.body, i.industry
          FROM article a JOIN article_i18n i ON i.article_id = a.id WHERE a.kind IN ('case', 'solution')`,
  );
  return [
    ...docs.map((d) => ({ kind: 'document' as const, refId: Number(d.id), langId: Number(d.langId), title: d.title, a: analyze(d.title), b: [...analyze(`${d.product} ${d.model} ${d.type}`), ...productNumberTerms(d.model)], c: [] })),
    ...news.map((n) => ({ kind: 'news' as const, refId: Number(n.id), langId: Number(n.langId), title: n.title, a: analyze(n.title), b: analyze(n.summary), c: analyze(n.body ?? '') })),
    ...articles.map((a) => ({
      kind: a.kind as 'case' | 'solution',
      refId: Number(a.id),
      langId: Number(a.langId),
      title: a.title,
      a: analyze(a.title),
      b: analyze(`${a.summary} ${a.industry ?? ''}`),
      c: analyze(a.body ?? ''),
    })),
  ];
}

/** Rebuilds the whole index when the seeded data or the analyser changed since the last build. */
export async function ensureSearchIndex(db: Db): Promise<void> {
  const settings = await rows<{ key: string; value: string }>(db, sql`SELECT key, value FROM site_setting WHERE key IN ('catalogSeedHash', 'contentSeedHash', 'searchIndexHash')`);
  const get = (k: string) => settings.find((s) => s.key === k)?.value ?? '';
  const wanted = createHash('sha256').update(`${ANALYZER_VERSION}|${get('catalogSeedHash')}|${get('contentSeedHash')}`).digest('hex');
  if (get('searchIndexHash') === wanted) return;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`DELETE FROM search_doc`);
    await writeDocs(t, await productDocs(t));
    await writeDocs(t, await contentDocs(t));
    await t.execute(sql`INSERT INTO site_setting (key, value) VALUES ('searchIndexHash', ${wanted})
                        ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
  });
}
