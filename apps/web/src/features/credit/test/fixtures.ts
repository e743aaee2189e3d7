import { effectivePermissions, type Company, type CompanyRole, type CreditAccountView, type CreditApplication, type CreditEntry, type CreditInvoice, type MyCompanyAnswer } from '@netshop/contract';

// Shared data of the credit pages' tests: a Finnish company, its account in euros, an overdue
// invoice, a ledger of a grant, a purchase and a payment.

export const eur = (amount: number) => ({ amount, currency: 'EUR', minorUnits: 2 });

export const company: Company = {
  id: 3,
  name: 'Pohjolan Verkko Oy',
  countryId: 6,
  countryCode: 'FI',
  country: 'Finland',
  taxNo: 'FI12345678',
  address: 'Mannerheimintie 1',
  city: 'Helsinki',
  postcode: '00100',
  industry: 'isp',
  phone: '+358 9 1234 5678',
  status: 'active',
  statusReason: '',
  createdAt: '2030-01-02T08:00:00.000Z',
  files: [],
  version: 2,
};

export const member = (roles: CompanyRole[], status: Company['status'] = 'active'): MyCompanyAnswer => ({
  membership: { company: { ...company, status }, memberId: 1, roles, permissions: effectivePermissions(status, roles) },
  application: null,
});

export const account: CreditAccountView = {
  status: 'active',
  currency: 'EUR',
  limit: eur(5_000_000),
  balance: eur(1_250_050),
  available: eur(3_749_950),
  overdue: eur(0),
  terms: 30,
  poRequired: false,
  holdReason: '',
  heldAt: null,
};

export const invoice: CreditInvoice = {
  invoiceNo: 'CI261101000001',
  orderNo: 'EW2611010001',
  poNumber: 'PO-7781',
  amount: eur(1_250_050),
  paid: eur(250_000),
  credited: eur(0),
  due: eur(1_000_050),
  status: 'open',
  issuedAt: '2026-10-01T09:00:00.000Z',
  dueAt: '2026-10-31T09:00:00.000Z',
  overdueDays: 12,
};

export const application: CreditApplication = {
  id: 9,
  status: 'pending',
  requestedLimit: eur(5_000_000),
  terms: 45,
  references: 'Nordea Bank, Aleksanterinkatu 36, Helsinki',
  files: [{ id: '0b8f1c5e-3c1a-4f43-9a31-1f2d3c4b5a69', name: 'tilinpaatos-2025.pdf', size: 48_000, url: '/api/common/files/0b8f?t=signed' }],
  decisionNote: '',
  createdAt: '2026-09-20T08:00:00.000Z',
  decidedAt: null,
};

export const ledger: CreditEntry[] = [
  { id: 3, kind: 'payment', amount: eur(-250_000), balanceAfter: eur(1_000_050), limitAfter: eur(5_000_000), invoiceNo: 'CI261101000001', orderNo: null, reference: 'NDEA-2611-04', note: '', by: 'Fia Finance', at: '2026-10-20T10:00:00.000Z' },
  { id: 2, kind: 'purchase', amount: eur(1_250_050), balanceAfter: eur(1_250_050), limitAfter: eur(5_000_000), invoiceNo: 'CI261101000001', orderNo: 'EW2611010001', reference: '', note: '', by: 'Aino Virtanen', at: '2026-10-01T09:00:00.000Z' },
  { id: 1, kind: 'allocated', amount: eur(0), balanceAfter: eur(0), limitAfter: eur(5_000_000), invoiceNo: null, orderNo: null, reference: '', note: '', by: 'Fia Finance', at: '2026-09-25T09:00:00.000Z' },
];
