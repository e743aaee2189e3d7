// What the catalogue offers other modules (ADR 0016, ADR 0035): its tables are reached through
// these functions, never by SQL of another module.
// A SKU's sellable stock moves only through the inventory (ADR 0044): it locks the SKU rows and adds
// the change here in its transaction; the consistency check reads the totals.
export { addAvailable, lockSkus, productTotalMismatches, skuStockTotals, type AvailableDelta } from './stock-queries.js';
export { updateReviewSummary } from './review-summary-queries.js';
export { loadSkus, type SkuRow } from './sku-queries.js';
// A SKU's variant in words (cart, order and quotation lines).
export { saleAttrOf } from './sale-attr.js';
// Product and SKU names beside other modules' rows (read views, ADR 0039), and look-ups of a few
// products or SKUs (questions, inquiries, quotations, samples).
export { productExists, productNamesView, skuFacts, skuNamesView, skuProductId } from './published-queries.js';
// The SKUs of published products, which the inventory's buyer-facing stock and dates join (issue 28).
export { publishedSkusView } from './published-queries.js';
// The category of a few products (a company's approval rule on a category, issue 30).
export { productCategoryIds } from './published-queries.js';
// Quick order (cart, issue 29) finds a product by another brand's part number in its compatibility list.
export { productCompatView } from './part-number-queries.js';
// The product on a chat visitor's page, with its stock (the assistant says whether it is in stock).
export { productStockView } from './published-queries.js';
// Product cards by ids, or as a read view a list joins (ADR 0039), and a product's picture address.
export { imageUrl, productCards, toCard } from './cards.js';
export { cardRow, productCardsView, type CardRow } from './card-queries.js';
// The category tree and attribute labels per language, kept with the site's currencies in a memo.
export { categoryAndDescendants, categoryPath, loadReference, withMemo, type CatalogReference, type CategoryInfo } from './reference.js';
// What search reads of products, SKUs and documents: read views for its index and results (ADR 0039), and look-ups.
export { documentIdsOfProducts, documentProductNamesView, documentSearchTextsView, productIdsAfter, productSearchTextsView, skusByNumberPrefix } from './search-source-queries.js';
// The sitemaps (web/sitemap.ts): the product count, a chunk of products, the categories.
export { categoryIds, productCount, productSitemapChunk } from './sitemap-queries.js';
// The server-rendered product page's head (web/seo.ts) answers what the API's product detail does.
export { productDetail } from './service.js';
// The console's customers (issue 27, ADR 0041): the products a buyer viewed, for an export and an erasure.
export { eraseBuyerRecentlyViewed, exportBuyerRecentlyViewed } from './buyer-data-queries.js';
