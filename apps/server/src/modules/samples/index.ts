// Free samples (issue 14): nothing of it is used by another domain; the app mounts its routes.
// An approval places its order through orders' index (placeOrderFromLines, in sample-order.ts).
export { sampleRoutes } from './routes.js';
export { staffSampleRoutes } from './staff-routes.js';
// The console's customers (issue 27, ADR 0041): a buyer's sample applications, all of them for an export, and an erasure.
export { anonymiseBuyerSamples, exportBuyerSamples, samplesOfBuyer } from './buyer-data-queries.js';
