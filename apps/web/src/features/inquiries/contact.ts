// The button that opens the contact dialog; one of the inquiries' public entries (see ./index.ts).
export { ContactButton } from './components/contact-button';
