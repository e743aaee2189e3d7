// What other domains may use of cart (ADR 0016): checkout prices lines as the cart does, and a
// repurchase puts an order's lines back in the cart; an accepted cart quotation takes its units out; an order placed from the cart removes its lines.
export { baseUnitPrice, priceLines } from './lines.js';
export { addItems, cartSummary, removeFromCart, takeFromCart } from './service.js';
