import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { col, json, row, typedRow, typedRows } from '../../db/typed-rows.js';

// The SQL of a product's uploaded pictures (product_image, product_image_i18n; issue 27): the
// console's list and writes, the picture served by its address, and the main picture's name that
// cards, the cart and the questions page read beside a product (mainPictureOf).

/**
 * The file name of a picture (`<id>-<first 16 hex of its SHA-256>.<ext>`), the last part of its
 * address: a new picture is a new name, so a name may be cached for ever.
 */
const pictureName = (i: SQL) =>
  sql`(${i}.id || '-' || left(${i}.hash, 16) || '.' || CASE ${i}.mime WHEN 'image/png' THEN 'png' WHEN 'image/webp' THEN 'webp' ELSE 'jpg' END)`;

/** The name of product `productId`'s main picture (its first by sort), or NULL when it has none: its generated drawing is shown then. */
export const mainPictureOf = (productId: SQL) =>
  sql`(SELECT ${pictureName(sql`mp`)} FROM product_image mp WHERE mp.product_id = ${productId} ORDER BY mp.sort, mp.id LIMIT 1)`;

const imageRow = row({
  id: col.int,
  name: col.text,
  mime: col.text,
  size: col.int,
  width: col.int.nullable(),
  height: col.int.nullable(),
  /** Alternative texts by language id. */
  alt: json(z.record(z.string(), z.string())),
});
export type ImageRow = z.output<typeof imageRow>;

/** A product's pictures in order, with their texts (without the bytes). */
export async function productImageRows(db: Db, productId: number): Promise<ImageRow[]> {
  return typedRows(
    db,
    imageRow,
    sql`SELECT i.id, ${pictureName(sql`i`)} AS name, i.mime, i.size, i.width, i.height,
               coalesce((SELECT jsonb_object_agg(t.lang_id::text, t.alt) FROM product_image_i18n t WHERE t.image_id = i.id), '{}'::jsonb) AS alt
          FROM product_image i WHERE i.product_id = ${productId} ORDER BY i.sort, i.id`,
  );
}

const countRow = row({ n: col.int });

/** How many pictures the product has. */
export async function productImageCount(db: Db, productId: number): Promise<number> {
  return (await typedRow(db, countRow, sql`SELECT count(*)::int AS n FROM product_image WHERE product_id = ${productId}`))!.n;
}

const idRow = row({ id: col.int });

/** A new picture after the product's others. */
export async function insertProductImage(db: Db, p: { productId: number; mime: string; bytes: Buffer; hash: string; width: number; height: number }): Promise<number> {
  return (await typedRow(
    db,
    idRow,
    sql`INSERT INTO product_image (product_id, sort, mime, size, hash, width, height, bytes)
        VALUES (${p.productId}, (SELECT coalesce(max(sort) + 1, 0) FROM product_image WHERE product_id = ${p.productId}),
                ${p.mime}, ${p.bytes.length}, ${p.hash}, ${p.width}, ${p.height}, ${p.bytes}::bytea)
        RETURNING id`,
  ))!.id;
}

/** Puts the product's pictures in the order of `ids` (each one of its own). */
export async function orderProductImages(db: Db, productId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const values = sql.join(
    ids.map((id, i) => sql`(${id}::int, ${i}::int)`),
    sql`, `,
  );
  await db.execute(sql`UPDATE product_image i SET sort = x.sort FROM (VALUES ${values}) x(id, sort)
                        WHERE i.id = x.id AND i.product_id = ${productId} AND i.sort <> x.sort`);
}

/** Writes a picture's texts: a language with an empty text has no row (buyers then read the product's name). */
export async function writeImageAlts(db: Db, imageId: number, alts: { langId: number; alt: string }[]): Promise<void> {
  await db.execute(sql`DELETE FROM product_image_i18n WHERE image_id = ${imageId}`);
  const kept = alts.filter((a) => a.alt !== '');
  if (!kept.length) return;
  await db.execute(sql`INSERT INTO product_image_i18n (image_id, lang_id, alt)
                       VALUES ${sql.join(
                         kept.map((a) => sql`(${imageId}, ${a.langId}, ${a.alt})`),
                         sql`, `,
                       )}`);
}

/** Removes one picture of the product; false when the product has no picture of that id. */
export async function deleteProductImage(db: Db, productId: number, imageId: number): Promise<boolean> {
  return (await typedRow(db, idRow, sql`DELETE FROM product_image WHERE id = ${imageId} AND product_id = ${productId} RETURNING id`)) !== undefined;
}

const savedRow = row({ id: col.int, version: col.int, status: z.enum(['draft', 'published', 'unpublished']) });

/** Bumps the product's version, if it is still at `version`: a change of its pictures is a change of the product. */
export async function bumpProductVersion(db: Db, id: number, version: number) {
  return typedRow(db, savedRow, sql`UPDATE product SET version = version + 1, updated_at = now() WHERE id = ${id} AND version = ${version} RETURNING id, version, status`);
}

const bytes = z.instanceof(Uint8Array);
const pictureRow = row({ mime: col.text, bytes });

/** A picture's bytes by id and the start of its hash (its address); undefined for any other. */
export async function pictureFile(db: Db, id: number, hashStart: string) {
  return typedRow(db, pictureRow, sql`SELECT mime, bytes FROM product_image WHERE id = ${id} AND left(hash, 16) = ${hashStart}`);
}

/**
 * The pictures of product `productId` for its page as a JSON column, in order: each one's file
 * name and its text in the language (null when it has none). The detail's one statement reads it.
 */
export const galleryOf = (productId: SQL, langId: number) =>
  sql`coalesce((SELECT json_agg(json_build_object('name', ${pictureName(sql`gi`)}, 'alt', gt.alt) ORDER BY gi.sort, gi.id)
                  FROM product_image gi LEFT JOIN product_image_i18n gt ON gt.image_id = gi.id AND gt.lang_id = ${langId}
                 WHERE gi.product_id = ${productId}), '[]')`;

/** Copies product `from`'s pictures, with their texts, to product `to` (a duplicate), in the same order. */
export async function copyProductImages(db: Db, from: number, to: number): Promise<void> {
  const olds = await typedRows(db, idRow, sql`SELECT id FROM product_image WHERE product_id = ${from} ORDER BY sort, id`);
  for (const old of olds) {
    const copy = (await typedRow(
      db,
      idRow,
      sql`INSERT INTO product_image (product_id, sort, mime, size, hash, width, height, bytes)
          SELECT ${to}, sort, mime, size, hash, width, height, bytes FROM product_image WHERE id = ${old.id}
          RETURNING id`,
    ))!;
    await db.execute(sql`INSERT INTO product_image_i18n (image_id, lang_id, alt) SELECT ${copy.id}, lang_id, alt FROM product_image_i18n WHERE image_id = ${old.id}`);
  }
}
