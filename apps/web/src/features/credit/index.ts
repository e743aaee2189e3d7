// Payment on account (issue 30): what checkout reads of the company's credit account — whether
// the buyer may pay on account now, what is available, whether a PO number is required — and the
// key its answers live under (checkout reads it again after a refusal).
export { CREDIT_KEY, checkoutCreditQuery } from './api/credit-api';
