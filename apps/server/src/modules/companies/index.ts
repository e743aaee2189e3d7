// What the companies module offers other modules and the app (ADR 0016, ADR 0035, ADR 0045): the
// membership the auth plugin puts in every buyer request. Other modules ask what a member may do
// through lib/company-access.ts, which reads that membership; nothing outside imports this
// module's files directly.
export { findMembership } from './membership-queries.js';
// A company's name beside another module's rows, and the buyer a member is (orders and inquiries filtered by member).
export { companyNames, memberUserId } from './names-queries.js';
// Who of a company to tell about its credit (reminders, holds; issue 30).
export { membersHolding } from './holders-queries.js';
// A company's name and status beside another module's rows (the console's credit accounts, issue 30).
export { companyDirectoryView } from './published-queries.js';
// The README's demo company (issue 30), created by the demo seed outside production.
export { ensureDemoCompany, type DemoCompany } from './demo.js';
// A company's purchase controls (approvals, issue 30): its time zone, and its members with their roles (approvers of a rule).
export { companyTimeZone } from './names-queries.js';
export { membersOf as companyMembersList } from './queries.js';
