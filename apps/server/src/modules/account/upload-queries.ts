import { PUBLIC_UPLOAD_PURPOSES } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { deleteBatch, type Db } from '../../db/client.js';
import { col, row, typedRow, typedRows } from '../../db/typed-rows.js';

// The SQL of buyers' uploads (upload; ADR 0035, ADR 0021). uploads.ts takes and serves them,
// attach.ts marks them referenced.

/** bytea: a Buffer from node-postgres, a Uint8Array from PGlite. */
const bytes = z.instanceof(Uint8Array);

const uploadIdRow = row({ id: col.uuid });

/** Stores an upload unless the buyer's uploads would then pass `quotaBytes`; false when over. */
export async function insertUploadWithinQuota(
  db: Db,
  u: { id: string; userId: number; mime: string; bytes: Buffer; purpose: string; name: string; quotaBytes: number },
): Promise<boolean> {
  const stored = await typedRow(
    db,
    uploadIdRow,
    sql`INSERT INTO upload (id, user_id, mime, size, bytes, purpose, name)
        SELECT ${u.id}::uuid, ${u.userId}::int, ${u.mime}, ${u.bytes.length}::int, ${u.bytes}::bytea, ${u.purpose}, ${u.name}
         WHERE (SELECT coalesce(sum(size), 0) FROM upload WHERE user_id = ${u.userId}) + ${u.bytes.length} <= ${u.quotaBytes}
        RETURNING id`,
  );
  return stored !== undefined;
}

const pictureRow = row({ mime: col.text, bytes });

/** A public picture (an upload of purpose image or review) by id; undefined for any other upload. */
export async function publicPicture(db: Db, id: string) {
  return typedRow(
    db,
    pictureRow,
    sql`SELECT mime, bytes FROM upload WHERE id = ${id}::uuid AND purpose IN (${sql.join(PUBLIC_UPLOAD_PURPOSES.map((p) => sql`${p}`), sql`, `)})`,
  );
}

const uploadRow = row({ userId: col.int, mime: col.text, name: col.text.nullable(), bytes });

/** Any upload by id, with its owner (a private file is served to them, staff or a signed link). */
export async function uploadFile(db: Db, id: string) {
  return typedRow(db, uploadRow, sql`SELECT user_id AS "userId", mime, name, bytes FROM upload WHERE id = ${id}::uuid`);
}

const uploadMimeRow = row({ id: col.uuid, mime: col.text });

/**
 * Marks uploads by id as referenced, only the buyer's own and, when `purpose` is given, only
 * those uploaded for it; returns the ones marked with their type (the caller compares the count).
 */
export async function attachUploadIds(db: Db, userId: number, purpose: string | null, ids: string[]): Promise<{ id: string; mime: string }[]> {
  if (!ids.length) return [];
  return typedRows(
    db,
    uploadMimeRow,
    sql`UPDATE upload SET attached_at = coalesce(attached_at, now())
         WHERE user_id = ${userId} AND (${purpose}::text IS NULL OR purpose = ${purpose})
           AND id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
     RETURNING id, mime`,
  );
}

/** Deletes up to `batch` uploads nothing referenced within `graceHours` of their upload (attach.ts marks references). */
export async function purgeUnattachedUploads(db: Db, graceHours: number, batch = 500): Promise<number> {
  return deleteBatch(db, 'upload', 'id', sql`attached_at IS NULL AND created_at < now() - make_interval(hours => ${graceHours})`, batch);
}
