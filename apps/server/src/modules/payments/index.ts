// What the app wires at start (app.ts) of payments (ADR 0016): refunds of cancelled orders and
// their retries, the voiding of attempts on closed orders, and the sandbox provider with its
// gateway pages and notification path. No other module uses payments' internals.
export { refundOrder, retryRefunds, voidClosedOrderAttempts } from './service.js';
export { NOTIFY_PATH, SIGNATURE_HEADER, sandboxGateway, sandboxProvider } from './sandbox.js';
