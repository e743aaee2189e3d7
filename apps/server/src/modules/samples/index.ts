// Free samples (issue 14): nothing of it is used by another domain; the app mounts its routes.
// An approval places its order through orders' index (placeOrderFromLines, in sample-order.ts).
export { sampleRoutes } from './routes.js';
export { staffSampleRoutes } from './staff-routes.js';
