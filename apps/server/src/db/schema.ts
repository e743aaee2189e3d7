// Every table of the shop, for Drizzle (client, seed, drizzle-kit). Each module owns its tables in
// modules/<module>/schema.ts (ADR 0035); tables of the shared layers are in platform-schema.ts.
export * from './platform-schema.js';
export * from '../modules/account/schema.js';
export * from '../modules/approvals/schema.js';
export * from '../modules/audit/schema.js';
export * from '../modules/cart/schema.js';
export * from '../modules/catalog/schema.js';
export * from '../modules/chat/schema.js';
export * from '../modules/companies/schema.js';
export * from '../modules/checkout/schema.js';
export * from '../modules/content/schema.js';
export * from '../modules/coupons/schema.js';
export * from '../modules/credit/schema.js';
export * from '../modules/inquiries/schema.js';
export * from '../modules/inventory/schema.js';
export * from '../modules/invoices/schema.js';
export * from '../modules/notifications/schema.js';
export * from '../modules/orders/schema.js';
export * from '../modules/payments/schema.js';
export * from '../modules/questions/schema.js';
export * from '../modules/reviews/schema.js';
export * from '../modules/samples/schema.js';
export * from '../modules/search/schema.js';
export * from '../modules/site/schema.js';
export * from '../modules/staff/schema.js';
