// What the approvals module offers the app (ADR 0016, ADR 0035, ADR 0046): the purchase controls
// the placing transaction asks (with the credit module's part, given by the app), its routes, and
// its sweeper task (expiring requests).
export { purchaseControls, type ControlOptions, type CreditControls } from './controls.js';
export { approvalRoutes } from './routes.js';
export { approvalSweeps } from './sweeps.js';
// The README's demo company (issue 30, demo-company.ts): its settings, rules and a member's limit, written as its admin would.
export { createRule as createApprovalRule, saveMemberLimit, saveSettings as saveApprovalSettings, type Reference as ApprovalReference } from './settings.js';
