// What the approvals module offers the app (ADR 0016, ADR 0035, ADR 0046): the purchase controls
// the placing transaction asks, its routes, and its sweeper task (expiring requests).
export { purchaseControls } from './controls.js';
export { approvalRoutes } from './routes.js';
