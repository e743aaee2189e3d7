import type { Db } from '../../db/client.js';
import { attachUploadIds } from './upload-queries.js';

// Uploads nothing references are removed by the sweeper after a grace period (upload-queries.ts
// purgeUnattachedUploads). Every place that saves an upload (the profile's avatar, a return's
// photos, a question's file, a review's pictures) marks it attached here, in the same
// transaction, so a buyer's saved files are never swept away. Other modules reach the upload
// table only through these functions (index.ts, ADR 0035).

/** The upload id in `/media/uploads/<id>.<ext>`, or null for any other URL. */
export function uploadIdOf(url: string): string | null {
  return /^\/media\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|webp)$/.exec(url)?.[1] ?? null;
}

/** Marks a buyer's own uploads among `urls` as referenced; returns how many of the distinct URLs are theirs. */
export async function attachUploads(db: Db, userId: number, urls: string[]): Promise<number> {
  const ids = [...new Set(urls.map(uploadIdOf).filter((id): id is string => id !== null))];
  return (await attachUploadIds(db, userId, null, ids)).length;
}
