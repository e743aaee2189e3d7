// What other domains may use of checkout (ADR 0016): orders prices what it places with the same
// quote the confirmation page showed, and prints the tax line's name.
export { quote, type QuoteInput, type QuoteOptions, type QuotePricing, type Quote } from './quote.js';
export { taxName } from './tax-names.js';
// A destination's tax rate, which a quotation proposes by default (inquiries).
export { taxOf } from './queries.js';
