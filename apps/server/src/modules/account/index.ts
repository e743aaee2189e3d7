// What other modules may use of accounts (ADR 0016, ADR 0035): a buyer's uploads are marked
// attached when something saves them, and checkout reads the country of a buyer's address,
// through these functions rather than SQL on the account's tables.
export { addressCountryId } from './address-country.js';
export { attachUploadIds, attachUploads } from './attach.js';
