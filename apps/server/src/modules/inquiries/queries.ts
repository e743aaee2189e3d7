import { CONTACT_TOPICS, INQUIRY_AUTHORS, INQUIRY_KINDS, INQUIRY_SOURCES, INQUIRY_STATUSES, type InquiryStatus } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';
import { buyerNamesView } from '../account/index.js';
import { articleTitleView } from '../content/index.js';
import { productNamesView } from '../catalog/index.js';
import { languageCodesView } from '../site/index.js';
import { staffNamesView } from '../staff/index.js';

// Every SQL statement of inquiries, their messages and files (issue 15) on the module's own tables
// (inquiry, inquiry_message, inquiry_file; ADR 0035), each answer checked by its row shape. A
// solution's title, a product's name, a language's code and a staff member's name come from their
// owners' read views (ADR 0039). Quotations are in quotation-queries.ts.

const status = z.enum(INQUIRY_STATUSES);
const author = z.enum(INQUIRY_AUTHORS);

/** Words of a search, each to be found (as typed, any case) in one of `columns`; CJK text as a substring. */
function wordsFilter(q: string | undefined, columns: SQL[]): SQL[] {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  return words.map((w) => {
    const like = `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql`(${sql.join(
      columns.map((c) => sql`${c} ILIKE ${like}`),
      sql` OR `,
    )})`;
  });
}

// ---- writing an inquiry and its thread ----

const newInquiryRow = row({ id: col.int, inquiryNo: col.text });

/** Stores an inquiry; its id and number. The number comes from the row's own serial, so two inquiries sent at once never share one. */
export async function insertInquiry(
  db: Db,
  i: {
    userId: number | null;
    /** The company it is asked for (ADR 0045); null: the buyer's own (or a guest's). */
    companyId: number | null;
    email: string;
    langId: number;
    type: string;
    source: string;
    productNo: string;
    spuId: number | null;
    skuId: number | null;
    solutionId: number | null;
    name: string;
    company: string;
    phone: string;
    topic: string | null;
    details: string;
    lines: { skuId: number; quantity: number }[];
  },
) {
  const r = await typedRow(
    db,
    newInquiryRow,
    sql`WITH n AS (SELECT nextval(pg_get_serial_sequence('inquiry', 'id'))::int AS id)
        INSERT INTO inquiry (id, inquiry_no, user_id, company_id, email, lang_id, type, source, product_no, spu_id, sku_id, solution_id, name, company, phone, topic, details, lines)
        SELECT n.id, 'IQ' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || (100000 + n.id), ${i.userId}, ${i.companyId}, ${i.email}, ${i.langId}, ${i.type}, ${i.source},
               ${i.productNo}, ${i.spuId}, ${i.skuId}, ${i.solutionId}, ${i.name}, ${i.company}, ${i.phone}, ${i.topic}, ${i.details},
               ${JSON.stringify(i.lines)}::jsonb
          FROM n
        RETURNING id, inquiry_no AS "inquiryNo"`,
  );
  return r!;
}

const lockedBuyerInquiryRow = row({ id: col.int, status, userId: col.int.nullable(), companyId: col.int.nullable() });

/** An inquiry `scope` allows (a condition on alias i: lib/company-access.ts ownedScope) by number, locked: its id, status and owners; undefined otherwise. */
export async function lockBuyerInquiry(db: Db, inquiryNo: string, scope: SQL) {
  return typedRow(
    db,
    lockedBuyerInquiryRow,
    sql`SELECT i.id, i.status, i.user_id AS "userId", i.company_id AS "companyId" FROM inquiry i WHERE i.inquiry_no = ${inquiryNo} AND ${scope} FOR UPDATE`,
  );
}

const inquiryContactRow = row({ id: col.int, inquiryNo: col.text, userId: col.int.nullable(), email: col.text, langId: col.int });

/** An inquiry locked for sales' reply: who to tell and in which language; undefined when there is none. */
export async function lockInquiry(db: Db, id: number) {
  return typedRow(
    db,
    inquiryContactRow,
    sql`SELECT id, inquiry_no AS "inquiryNo", user_id AS "userId", email, lang_id AS "langId" FROM inquiry WHERE id = ${id} FOR UPDATE`,
  );
}

const idRow = row({ id: col.int });

/** Adds a message to the inquiry's thread (a buyer's, or staff's with `staffId`, null for the operator token); its id. */
export async function insertMessage(db: Db, inquiryId: number, m: { author: 'buyer' | 'staff'; staffId?: number | null; body: string }): Promise<number> {
  const r = await typedRow(
    db,
    idRow,
    sql`INSERT INTO inquiry_message (inquiry_id, author, staff_id, body) VALUES (${inquiryId}, ${m.author}, ${m.staffId ?? null}, ${m.body}) RETURNING id`,
  );
  return r!.id;
}

/** After a message: the inquiry takes `to` and its last activity is now. */
export async function markMessaged(db: Db, inquiryId: number, to: InquiryStatus): Promise<void> {
  await db.execute(sql`UPDATE inquiry SET status = ${to}, last_message_at = now() WHERE id = ${inquiryId}`);
}

/** The buyer closes an inquiry they found and may change (again: no change). */
export async function closeBuyerInquiry(db: Db, inquiryId: number): Promise<void> {
  await db.execute(sql`UPDATE inquiry SET status = 'closed' WHERE id = ${inquiryId}`);
}

const statusChangeRow = row({ userId: col.int.nullable(), inquiryNo: col.text, was: status });

/** Sets an inquiry's status; its buyer, number and the status it had, or undefined when there is none. */
export async function updateStatus(db: Db, id: number, to: InquiryStatus) {
  return typedRow(
    db,
    statusChangeRow,
    sql`UPDATE inquiry i SET status = ${to}
          FROM (SELECT status FROM inquiry WHERE id = ${id} FOR UPDATE) old
         WHERE i.id = ${id}
     RETURNING i.user_id AS "userId", i.inquiry_no AS "inquiryNo", old.status AS was`,
  );
}

/** A guest's inquiries sent with `email` become the account's. */
export async function attachInquiriesByEmail(db: Db, userId: number, email: string): Promise<void> {
  await db.execute(sql`UPDATE inquiry SET user_id = ${userId} WHERE user_id IS NULL AND email = ${email}`);
}

// ---- files ----

/** Stores a file of the inquiry (`messageId` null: the inquiry's own). */
export async function insertFile(db: Db, f: { id: string; inquiryId: number; messageId: number | null; name: string; mime: string; bytes: Buffer }): Promise<void> {
  await db.execute(
    sql`INSERT INTO inquiry_file (id, inquiry_id, message_id, name, mime, size, bytes)
        VALUES (${f.id}::uuid, ${f.inquiryId}, ${f.messageId}, ${f.name}, ${f.mime}, ${f.bytes.length}, ${f.bytes}::bytea)`,
  );
}

const fileWithOwnerRow = row({ userId: col.int.nullable(), name: col.text, mime: col.text, bytes: z.instanceof(Uint8Array) });

/** A stored file with the inquiry's owner (null for a guest's), for the signed-link download; undefined when there is none. */
export async function fileWithOwner(db: Db, fileId: string) {
  return typedRow(
    db,
    fileWithOwnerRow,
    sql`SELECT i.user_id AS "userId", f.name, f.mime, f.bytes FROM inquiry_file f JOIN inquiry i ON i.id = f.inquiry_id WHERE f.id = ${fileId}::uuid`,
  );
}

const inquiryFileRow = row({ id: col.uuid, messageId: col.int.nullable(), name: col.text, mime: col.text, size: col.int });

/** The files of an inquiry and of its messages, oldest first. */
export async function inquiryFiles(db: Db, inquiryId: number) {
  return typedRows(
    db,
    inquiryFileRow,
    sql`SELECT id, message_id AS "messageId", name, mime, size FROM inquiry_file WHERE inquiry_id = ${inquiryId} ORDER BY created_at, id`,
  );
}

// ---- reading inquiries ----

const inquiryMessageRow = row({ id: col.int, author, staffName: col.text.nullable(), body: col.text, createdAt: col.time });

/** The messages of an inquiry, oldest first, with the name of the staff member who wrote each (null: a buyer's, or the operator token's). */
export async function inquiryMessages(db: Db, inquiryId: number) {
  return typedRows(
    db,
    inquiryMessageRow,
    sql`SELECT m.id, m.author, s.staff_name AS "staffName", m.body, m.created_at AS "createdAt"
          FROM inquiry_message m LEFT JOIN ${staffNamesView()} s ON s.staff_id = m.staff_id
         WHERE m.inquiry_id = ${inquiryId} ORDER BY m.id`,
  );
}

const summaryShape = {
  id: col.int,
  inquiryNo: col.text,
  type: z.enum(INQUIRY_KINDS),
  status,
  source: z.enum(INQUIRY_SOURCES),
  productNo: col.text,
  topic: z.enum(CONTACT_TOPICS).nullable(),
  solution: col.text.nullable(),
  details: col.text,
  createdAt: col.time,
  lastMessageAt: col.time,
  lastAuthor: author,
  replies: col.int,
  userId: col.int.nullable(),
  companyId: col.int.nullable(),
  askerFirstName: col.text.nullable(),
  askerLastName: col.text.nullable(),
};
export type SummaryRow = z.output<ReturnType<typeof row<typeof summaryShape>>>;

/** Columns of a list row under the alias `i`; the details cut to a preview, a solution's title in the reader's language. */
const summaryColumns = (langId: number) => sql`i.id, i.inquiry_no AS "inquiryNo", i.type, i.status, i.source, i.product_no AS "productNo", i.topic,
  ${articleTitleView(sql`i.solution_id`, langId)} AS solution,
  left(i.details, 300) AS details, i.created_at AS "createdAt", i.last_message_at AS "lastMessageAt",
  coalesce((SELECT m.author FROM inquiry_message m WHERE m.inquiry_id = i.id ORDER BY m.id DESC LIMIT 1), 'buyer') AS "lastAuthor",
  (SELECT count(*) FROM inquiry_message m WHERE m.inquiry_id = i.id)::int AS replies,
  i.user_id AS "userId", i.company_id AS "companyId",
  (SELECT u.first_name FROM ${buyerNamesView()} u WHERE u.user_id = i.user_id) AS "askerFirstName",
  (SELECT u.last_name FROM ${buyerNamesView()} u WHERE u.user_id = i.user_id) AS "askerLastName"`;

/** What the console adds to a row: who wrote it and in which language. */
const staffShape = { email: col.text, name: col.text, company: col.text, lang: col.text, registered: col.bool };
const STAFF_COLUMNS = sql`i.email, i.name, i.company, l.lang, i.user_id IS NOT NULL AS registered`;
const LANGUAGE = sql`JOIN ${languageCodesView()} l ON l.lang_id = i.lang_id`;

const buyerInquiryListRow = row({ ...summaryShape, total: col.int });

/** Scopes of the buyer's list (alias i): of what `scope` allows, those `userId` asked; or the company's. */
export const askedByBuyer = (scope: SQL, userId: number) => sql`${scope} AND i.user_id = ${userId}`;
export const companyInquiries = (companyId: number) => sql`i.company_id = ${companyId}`;

/** The inquiries `scope` allows (alias i) of a status ('all': any) matching the search, the latest activity first, with the total. */
export async function buyerInquiryRows(db: Db, langId: number, scope: SQL, f: { status: string; q?: string }, page: number, size: number) {
  const where: SQL[] = [scope, ...wordsFilter(f.q, [sql`i.inquiry_no`, sql`i.product_no`, sql`i.details`, sql`i.company`])];
  if (f.status !== 'all') where.push(sql`i.status = ${f.status}`);
  return typedRows(
    db,
    buyerInquiryListRow,
    sql`SELECT ${summaryColumns(langId)}, count(*) OVER ()::int AS total FROM inquiry i
         WHERE ${sql.join(where, sql` AND `)}
         ORDER BY i.last_message_at DESC, i.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
  );
}

const staffInquiryListRow = row({ ...summaryShape, ...staffShape, total: col.int });

/**
 * The console's queue: open inquiries by age, the longest untouched first, closed ones after, the
 * latest first; by status ('open': not closed, 'all': any), kind and words of the search, with the total.
 */
export async function staffInquiryRows(db: Db, langId: number, f: { status: string; type?: string; q?: string }, page: number, size: number) {
  const where: SQL[] = [sql`true`];
  if (f.status === 'open') where.push(sql`i.status <> 'closed'`);
  else if (f.status !== 'all') where.push(sql`i.status = ${f.status}`);
  if (f.type) where.push(sql`i.type = ${f.type}`);
  where.push(...wordsFilter(f.q, [sql`i.inquiry_no`, sql`i.product_no`, sql`i.details`, sql`i.email`, sql`i.name`, sql`i.company`]));
  const order = sql`ORDER BY (i.status = 'closed'), CASE WHEN i.status <> 'closed' THEN i.last_message_at END ASC, i.last_message_at DESC, i.id DESC`;
  return typedRows(
    db,
    staffInquiryListRow,
    sql`SELECT ${summaryColumns(langId)}, ${STAFF_COLUMNS}, count(*) OVER ()::int AS total
          FROM inquiry i ${LANGUAGE}
         WHERE ${sql.join(where, sql` AND `)} ${order}
         LIMIT ${size} OFFSET ${(page - 1) * size}`,
  );
}

const statusCountRow = row({ status, n: col.int });

/** How many inquiries are in each status: those `scope` allows (alias i), or all of them (null). */
export async function inquiryStatusCounts(db: Db, scope: SQL | null) {
  return typedRows(db, statusCountRow, sql`SELECT i.status, count(*)::int AS n FROM inquiry i WHERE ${scope ?? sql`true`} GROUP BY i.status`);
}

const detailRow = row({
  ...summaryShape,
  ...staffShape,
  lang: col.text.nullable(),
  fullDetails: col.text,
  spuId: col.int.nullable(),
  skuId: col.int.nullable(),
  productName: col.text.nullable(),
  phone: col.text,
});

/**
 * One inquiry with everything its detail shows: the summary's columns, the whole details, the
 * product named in the language, the sender's facts and the console's (language, registered;
 * the language is null only for a language that is gone, which the console's old join hid).
 * `by`: its id (the console), or its number and buyer (the buyer's page). Undefined when there is none.
 */
export async function inquiryDetailRow(db: Db, langId: number, by: { id: number } | { inquiryNo: string; scope: SQL }) {
  const where = 'id' in by ? sql`i.id = ${by.id}` : sql`i.inquiry_no = ${by.inquiryNo} AND ${by.scope}`;
  return typedRow(
    db,
    detailRow,
    sql`SELECT ${summaryColumns(langId)}, i.details AS "fullDetails", i.spu_id AS "spuId", i.sku_id AS "skuId",
               CASE WHEN p.product_id IS NULL THEN NULL ELSE coalesce(p.name, p.model) END AS "productName",
               i.phone, ${STAFF_COLUMNS}
          FROM inquiry i LEFT JOIN ${productNamesView(langId)} p ON p.product_id = i.spu_id
          LEFT JOIN ${languageCodesView()} l ON l.lang_id = i.lang_id
         WHERE ${where}`,
  );
}

const userIdRow = row({ userId: col.int.nullable() });

/** The buyer of an inquiry (null: a guest's); undefined when there is no such inquiry. */
export async function inquiryBuyer(db: Db, id: number) {
  return typedRow(db, userIdRow, sql`SELECT user_id AS "userId" FROM inquiry WHERE id = ${id}`);
}

const skuIdsRow = row({ skuIds: z.array(col.int).nullable() });

/** Of a cart's quote request, the SKUs it asked a price for (none for any other inquiry). */
export async function cartRequestSkuIds(db: Db, inquiryId: number): Promise<number[]> {
  const r = await typedRow(
    db,
    skuIdsRow,
    sql`SELECT array_agg((x->>'skuId')::int) AS "skuIds" FROM inquiry i CROSS JOIN LATERAL jsonb_array_elements(i.lines) x WHERE i.id = ${inquiryId} AND i.source = 'cart'`,
  );
  return r?.skuIds ?? [];
}
