// What the catalogue offers other modules (ADR 0016, ADR 0035): its tables are reached through
// these functions, never by SQL of another module.
export { returnStock, takeStock, type ReturnedLine, type StockLine } from './stock.js';
export { updateReviewSummary } from './reviews-summary.js';
export { loadSkus, type SkuRow } from './skus.js';
