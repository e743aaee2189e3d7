/** /console/credit/:companyId: one company's application, account, invoices and ledger (credit.read; issue 30). Being built. */
export function Component() {
  return null;
}
