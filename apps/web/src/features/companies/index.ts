// Company accounts (issue 29): what other features use of a buyer's company — the membership and
// its permissions (the header's quick-order link, checkout's "for the company" choice).
export { useMyCompany } from './hooks/use-my-company';
// "Save to list" (requisition lists): the product, cart, order and quick-order pages place it; its dialog loads on the first click.
export { SaveToListButton, type SaveToListButtonProps } from './lists/components/save-to-list-button';
// The company's members (every member reads them): the orders' and inquiries' member filter.
export { companyMembersQuery, COMPANY_KEY } from './api/companies-api';
