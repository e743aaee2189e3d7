// Grows the catalogue to a given size for benchmarks, from the hand-written products:
//   DATABASE_URL=postgres://… node --import tsx apps/server/src/generate-catalog.ts --products 100000
// Generated products are numbered copies (model and keys suffixed -G<n>) spread over the same
// categories, with their SKUs, tiers, texts in six languages, documents and search index rows.
// Deterministic and idempotent: running it again updates the same rows.
import { sql } from 'drizzle-orm';
import { loadConfig } from './config.js';
import { rows } from './db/client.js';
import { prepareStorage, withStartupLock } from './db/index.js';
import { catalogSeed, insertProducts } from './db/seed/catalog/index.js';
import type { ExpandedProduct } from './db/seed/catalog/expand.js';
import { ensureSearchIndex, indexProducts, refreshVocabulary } from './modules/search/index.js';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const target = arg('products', 100_000);
const batchSize = arg('batch', 500);
// Batches at once: one builds its rows and search terms in Node while another is in PostgreSQL.
const concurrency = arg('concurrency', 3);

function copy(p: ExpandedProduct, n: number): ExpandedProduct {
  const tag = `G${n}`;
  const bump = 1 + ((n * 7919) % 21) / 100; // prices vary by up to 20 %
  return {
    ...p,
    key: `${p.key}-g${n}`,
    model: `${p.model}-${tag}`,
    featured: false,
    isNew: n % 97 === 0,
    popularity: (p.popularity * 31 + n) % 1000,
    ageDays: (p.ageDays + n) % 700,
    texts: Object.fromEntries(Object.entries(p.texts).map(([l, t]) => [l, { ...t, name: `${t.name} ${tag}` }])) as ExpandedProduct['texts'],
    skus: p.skus.map((s) => {
      const price = Math.round(s.price * bump);
      return { ...s, productNo: `${s.productNo}-${tag}`, price, stock: (s.stock * 13 + n) % 1500, tiers: s.tiers.map((t) => ({ ...t, price: Math.round(t.price * bump) })) };
    }),
    docs: p.docs.map((d) => ({ ...d, key: `${d.key}-g${n}` })),
    reviews: p.reviews.slice(0, n % 3),
  };
}

async function main() {
  const config = loadConfig();
  const storage = await prepareStorage({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const db = storage.db;
  // The hand-written products' index first, as the server's start builds it (app.ts).
  await withStartupLock(storage, () => ensureSearchIndex(db));
  const seed = catalogSeed();
  const cats = await rows<{ id: number; key: string }>(db, sql`SELECT id, key FROM category`);
  const catId = new Map(cats.map((c) => [c.key, Number(c.id)]));
  const [{ n: existing }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM product`);
  const toMake = Math.max(0, target - seed.products.length);
  console.log(`catalogue has ${existing} products; generating ${toMake} copies to reach ${target}`);
  const started = Date.now();
  const starts: number[] = [];
  for (let start = 1; start <= toMake; start += batchSize) starts.push(start);
  let made = 0;
  const makeBatch = async (start: number) => {
    const batch: ExpandedProduct[] = [];
    for (let n = start; n < start + batchSize && n <= toMake; n++) batch.push(copy(seed.products[n % seed.products.length], n));
    await db.transaction(async (tx) => {
      const t = tx as unknown as typeof db;
      await insertProducts(t, batch, catId);
      const ids = await rows<{ id: number }>(t, sql`SELECT id FROM product WHERE key IN ${sql.raw(`(${batch.map((p) => `'${p.key}'`).join(',')})`)}`);
      await indexProducts(t, ids.map((r) => Number(r.id)));
    });
    made += batch.length;
    if (made % 5000 < batchSize) console.log(`${made} / ${toMake} (${Math.round((Date.now() - started) / 1000)} s)`);
  };
  // Batches touch disjoint products (their keys differ), so they can run side by side.
  const workers = Array.from({ length: Math.max(1, concurrency) }, async () => {
    for (let next = starts.shift(); next !== undefined; next = starts.shift()) await makeBatch(next);
  });
  await Promise.all(workers);
  await refreshVocabulary(db);
  await db.execute(sql`ANALYZE`);
  await storage.close();
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
