/** /accountCenter/approvals/detail?no=: one approval request, its levels and decisions; approve or reject (issue 30). Being built. */
export function Component() {
  return null;
}
