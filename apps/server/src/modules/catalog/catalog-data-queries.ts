import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, json, row, typedRow, typedRows } from '../../db/typed-rows.js';

// A product's documents (with the PDFs staff uploaded) and compatibility list, as the console
// edits them (issue 27; catalog-data-service.ts).

const savedRow = row({ id: col.int, version: col.int, status: z.enum(['draft', 'published', 'unpublished']) });

/**
 * Bumps the version of a product still at `version` (its documents or compatibility list
 * changed); undefined when it is not there or another save came first. The row stays locked
 * until the transaction ends, so two changes of one product run one after the other.
 */
export async function bumpProductVersion(db: Db, id: number, version: number) {
  return typedRow(db, savedRow, sql`UPDATE product SET version = version + 1, updated_at = now() WHERE id = ${id} AND version = ${version} RETURNING id, version, status`);
}

/** The product's version and status, for the editor's load. */
export async function productVersionRow(db: Db, id: number) {
  return typedRow(db, savedRow, sql`SELECT id, version, status FROM product WHERE id = ${id}`);
}

const documentRow = row({
  id: col.int,
  type: col.text,
  titles: json(z.record(z.string(), z.string())),
  fileName: col.text.nullable(),
  fileSize: col.int.nullable(),
  updatedAt: col.time,
});

/** The product's documents, newest first, with every language's title by language id and the uploaded file's name and size. */
export async function productDocuments(db: Db, productId: number) {
  return typedRows(
    db,
    documentRow,
    sql`SELECT d.id, d.type,
               coalesce((SELECT json_object_agg(i.lang_id, i.title) FROM document_i18n i WHERE i.document_id = d.id), '{}'::json) AS titles,
               f.name AS "fileName", f.size AS "fileSize", d.updated_at AS "updatedAt"
          FROM document d LEFT JOIN document_file f ON f.document_id = d.id
         WHERE d.product_id = ${productId}
         ORDER BY d.updated_at DESC, d.id DESC`,
  );
}

const countRow = row({ n: col.int });

export async function documentCount(db: Db, productId: number) {
  return (await typedRow(db, countRow, sql`SELECT count(*) AS n FROM document WHERE product_id = ${productId}`))!.n;
}

const takenRow = row({ langId: col.int, title: col.text });

/** Titles of the product's other documents that equal one of `titles` in the same language (any case). */
export async function documentTitlesTaken(db: Db, productId: number, titles: { langId: number; title: string }[]) {
  if (!titles.length) return [];
  const pairs = sql.join(
    titles.map((t) => sql`(${t.langId}::int, lower(${t.title}))`),
    sql`, `,
  );
  return typedRows(
    db,
    takenRow,
    sql`SELECT i.lang_id AS "langId", i.title FROM document d JOIN document_i18n i ON i.document_id = d.id
         WHERE d.product_id = ${productId} AND (i.lang_id, lower(i.title)) IN (${pairs})`,
  );
}

const idRow = row({ id: col.int });

/** A new document of the product with its titles and file; its key is unique by the product and a random suffix. */
export async function insertDocument(
  db: Db,
  d: { productId: number; key: string; type: string; titles: { langId: number; title: string }[]; file: { name: string; mime: string; bytes: Buffer } },
) {
  const { id } = (await typedRow(db, idRow, sql`INSERT INTO document (key, product_id, type) VALUES (${d.key}, ${d.productId}, ${d.type}) RETURNING id`))!;
  await db.execute(
    sql`INSERT INTO document_i18n (document_id, lang_id, title) VALUES ${sql.join(
      d.titles.map((t) => sql`(${id}, ${t.langId}, ${t.title})`),
      sql`, `,
    )}`,
  );
  await db.execute(sql`INSERT INTO document_file (document_id, name, mime, size, bytes) VALUES (${id}, ${d.file.name}, ${d.file.mime}, ${d.file.bytes.length}, ${d.file.bytes}::bytea)`);
  return id;
}

const removedRow = row({ id: col.int, type: col.text, key: col.text });

/** Deletes a document of this product (its titles and file go with it); undefined when the product has no such document. */
export async function deleteDocument(db: Db, productId: number, docId: number) {
  return typedRow(db, removedRow, sql`DELETE FROM document WHERE id = ${docId} AND product_id = ${productId} RETURNING id, type, key`);
}

const fileRow = row({ name: col.text, mime: col.text, bytes: z.instanceof(Uint8Array) });

/** The PDF uploaded for a document, if any (a document without one is generated). */
export async function documentFileRow(db: Db, docId: number) {
  return typedRow(db, fileRow, sql`SELECT name, mime, bytes FROM document_file WHERE document_id = ${docId}`);
}

const compatRow = row({ name: col.text });

/** The compatibility list in display order. */
export async function compatNames(db: Db, productId: number) {
  return (await typedRows(db, compatRow, sql`SELECT name FROM product_compat WHERE product_id = ${productId} ORDER BY sort, name`)).map((r) => r.name);
}

/** Replaces the compatibility list: `names` in this order. */
export async function writeCompat(db: Db, productId: number, names: string[]) {
  await db.execute(sql`DELETE FROM product_compat WHERE product_id = ${productId}`);
  if (!names.length) return;
  await db.execute(
    sql`INSERT INTO product_compat (product_id, name, sort) VALUES ${sql.join(
      names.map((n, i) => sql`(${productId}, ${n}, ${i})`),
      sql`, `,
    )}`,
  );
}
