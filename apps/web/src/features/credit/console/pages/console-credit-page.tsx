/** /console/credit: credit applications, accounts and overdue accounts (credit.read; issue 30). Being built. */
export function Component() {
  return null;
}
