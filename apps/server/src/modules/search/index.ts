// What the app and the catalogue generator use of search (ADR 0016): the index is built after the
// seed (app.ts: ensureSearchIndex under the start-up lock), and generated products are indexed in
// batches with the vocabulary refreshed once at the end (generate-catalog.ts).
export { ensureSearchIndex, indexProducts, refreshVocabulary } from './indexer.js';
