import { approvalRuleBody, approvalSettingsBody, creditApplicationBody, creditDecisionBody, memberLimitBody } from '@netshop/contract';
import type { Db } from './db/client.js';
import { createContext, transaction, type RequestContext } from './lib/request-context.js';
import { ensureDemoUser, type DemoUser } from './modules/account/index.js';
import { createApprovalRule, saveApprovalSettings, saveMemberLimit, type ApprovalReference } from './modules/approvals/index.js';
import { loadReference } from './modules/catalog/index.js';
import { ensureDemoCompany, findMembership } from './modules/companies/index.js';
import { applyForCredit, decideCredit } from './modules/credit/index.js';
import { loadCurrencies } from './modules/site/index.js';

// The README's demo company (issue 30), seeded by `npm start` outside production: a company with
// an admin, a buyer, an approver and finance, each signing in with the demo buyer's password and
// reading the shop in their own language, so the approval rules, spending limits and credit
// account can be tried at once. Every row is written by the module that owns it.

export const DEMO_COMPANY_NAME = 'YT Demo Networks Ltd.';

const SHANGHAI = { region: 'CN-SH', city: '上海', zip: '200120', phone: '+86 21 5555 0188', line1: '浦东新区世纪大道 100 号', line2: '21 楼 2108 室' };

/** The demo company's people: the e-mails and languages the README names. */
export const DEMO_MEMBERS = {
  admin: { email: 'company-admin@example.com', firstName: '建国', lastName: '王', country: 'CN', lang: 'zh-CN', companyName: DEMO_COMPANY_NAME, shipTo: SHANGHAI },
  buyer: { email: 'company-buyer@example.com', firstName: '娜', lastName: '李', country: 'CN', lang: 'zh-CN', companyName: DEMO_COMPANY_NAME, shipTo: SHANGHAI },
  approver: { email: 'company-approver@example.com', firstName: 'Camille', lastName: 'Martin', country: 'FR', lang: 'fr', companyName: DEMO_COMPANY_NAME },
  finance: { email: 'company-finance@example.com', firstName: 'Emily', lastName: 'Zhang', country: 'CN', lang: 'en', companyName: DEMO_COMPANY_NAME },
} as const satisfies Record<string, DemoUser>;

/** The demo company's money controls, in CNY fen (the README and the browser test of issue 30 count on them). */
export const DEMO_CONTROLS = {
  currency: 'CNY',
  expiryDays: 7,
  /** An order from 10,000 CNY waits for the approver (level 1); from 50,000 CNY for finance too (level 2). */
  approverFrom: 1_000_000,
  financeFrom: 5_000_000,
  /** The buyer's own budget per month. */
  buyerMonthly: 10_000_000,
  creditLimit: 20_000_000,
  terms: 30,
} as const;

/**
 * Creates the demo company once: its accounts (found by e-mail after the first start), the company
 * with their roles, then — only when the company was created just now — its approval settings,
 * rules, the buyer's limit and its credit account. A second run changes nothing, and what an admin
 * changed afterwards stays. One transaction: a start that fails half-way leaves nothing.
 */
export async function seedDemoCompany(db: Db): Promise<{ companyId: number; created: boolean } | undefined> {
  return transaction(db, async (tx) => {
    const ids: Partial<Record<keyof typeof DEMO_MEMBERS, number>> = {};
    for (const [key, user] of Object.entries(DEMO_MEMBERS) as [keyof typeof DEMO_MEMBERS, DemoUser][]) {
      const id = await ensureDemoUser(tx, user);
      if (id === undefined) return undefined;
      ids[key] = id;
    }
    const company = await ensureDemoCompany(tx, {
      name: DEMO_COMPANY_NAME,
      country: 'CN',
      taxNo: '91310115MA1K7X3D09',
      address: '上海市浦东新区世纪大道 100 号 21 楼',
      city: '上海',
      postcode: '200120',
      industry: 'integrator',
      phone: '+86 21 5555 0188',
      timeZone: 'Asia/Shanghai',
      members: [
        { userId: ids.admin!, roles: ['admin'] },
        { userId: ids.buyer!, roles: ['buyer'] },
        { userId: ids.approver!, roles: ['approver'] },
        { userId: ids.finance!, roles: ['finance'] },
      ],
    });
    if (company?.created) await seedControls(tx, company.companyId, ids as Record<keyof typeof DEMO_MEMBERS, number>);
    return company;
  });
}

/** A member's request context, as their signed-in requests have it (the services check their company permissions). */
async function memberContext(db: Db, userId: number, lang: DemoUser['lang']): Promise<RequestContext> {
  return createContext(db, { lang, buyer: { userId, sessionId: 0, company: await findMembership(db, userId) } });
}

/**
 * What the company's admin, its finance member and the shop's finance would do next, through the
 * same services as their pages: approval settings in CNY, two rules, the buyer's monthly budget, an
 * application for Net 30 credit and its approval (the ledger's first entry, 'allocated').
 */
async function seedControls(db: Db, companyId: number, ids: Record<keyof typeof DEMO_MEMBERS, number>): Promise<void> {
  const c = DEMO_CONTROLS;
  const admin = await memberContext(db, ids.admin, DEMO_MEMBERS.admin.lang);
  const reference: ApprovalReference = { currencies: await loadCurrencies(db), ref: await loadReference(db, admin.langId), now: new Date() };
  await saveApprovalSettings(admin, reference, approvalSettingsBody.parse({ currency: c.currency, expiryDays: c.expiryDays, companyLimit: null }));
  await createApprovalRule(admin, reference, approvalRuleBody.parse({ name: '订单满 10,000 元需主管审批', condition: 'total', minTotal: c.approverFrom, approverRole: 'approver', level: 1 }));
  await createApprovalRule(admin, reference, approvalRuleBody.parse({ name: '订单满 50,000 元需财务审批', condition: 'total', minTotal: c.financeFrom, approverRole: 'finance', level: 2 }));
  const buyer = await findMembership(db, ids.buyer);
  if (buyer) await saveMemberLimit(admin, reference, buyer.memberId, memberLimitBody.parse({ limit: { amount: c.buyerMonthly, period: 'month' } }));

  const finance = await memberContext(db, ids.finance, DEMO_MEMBERS.finance.lang);
  await applyForCredit(finance, creditApplicationBody.parse({ requestedLimit: c.creditLimit, currency: c.currency, terms: c.terms, references: 'Demo data: Shanghai Pudong Development Bank, account manager +86 21 5555 0100.' }));
  // The shop's side, as the operator token is (no staff member of its own: the audit names the operator).
  const shopFinance = createContext(db, { staff: { staffId: 0, sessionId: null, email: '', name: 'operator', roles: ['admin'] } });
  await decideCredit(shopFinance, companyId, creditDecisionBody.parse({ decision: 'approve', limit: c.creditLimit, currency: c.currency, terms: c.terms, note: 'Demo data (README)' }));
}
