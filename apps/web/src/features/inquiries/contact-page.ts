// The contact form and the panel that confirms a sent message, which the contact page shows itself;
// one of the inquiries' public entries (see ./index.ts).
export { ContactForm } from './components/contact-form';
export { InquirySentPanel } from './components/inquiry-sent';
