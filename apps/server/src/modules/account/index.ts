// What other modules may use of accounts (ADR 0016, ADR 0035): a buyer's uploads are marked
// attached when something saves them, checkout reads the country of a buyer's address, and
// notices find where and in which language to write to a buyer, through these functions rather
// than SQL on the account's tables.
export { addressCountryId } from './address-country.js';
export { attachUploadIds, attachUploads } from './attach.js';
export { buyerContact } from './contact.js';
