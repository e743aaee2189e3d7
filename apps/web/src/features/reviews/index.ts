// The reviews' public face: the dialog in which a buyer reviews an order line (the product page
// and the order pages open it). Other features import features/reviews only through this file.
export { ReviewDialog } from './components/review-dialog';
