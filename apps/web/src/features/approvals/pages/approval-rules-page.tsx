/** /accountCenter/approvals/rules: the company's approval rules and spending limits (approvals.manage; issue 30). Being built. */
export function Component() {
  return null;
}
