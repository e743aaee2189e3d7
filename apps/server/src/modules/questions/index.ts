// Product questions (issue 14): nothing of this module is used by another domain; app.ts registers its routes.
export { questionRoutes } from './routes.js';
export { staffQuestionRoutes } from './staff-routes.js';
// The console's customers (issue 27, ADR 0041): a buyer's questions, all of them for an export, and an erasure.
export { eraseBuyerQuestions, exportBuyerQuestions, questionsOfBuyer } from './buyer-data-queries.js';
