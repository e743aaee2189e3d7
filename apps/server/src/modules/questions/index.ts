// Product questions (issue 14): nothing of this module is used by another domain; app.ts registers its routes.
export { questionRoutes } from './routes.js';
export { staffQuestionRoutes } from './staff-routes.js';
