import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow } from '../../db/typed-rows.js';

// A purchase-order number names one purchase of a company (issue 30, ADR 0046): the credit module
// refuses one its invoices carry already, and asks this (through the purchase controls' port) for
// one a pending approval request on account carries — else the request, once approved, and a
// checkout placed meanwhile would both carry it. The last approval marks its own request approved
// before it places, so its own number is not counted against it.

const countRow = row({ n: col.int });

/** Whether a pending request of the company to pay on account carries this purchase-order number (letters' case aside). */
export async function poNumberPending(db: Db, companyId: number, poNumber: string): Promise<boolean> {
  const r = await typedRow(
    db,
    countRow,
    sql`SELECT count(*)::int AS n FROM approval_request
         WHERE company_id = ${companyId} AND status = 'pending' AND lower(po_number) = lower(${poNumber}) AND coalesce(body->>'paymentTerms', 'now') = 'account'`,
  );
  return r!.n > 0;
}
