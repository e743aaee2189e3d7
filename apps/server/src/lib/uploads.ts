import { API, PRIVATE_UPLOAD_LINK_TTL_MS } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client.js';
import { linkToken } from './signed-link.js';

// Uploads nothing references are removed by the sweeper after a grace period. Every place that
// saves an upload's URL (the profile's avatar, a return's photos) marks it attached here, in
// the same transaction, so a buyer's saved pictures are never swept away.

/** The upload id in `/media/uploads/<id>.<ext>`, or null for any other URL. */
export function uploadIdOf(url: string): string | null {
  return /^\/media\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|webp)$/.exec(url)?.[1] ?? null;
}

/** Marks a buyer's own uploads among `urls` as referenced; returns how many of the distinct URLs are theirs. */
export async function attachUploads(db: Db, userId: number, urls: string[]): Promise<number> {
  const ids = [...new Set(urls.map(uploadIdOf).filter((id): id is string => id !== null))];
  if (!ids.length) return 0;
  const done = await rows(
    db,
    sql`UPDATE upload SET attached_at = coalesce(attached_at, now())
         WHERE user_id = ${userId} AND id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}) RETURNING id`,
  );
  return done.length;
}

/** The scope of signed links to private uploads (lib/signed-link.ts): the file route checks it. */
export const UPLOAD_LINK_SCOPE = 'upload';

/**
 * A link that opens a private upload (a question's or an inquiry's document) without a session,
 * for PRIVATE_UPLOAD_LINK_TTL_MS (ADR 0021): pages sign it when they show the file to someone
 * who may read it (its owner, staff with uploads.read); a stored URL is the bare path.
 */
export function privateUploadLink(secret: string, id: string): string {
  return `${API.common.file.href({ id })}?t=${linkToken(secret, UPLOAD_LINK_SCOPE, id, PRIVATE_UPLOAD_LINK_TTL_MS)}`;
}
