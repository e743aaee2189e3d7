import { createHash } from 'node:crypto';
import { langIdByCode, LANG_CODES, type LangCode } from '@netshop/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { rows, type Db } from '../../client.js';
import * as t from '../../schema.js';
import { expandFamilies, type ExpandedProduct } from './expand.js';
import { loadAttributes, loadCategories, loadFamilies } from './load.js';

const lid = (code: LangCode) => langIdByCode(code)!;
const excluded = (col: string) => sql.raw(`excluded.${col}`);
const DAY = 86_400_000;

export function catalogSeed() {
  return { categories: loadCategories(), attributes: loadAttributes(), products: expandFamilies(loadFamilies()) };
}

/**
 * Seeds the catalogue when its source changed since the last run (a hash in site_setting),
 * with upserts by key so ids stay stable across edits. Runs under the start-up lock.
 */
export async function seedCatalog(db: Db): Promise<void> {
  const seed = catalogSeed();
  const hash = createHash('sha256').update(JSON.stringify(seed)).digest('hex');
  const [stored] = await rows<{ value: string }>(db, sql`SELECT value FROM site_setting WHERE key = 'catalogSeedHash'`);
  if (stored?.value === hash) return;

  await db.transaction(async (tx) => {
    const cats = await tx
      .insert(t.category)
      .values(seed.categories.map((c, i) => ({ key: c.key, sort: i, icon: c.icon })))
      .onConflictDoUpdate({ target: t.category.key, set: { sort: excluded('sort'), icon: excluded('icon') } })
      .returning({ id: t.category.id, key: t.category.key });
    const catId = new Map(cats.map((c) => [c.key, c.id]));
    for (const c of seed.categories) {
      await tx.update(t.category).set({ parentId: c.parent ? catId.get(c.parent)! : null }).where(eq(t.category.id, catId.get(c.key)!));
    }
    await tx
      .insert(t.categoryI18n)
      .values(seed.categories.flatMap((c) => LANG_CODES.map((l) => ({ categoryId: catId.get(c.key)!, langId: lid(l), name: c.names[l], description: c.descriptions[l] }))))
      .onConflictDoUpdate({ target: [t.categoryI18n.categoryId, t.categoryI18n.langId], set: { name: excluded('name'), description: excluded('description') } });

    const attrs = await tx
      .insert(t.attribute)
      .values(seed.attributes.map((a, i) => ({ key: a.key, facet: a.facet, sort: i })))
      .onConflictDoUpdate({ target: t.attribute.key, set: { facet: excluded('facet'), sort: excluded('sort') } })
      .returning({ id: t.attribute.id, key: t.attribute.key });
    const attrId = new Map(attrs.map((a) => [a.key, a.id]));
    await tx
      .insert(t.attributeI18n)
      .values(seed.attributes.flatMap((a) => LANG_CODES.map((l) => ({ attributeId: attrId.get(a.key)!, langId: lid(l), name: a.names[l] }))))
      .onConflictDoUpdate({ target: [t.attributeI18n.attributeId, t.attributeI18n.langId], set: { name: excluded('name') } });
    const values = await tx
      .insert(t.attributeValue)
      .values(seed.attributes.flatMap((a) => a.values.map((v, i) => ({ attributeId: attrId.get(a.key)!, key: v.key, sort: i }))))
      .onConflictDoUpdate({ target: [t.attributeValue.attributeId, t.attributeValue.key], set: { sort: excluded('sort') } })
      .returning({ id: t.attributeValue.id, attributeId: t.attributeValue.attributeId, key: t.attributeValue.key });
    const valueId = new Map(values.map((v) => [`${v.attributeId}/${v.key}`, v.id]));
    const labelled = seed.attributes.flatMap((a) => a.values.filter((v) => v.labels).map((v) => ({ id: valueId.get(`${attrId.get(a.key)}/${v.key}`)!, labels: v.labels! })));
    if (labelled.length) {
      await tx
        .insert(t.attributeValueI18n)
        .values(labelled.flatMap((v) => LANG_CODES.map((l) => ({ valueId: v.id, langId: lid(l), label: v.labels[l] }))))
        .onConflictDoUpdate({ target: [t.attributeValueI18n.valueId, t.attributeValueI18n.langId], set: { label: excluded('label') } });
    }

    await insertProducts(tx as unknown as Db, seed.products, catId);
    await tx
      .insert(t.siteSetting)
      .values({ key: 'catalogSeedHash', value: hash })
      .onConflictDoUpdate({ target: t.siteSetting.key, set: { value: hash } });
  });
}

/** Inserts or updates products with everything hanging off them; also used by the bulk generator. */
export async function insertProducts(db: Db, products: ExpandedProduct[], catId: Map<string, number>, now = Date.now()): Promise<void> {
  const saved = await db
    .insert(t.product)
    .values(
      products.map((p) => ({
        key: p.key,
        categoryId: catId.get(p.categoryKey)!,
        brand: p.brand,
        model: p.model,
        image: p.image,
        featured: p.featured,
        isNew: p.isNew,
        popularity: p.popularity,
        minPrice: Math.min(...p.skus.map((s) => s.price)),
        totalStock: p.skus.reduce((n, s) => n + s.stock, 0),
        createdAt: new Date(now - p.ageDays * DAY),
      })),
    )
    .onConflictDoUpdate({
      target: t.product.key,
      set: {
        categoryId: excluded('category_id'),
        model: excluded('model'),
        image: excluded('image'),
        featured: excluded('featured'),
        isNew: excluded('is_new'),
        minPrice: excluded('min_price'),
      },
    })
    .returning({ id: t.product.id, key: t.product.key });
  const pid = new Map(saved.map((p) => [p.key, p.id]));

  await db
    .insert(t.productI18n)
    .values(
      products.flatMap((p) =>
        LANG_CODES.map((l) => {
          const x = p.texts[l];
          return { productId: pid.get(p.key)!, langId: lid(l), name: x.name, shortDesc: x.shortDesc, longDesc: x.longDesc, features: x.features, specs: x.specs, faq: x.faq };
        }),
      ),
    )
    .onConflictDoUpdate({
      target: [t.productI18n.productId, t.productI18n.langId],
      set: { name: excluded('name'), shortDesc: excluded('short_desc'), longDesc: excluded('long_desc'), features: excluded('features'), specs: excluded('specs'), faq: excluded('faq') },
    });

  const skuRows = products.flatMap((p) => p.skus.map((s, i) => ({ productId: pid.get(p.key)!, productNo: s.productNo, price: s.price, stock: s.stock, weightG: s.weightG, attrs: s.attrs, sort: i, sampleLimit: s.sampleLimit })));
  const skus = await db
    .insert(t.sku)
    .values(skuRows)
    // Stock is live data once the shop runs: a re-seed never overwrites it.
    .onConflictDoUpdate({ target: t.sku.productNo, set: { price: excluded('price'), weightG: excluded('weight_g'), attrs: excluded('attrs'), sort: excluded('sort'), sampleLimit: excluded('sample_limit') } })
    .returning({ id: t.sku.id, productNo: t.sku.productNo });
  const sid = new Map(skus.map((s) => [s.productNo, s.id]));
  await db
    .insert(t.skuTier)
    .values(products.flatMap((p) => p.skus.flatMap((s) => s.tiers.map((tier) => ({ skuId: sid.get(s.productNo)!, ...tier })))))
    .onConflictDoUpdate({ target: [t.skuTier.skuId, t.skuTier.minQty], set: { price: excluded('price') } });

  const ids = [...pid.values()];
  await db.delete(t.productCompat).where(inArray(t.productCompat.productId, ids));
  const compat = products.flatMap((p) => [...new Set(p.compat)].map((name, i) => ({ productId: pid.get(p.key)!, name, sort: i })));
  if (compat.length) await db.insert(t.productCompat).values(compat);

  const docs = await db
    .insert(t.document)
    .values(products.flatMap((p) => p.docs.map((d) => ({ key: d.key, productId: pid.get(p.key)!, type: d.type }))))
    .onConflictDoUpdate({ target: t.document.key, set: { type: excluded('type') } })
    .returning({ id: t.document.id, key: t.document.key });
  const did = new Map(docs.map((d) => [d.key, d.id]));
  await db
    .insert(t.documentI18n)
    .values(products.flatMap((p) => p.docs.flatMap((d) => LANG_CODES.map((l) => ({ documentId: did.get(d.key)!, langId: lid(l), title: d.titles[l] })))))
    .onConflictDoUpdate({ target: [t.documentI18n.documentId, t.documentI18n.langId], set: { title: excluded('title') } });

  // Seeded reviews go only to products that have none yet, so a re-seed never duplicates them.
  const reviewed = new Set(
    (await rows<{ productId: number }>(db, sql`SELECT DISTINCT product_id AS "productId" FROM review WHERE product_id IN ${sql.raw(`(${ids.join(',')})`)}`)).map((r) => Number(r.productId)),
  );
  const reviewRows = products.flatMap((p) =>
    reviewed.has(pid.get(p.key)!)
      ? []
      : p.reviews.map((r) => ({ productId: pid.get(p.key)!, rating: r.rating, content: r.content, author: r.author, langId: lid(r.lang), helpful: r.helpful, createdAt: new Date(now - r.ageDays * DAY) })),
  );
  if (reviewRows.length) await db.insert(t.review).values(reviewRows);

  // Aggregates over this batch's SKUs and reviews only: over the whole table, each batch of the
  // benchmark generator re-read every SKU made before it (quadratic in the catalogue's size).
  const idList = sql.raw(`(${ids.join(',')})`);
  await db.execute(sql`
    UPDATE product p SET
      min_price = s.min_price, total_stock = s.total_stock,
      attrs = coalesce((SELECT jsonb_object_agg(x.k, x.vals) FROM (
                SELECT kv.key AS k, jsonb_agg(DISTINCT kv.value ORDER BY kv.value) AS vals
                  FROM sku s2, jsonb_each_text(s2.attrs) kv WHERE s2.product_id = p.id GROUP BY kv.key) x), '{}'::jsonb),
      review_count = coalesce(r.n, 0), rating_avg = coalesce(r.avg, 0)
    FROM (SELECT product_id, min(price) AS min_price, sum(stock)::int AS total_stock FROM sku WHERE product_id IN ${idList} GROUP BY product_id) s
    LEFT JOIN (SELECT product_id, count(*)::int AS n, round(avg(rating), 2) AS avg FROM review WHERE product_id IN ${idList} GROUP BY product_id) r ON r.product_id = s.product_id
    WHERE p.id = s.product_id AND p.id IN ${idList}`);
}
