/** /accountCenter/credit: the company's credit account, open invoices, ledger and statements (issue 30). Being built. */
export function Component() {
  return null;
}
