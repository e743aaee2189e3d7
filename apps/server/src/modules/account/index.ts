// What other modules may use of accounts (ADR 0016, ADR 0035): a buyer's uploads are marked
// attached when something saves them, through these functions rather than SQL on the upload table.
export { attachUploadIds, attachUploads } from './attach.js';
