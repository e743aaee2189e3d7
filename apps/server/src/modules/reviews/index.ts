// Reviews (issue 14, ADR 0022): app.ts registers its routes; the catalogue reads the published reviews through a read view.
export { reviewRoutes } from './routes.js';
export { staffReviewRoutes } from './staff-routes.js';
// The published reviews beside the product page's other parts (read view, ADR 0039): the catalogue's product detail.
export { publishedReviewsView } from './published-queries.js';
// The console's customers (issue 27, ADR 0041): a buyer's reviews and votes for an export, and an erasure.
export { anonymiseBuyerReviews, exportBuyerReviews } from './buyer-data-queries.js';
