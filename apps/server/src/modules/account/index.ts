// What other modules may use of accounts (ADR 0016, ADR 0035): a buyer's uploads are marked
// attached when something saves them, checkout reads the country of a buyer's address, and
// notices find where and in which language to write to a buyer, through these functions rather
// than SQL on the account's tables.
export { addressCountryId } from './address-queries.js';
export { attachUploads } from './attach.js';
export { attachUploadIds } from './upload-queries.js';
export { buyerContact } from './queries.js';
// An invitation to a company says whether the invited address has an account (sign in) or not (register).
export { emailTaken } from './queries.js';
// Buyers' names and files beside other modules' rows (read views, ADR 0039), a buyer's row locked
// for a limit check, an inquiry sender's name, a quotation's default destination.
export { buyerDestinationCountryId, buyerEmailAndName, buyerNamesView, lockBuyer, uploadFilesView } from './published-queries.js';
// A chat socket a buyer opens with a ticket is refused once they are blocked or erased.
export { buyerActive } from './published-queries.js';
// An order copies an address-book entry, ships to the buyer's default address, checks a return's photos are theirs.
export { addressBookEntry, defaultShippingAddressId, ownUploadCount } from './published-queries.js';
// What the app wires at start (app.ts): the sweeps of stale codes and uploads, the dev mailbox and
// upload routes, the app's signing secret and the demo buyer.
export { accountSweeps } from './housekeeping.js';
export { mailboxRoutes } from './mailbox.js';
export { uploadRoutes } from './uploads.js';
export { appSecret, seedDemoBuyer } from './setup.js';
// The demo company's accounts (issue 30): the app's demo seed creates them once.
export { ensureDemoUser, type DemoUser } from './setup.js';
