// VAT invoices (issue 15): nothing of it is used by another domain; the app mounts its routes.
// It reads orders through orders' index (the buyer's paid orders, an order's lines and amounts).
export { invoiceRoutes } from './routes.js';
export { staffInvoiceRoutes } from './staff-routes.js';
// The console's customers (issue 27, ADR 0041): a buyer's titles and applications for an export, and an erasure.
export { eraseBuyerInvoiceTitles, exportBuyerInvoices } from './buyer-data-queries.js';
