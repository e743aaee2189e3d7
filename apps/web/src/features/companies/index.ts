// Company accounts (issue 29): what other features use of a buyer's company — the membership and
// its permissions (the header's quick-order link, checkout's "for the company" choice).
export { useMyCompany } from './hooks/use-my-company';
