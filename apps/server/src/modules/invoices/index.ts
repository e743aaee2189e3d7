// VAT invoices (issue 15): nothing of it is used by another domain; the app mounts its routes.
// It reads orders through orders' index (the buyer's paid orders, an order's lines and amounts).
export { invoiceRoutes } from './routes.js';
export { staffInvoiceRoutes } from './staff-routes.js';
// The console's customers (issue 27, ADR 0041): a buyer's titles and applications for an export, and an erasure.
export { eraseBuyerInvoiceTitles, exportBuyerInvoices } from './buyer-data-queries.js';
// Credit notes (issue 30): app.ts hands afterRefund to the orders' money port and the sweeper's task credits orders refunded in full another way.
export { afterRefund as creditNoteAfterRefund, creditRefundedOrders } from './credit-notes.js';
