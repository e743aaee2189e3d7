import { effectivePermissions, type ApprovalRequestDetail, type ApprovalRequestSummary, type CompanyRole, type MyCompanyAnswer } from '@netshop/contract';

// Shared answers of the approvals pages' tests: a Finnish company, its members, one request.

export const eur = (amount: number) => ({ amount, currency: 'EUR', minorUnits: 2 });

export const companyAnswer = (roles: CompanyRole[], status: 'active' | 'suspended' = 'active'): MyCompanyAnswer => ({
  application: null,
  membership: {
    company: { id: 4, name: 'Kuitu Oy', countryId: 72, countryCode: 'FI', country: 'Finland', taxNo: 'FI1', address: 'Street 1', city: 'Helsinki', postcode: '', industry: 'isp', phone: '+358 40 555 0100', status, statusReason: '', createdAt: '2026-11-01T00:00:00.000Z', files: [], version: 1 },
    memberId: 9,
    roles,
    permissions: effectivePermissions(status, roles),
  },
});

export const summary = (over: Partial<ApprovalRequestSummary> = {}): ApprovalRequestSummary => ({
  requestNo: 'AR261128000001',
  kind: 'order',
  status: 'pending',
  total: eur(1_250_000),
  lineCount: 2,
  requester: { userId: 71, name: 'Bo Lind' },
  currentLevel: 1,
  createdAt: '2026-11-28T08:00:00.000Z',
  expiresAt: '2026-12-05T08:00:00.000Z',
  canDecide: false,
  orderNo: null,
  quotationNo: null,
  ...over,
});

export const detail = (over: Partial<ApprovalRequestDetail> = {}): ApprovalRequestDetail => ({
  ...summary(),
  steps: [
    { level: 1, approverRole: 'approver', rules: ['Large orders'], decision: null, by: null, at: null, comment: '' },
    { level: 2, approverRole: 'finance', rules: ['Very large orders'], decision: null, by: null, at: null, comment: '' },
  ],
  lines: [
    { skuId: 3, name: 'SFP+ 10G LR', productNo: 'SFP-10G-LR', quantity: 100, unitPrice: eur(10_000), lineTotal: eur(1_000_000) },
    { skuId: 4, name: 'Patch cord LC-LC 2 m', productNo: 'PC-LCLC-2', quantity: 500, unitPrice: eur(500), lineTotal: eur(250_000) },
  ],
  shippingAddress: 'Kuitu Oy, Mannerheimintie 1, 00100 Helsinki',
  returnReason: null,
  paymentTerms: 'account',
  poNumber: 'PO-7781',
  remark: 'Deliver to the loading dock',
  ...over,
});
