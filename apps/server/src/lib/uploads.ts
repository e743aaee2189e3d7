import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client.js';

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
