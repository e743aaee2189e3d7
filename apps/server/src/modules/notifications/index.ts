// What other modules may use of notifications (ADR 0016): a notice to a buyer (account-centre
// message and mail in the buyer's language), mails queued in the outbox and their templates, and
// the account centre's message list. Everything else in this folder is its own.
export { notify, notifyAddress } from './notify.js';
export { addMessage, listMessages, markAllRead, markRead, type MessageTextKey } from './messages.js';
// A message's text in a language, for a mail that carries more than the notice (approvals' mails with a link, issue 30).
export { renderMessage } from './messages.js';
// The console's order page: what the buyer was told about one order (messages and mails).
export { orderNotices } from './order-notices.js';
export { enqueue, purgeDeliveredMail } from './mail/outbox.js';
export { addressTakenMail, alreadyRegisteredMail, codeMail, emailChangedMail, linkMail, paragraphsMail, type CodePurpose } from './mail/templates.js';
// The development mailbox (account/mailbox.ts) shows the newest mails.
export { mailHtml, newestMails } from './mail/queries.js';
// What the app wires at start (app.ts): the outbox's sender.
export { createMailSender, type MailSender } from './mail/sender.js';
// The console's customers (issue 27, ADR 0041): a buyer's messages and mails for an export, and an erasure.
export { eraseBuyerMessages, exportBuyerMessages } from './buyer-data-queries.js';
