// What the approvals module offers the app (ADR 0016, ADR 0035, ADR 0046): the purchase controls
// the placing transaction asks (with the credit module's part, given by the app), its routes, and
// its sweeper task (expiring requests).
export { purchaseControls, type ControlOptions, type CreditControls } from './controls.js';
export { approvalRoutes } from './routes.js';
export { approvalSweeps } from './sweeps.js';
