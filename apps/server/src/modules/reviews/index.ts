// Reviews (issue 14): nothing of this module is used by another domain; app.ts registers its routes.
export { reviewRoutes } from './routes.js';
export { staffReviewRoutes } from './staff-routes.js';
