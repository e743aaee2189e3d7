// Every transaction-level advisory-lock class of the server in one place, so no two uses share a
// class by accident (credit-note numbering once reused the company titles' 7270151: unrelated
// transactions then queued on each other). Each lock is pg_advisory_xact_lock(class, key), the key
// being the row or period it guards. The start-up migration lock (db/index.ts) is a single-key lock,
// another key space.
export const LOCK_CLASS = {
  /** One buyer's cart (key: user id). */
  cart: 7270011,
  /** A visitor's chat conversation (key: hashtext of the visitor id). */
  chatVisitor: 7270013,
  /** A signed-in buyer's chat conversation (key: user id). */
  chatUser: 7270014,
  /** The set of active staff admins (key: none). */
  staffAdmins: 7270017,
  /** The category tree (key: none). */
  categoryTree: 7270027,
  /** The attribute catalogue (key: none). */
  attributes: 7270028,
  /** VAT invoice numbering (key: year). */
  invoiceNumbering: 7270150,
  /** A company's invoice titles (key: company id). */
  companyTitles: 7270151,
  /** Credit-note numbering (key: yymmdd). */
  creditNoteNumbering: 7270152,
  /** The payment attempts of one credit invoice (key: invoice id). */
  creditInvoiceAttempt: 7270160,
} as const;
