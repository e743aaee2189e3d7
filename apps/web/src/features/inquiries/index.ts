// The inquiries' public face. Other features import features/inquiries only through the .ts files
// at its root (.dependency-cruiser.cjs, web-feature-to-feature), one for each way it is used, so
// that a page loads only what it shows (apps/web/vite.config.ts: the browse chunk):
// - index.ts: the button that opens the inquiry dialog (it loads the form when clicked; product,
//   cart, B2B and solution pages show it) and the types of what a form is given and answers;
// - contact.ts: the button that opens the contact dialog (the product-support page);
// - contact-page.ts: the contact form and the sent panel a contact page shows itself.
export { InquiryButton } from './components/inquiry-button';
export type { InquiryPrefill, InquirySent } from './components/inquiry-form';
