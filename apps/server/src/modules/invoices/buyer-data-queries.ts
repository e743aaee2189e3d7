import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordRows } from '../../db/record-rows.js';

// What a personal-data export and an erasure (issue 27, ADR 0041) read and change of one buyer's
// invoice titles and invoice applications.

/** Every saved invoice title and invoice application of a buyer (the export). */
export async function exportBuyerInvoices(db: Db, userId: number) {
  return {
    invoiceTitles: await recordRows(db, sql`SELECT to_jsonb(t) AS r FROM invoice_title t WHERE t.user_id = ${userId} ORDER BY t.id`),
    invoiceApplications: await recordRows(db, sql`SELECT to_jsonb(a) - 'decided_by' AS r FROM invoice_application a WHERE a.user_id = ${userId} ORDER BY a.created_at, a.id`),
  };
}

/**
 * Erasure: the saved titles (an address book for the next application) are deleted; the
 * applications stay whole, with the title as it was when applying, since tax law keeps an issued
 * invoice's buyer name, tax number and address for years (ADR 0041).
 */
export async function eraseBuyerInvoiceTitles(db: Db, userId: number): Promise<void> {
  // A company's titles the buyer added stay the company's (ADR 0045).
  await db.execute(sql`DELETE FROM invoice_title WHERE user_id = ${userId} AND company_id IS NULL`);
}
