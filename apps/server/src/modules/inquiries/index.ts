// Inquiries and the contact form (issue 15): app.ts registers the routes; registration attaches a
// guest's inquiries to the new account (account/service.ts). Quotations build on these later.
export { inquiryRoutes } from './routes.js';
export { staffInquiryRoutes } from './staff-routes.js';
export { attachGuestInquiries } from './service.js';
// The console's customers (issue 27, ADR 0041): a buyer's inquiries and quotations, all of them for an export, and an erasure.
export { eraseBuyerInquiries, exportBuyerInquiries, inquiriesOfBuyer } from './buyer-data-queries.js';
// The last approval of a company's quotation request places it (issue 30, ADR 0046): given to the approvals routes by the app.
export { placeApprovedQuotation } from './quotations.js';
