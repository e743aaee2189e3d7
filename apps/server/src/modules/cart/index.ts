// What other domains may use of cart (ADR 0016): checkout prices lines as the cart does, and a
// repurchase puts an order's lines back in the cart; an accepted cart quotation takes its units out; an order placed from the cart removes its lines.
export { baseUnitPrice, priceLines } from './lines.js';
export { addItems, cartSummary, removeFromCart, takeFromCart } from './service.js';
// The console's customers (issue 27, ADR 0041): a buyer's cart and favourites for an export, and an erasure.
export { eraseBuyerCart, exportBuyerCart } from './buyer-data-queries.js';
// Requisition lists (issue 29) tell which items would pass the cart's line limit before adding them: the buyer's lines.
export { cartItems } from './queries.js';
