import { CREDIT_INVOICE_STATUSES } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow } from '../../db/typed-rows.js';

// The SQL of paying an invoice through the payment gateway (issue 30, ADR 0046): the invoice a
// member names, always within their company, so another company's number is one that does not exist.

const payable = row({
  id: col.int,
  invoiceNo: col.text,
  companyId: col.int,
  status: z.enum(CREDIT_INVOICE_STATUSES),
  open: col.int,
  currency: col.text,
  minorUnits: col.int,
});
export type PayableInvoice = z.output<typeof payable>;

const COLUMNS = sql`id, invoice_no AS "invoiceNo", company_id AS "companyId", status, (amount - paid - credited)::bigint AS open, currency, minor_units AS "minorUnits"`;

/** The company's invoice by its number. */
export async function companyInvoiceByNo(db: Db, companyId: number, invoiceNo: string): Promise<PayableInvoice | undefined> {
  return typedRow(db, payable, sql`SELECT ${COLUMNS} FROM credit_invoice WHERE company_id = ${companyId} AND invoice_no = ${invoiceNo}`);
}

/** An invoice by id (a capture names the invoice its attempt was for). */
export async function invoiceById(db: Db, invoiceId: number): Promise<PayableInvoice | undefined> {
  return typedRow(db, payable, sql`SELECT ${COLUMNS} FROM credit_invoice WHERE id = ${invoiceId}`);
}
