// What other domains and the sweeper may use of orders (ADR 0016): payments records an order's
// events, finds an order and completes a refund through these; the sweeper closes unpaid orders
// and empties recycle bins. Nothing outside the module imports its files directly.
export { completeRefund, expireUnpaid, purgeRecycleBins } from './actions.js';
export { recordEvent } from './events.js';
export { findOrder } from './service.js';
