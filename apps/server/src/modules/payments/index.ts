// What the app wires at start (app.ts) of payments (ADR 0016): refunds of cancelled orders and
// their retries, the voiding of attempts on closed orders, and the sandbox provider with its
// gateway pages and notification path. No other module uses payments' internals.
export { refundOrder, retryRefunds, voidClosedOrderAttempts, type AccountRefunds } from './service.js';
export { NOTIFY_PATH, SIGNATURE_HEADER, sandboxGateway, sandboxProvider } from './sandbox.js';
// The console's order page lists an order's payments and refunds (app.ts hands it to the orders' staff routes: orders may not import payments, which imports orders).
export { orderPayments } from './order-payments.js';
// Staff refunds (issue 27): the orders' staff actions move money through this (app.ts hands it over).
export { orderMoneyPort } from './order-money-port.js';
