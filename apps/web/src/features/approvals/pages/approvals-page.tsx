/** /accountCenter/approvals: the approval requests the buyer sent and the queue waiting for their role (issue 30). Being built. */
export function Component() {
  return null;
}
