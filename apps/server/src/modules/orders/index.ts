// What other domains and the sweeper may use of orders (ADR 0016, ADR 0035): payments records an
// order's events, finds an order, marks it paid and completes a refund through these; the sweeper
// closes unpaid orders and empties recycle bins. Nothing outside the module imports its files directly.
export { completeRefund, expireUnpaid, purgeRecycleBins } from './actions.js';
export { recordEvent } from './events.js';
// An order the buyer may read (their own, their company's with orders.read) and one they may pay
// (their own, their company's with orders.place; ADR 0045).
export { findOrder, orderToPay } from './service.js';
export { lockOrderState, markOrderPaid, orderByNo, orderRefById, ordersNotUnpaid, orderStatusById } from './queries.js';
// The one way to write an order from priced lines (its stock taken, its timeline begun): an
// accepted quotation (inquiries) and an approved free sample (samples) place theirs with it, under
// their own rules; an address is copied from the address book as a checkout order copies it, and a
// buyer's idempotency key finds the order it created.
export { placeOrderFromLines, type NewOrderLine, type OrderFromLines, type OrderHead } from './place-from-lines.js';
export { addressSnapshot, oneLine as addressInOneLine, placedOrderByKey, placeOrder, requestHash, type PlaceOptions } from './place.js';
// A company's approvals, limits and credit answer the placing transaction through this port (issue 30, ADR 0046).
export { noPurchaseControls, type PlaceBody, type PurchaseCheck, type PurchaseControls, type QuotationAcceptance } from './purchase-controls.js';
// VAT invoices (issue 15): the buyer's paid orders to choose from, one locked while an application
// is filed, and the amounts and lines an invoice shows and prints.
export { buyerOrderForInvoice, buyerPaidOrders, invoiceOrders, type InvoiceOrder } from './for-invoices.js';
// Company invoices (issue 29): the orders a buyer may apply for, their company's included with invoices.read.
export { ordersForInvoiceInScope } from './invoice-scope-queries.js';
// An order's number and shipping beside another module's rows (read view, ADR 0039).
export { companyOrderCountsView, orderLinesView, orderShippingView } from './published-queries.js';
// What a company spent in a period, for its spending limits (approvals, issue 30).
export { companySpendRows } from './published-queries.js';
// A buyer's latest orders: the chat assistant's "order status" answer and the agent's view of a visitor.
export { latestOrderOf, recentOrdersOf } from './latest-orders-queries.js';
// The console's customers (issue 27, ADR 0041): a buyer's orders, their count beside each buyer,
// the buyer of an order number, everything stored of their orders, and an erasure's anonymising.
export { anonymiseBuyerOrders, buyerOfOrderNo, buyerOrderCountsView, exportBuyerOrders, ordersOfBuyer } from './buyer-data-queries.js';
// Quick order (cart, issue 29) checks lines against the reservation limits (ADR 0014): the units a buyer's unpaid orders hold per SKU.
export { unpaidUnitsBySku } from './queries.js';
// Requisition lists (issue 29): "save as list" reads the lines of an order the buyer may read.
export { orderUnitsForList } from './list-source-queries.js';
