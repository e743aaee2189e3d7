// What the catalogue offers other modules (ADR 0016, ADR 0035): its tables are reached through
// these functions, never by SQL of another module.
export { returnStock, takeStock, type ReturnedLine, type StockLine } from './stock.js';
export { updateReviewSummary } from './reviews-summary.js';
export { loadSkus, type SkuRow } from './skus.js';
// Product and SKU names beside other modules' rows (read views, ADR 0039), and look-ups of a few
// products or SKUs (questions, inquiries, quotations, samples).
export { productExists, productNamesView, skuFacts, skuNamesView, skuProductId } from './published-queries.js';
