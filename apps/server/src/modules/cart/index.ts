// What other domains may use of cart (ADR 0016): checkout prices lines as the cart does, and a
// repurchase puts an order's lines back in the cart; an accepted cart quotation takes its units out.
export { baseUnitPrice, loadSkus, priceLines, type SkuRow } from './lines.js';
export { addItems, cartSummary, takeFromCart } from './service.js';
