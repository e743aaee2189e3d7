// What other domains and the sweeper may use of orders (ADR 0016): payments records an order's
// events, finds an order, marks it paid and completes a refund through these; the sweeper closes unpaid orders
// and empties recycle bins. Nothing outside the module imports its files directly.
export { completeRefund, expireUnpaid, purgeRecycleBins } from './actions.js';
export { recordEvent } from './events.js';
export { findOrder } from './service.js';
export { markOrderPaid } from './paid.js';
export { lockOrderState, orderByNo, orderRefById, ordersNotUnpaid, orderStatusById, orderToPay } from './for-payments.js';
// Free samples (issue 14): an approved application ships as a zero-price order; its address is
// copied from the address book as an order's is.
export { addressSnapshot } from './place.js';
export { placeSampleOrder, type SampleOrderInput } from './sample-order.js';
// VAT invoices (issue 15): the buyer's paid orders to choose from, one locked while an application
// is filed, and the amounts and lines an invoice shows and prints.
export { buyerOrderForInvoice, buyerPaidOrders, invoiceOrders, type InvoiceOrder } from './invoice-source.js';
// Quotations (issue 15): an accepted quotation becomes an unpaid order at its prices, paid as any other.
export { placeQuotedOrder, quotedOrderByKey, quotedShortages, shortageTexts, type QuotedOrderInput, type QuotedOrderOptions } from './quoted-order.js';
// An order's number and shipping beside another module's rows (read view, ADR 0039).
export { orderShippingView } from './published-queries.js';
