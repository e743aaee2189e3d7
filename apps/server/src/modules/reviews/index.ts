// Reviews (issue 14): nothing of this module is used by another domain; app.ts registers its routes.
export { reviewRoutes } from './routes.js';
export { staffReviewRoutes } from './staff-routes.js';
// The published reviews beside the product page's other parts (read view, ADR 0039): the catalogue's product detail.
export { publishedReviewsView } from './published-queries.js';
