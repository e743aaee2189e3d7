// What the app and the catalogue generator use of search (ADR 0016): the index is built after the
// seed (app.ts: ensureSearchIndex under the start-up lock), and generated products are indexed in
// batches with the vocabulary refreshed once at the end (generate-catalog.ts).
export { ensureSearchIndex, indexProducts, refreshVocabulary } from './indexer.js';
// The console's content (issue 27) re-indexes a news item or article it created, edited, published, unpublished or deleted.
export { reindexContent } from './indexer.js';
// The console's catalogue (issue 27) re-indexes a product it created, edited, published or unpublished.
export { reindexProducts } from './indexer.js';
// The console's product documents (issue 27) re-index a document added or removed.
export { reindexDocument } from './indexer.js';
