// What the credit module offers the app and other modules (ADR 0016, ADR 0035, ADR 0046): its
// routes, its sweeper tasks, and (for approvals' purchase controls) the credit account's lock,
// check and charge of an order on account.
export { creditRoutes } from './routes.js';
export { staffCreditRoutes } from './staff-routes.js';
export { creditSweeps } from './sweeps.js';
// The monthly statement PDF of a company's credit account (statement-routes.ts).
export { creditStatementRoutes } from './statement-routes.js';
// The credit part of the purchase controls (approvals' purchaseControls({ credit })), and the lock every change of a company's credit takes first.
export { creditControls, type CreditControls } from './controls.js';
export { lockCreditAccount } from './ledger.js';
// The orders' money port with orders paid on account refunded to the credit account (app.ts wraps payments' port).
export { onAccountRefunds } from './refunds.js';
// The operator's completed return and the refund retry give an order on account back to its credit account (app.ts hands it to payments).
export { onAccountOrderRefunds } from './refunds.js';
// The README's demo company (issue 30, demo-company.ts): its application and finance's decision, as the account centre and the console make them.
export { applyForCredit } from './service.js';
export { decideCredit } from './staff-service.js';
// Paying an open invoice through the payment gateway: the port app.ts hands the payments module.
export { creditInvoicePayments, type CreditInvoicePayments } from './online-payments.js';
