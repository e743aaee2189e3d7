// Free samples (issue 14): nothing of it is used by another domain; the app mounts its routes.
// An approval reaches orders through orders' index (placeSampleOrder).
export { sampleRoutes } from './routes.js';
export { staffSampleRoutes } from './staff-routes.js';
