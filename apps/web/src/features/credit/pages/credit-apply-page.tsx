/** /accountCenter/credit/apply: applying for payment on account (credit.manage; issue 30). Being built. */
export function Component() {
  return null;
}
