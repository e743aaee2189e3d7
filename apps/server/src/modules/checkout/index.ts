// What other domains may use of checkout (ADR 0016): orders prices what it places with the same
// quote the confirmation page showed, and prints the tax line's name.
export { quote, type QuoteInput, type QuoteOptions, type QuotePricing, type Quote } from './quote.js';
export { taxName } from './tax-names.js';
// A destination's tax rate, which a quotation proposes by default (inquiries).
export { taxOf } from './queries.js';
// How an order that names no method (a quotation's, a free sample's) goes out.
export { defaultShippingMethod } from './queries.js';
// A shipping method's name in the staff member's language beside an order (the console, the packing list).
export { shippingMethodNamesView } from './queries.js';
// The free-shipping thresholds the chat assistant's answers name ({freeOver.<method>}).
export { freeShippingThresholds } from './queries.js';
// The enabled shipping methods in their order, named in a language (the inventory's "arrives by" per method, issue 28).
export { enabledShippingMethods } from './queries.js';
