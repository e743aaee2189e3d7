import type { Db } from './db/client.js';
import { transaction } from './lib/request-context.js';
import { ensureDemoUser, type DemoUser } from './modules/account/index.js';
import { ensureDemoCompany } from './modules/companies/index.js';

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
    return ensureDemoCompany(tx, {
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
  });
}
