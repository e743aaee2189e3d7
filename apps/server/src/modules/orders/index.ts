// What other domains may use of orders (ADR 0016): payments records an order's events, finds an
// order and completes a refund through these, never through the module's files directly.
export { completeRefund } from './actions.js';
export { recordEvent } from './events.js';
export { findOrder } from './service.js';
