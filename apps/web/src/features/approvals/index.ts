// A company's approvals (issue 30): what other features show of them — the count of requests
// waiting (the account menu's badge) and the orders page's line about the buyer's own pending ones.
export { useApprovalCounts } from './hooks/use-approval-counts';
export { PendingApprovalsBanner } from './components/pending-banner';
// The link to one request (a quotation sent for approval links to it).
export { requestPath as approvalRequestPath } from './components/request-table';
