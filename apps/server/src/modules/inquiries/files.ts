import { randomUUID } from 'node:crypto';
import { API, PRIVATE_UPLOAD_LINK_TTL_MS, type InquiryFile } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { checkLinkToken, linkToken } from '../../lib/signed-link.js';
import type { FormFile } from './form.js';

// Files of an inquiry and its messages live with the inquiry (inquiry_file), not as uploads: a
// guest has no account to own an upload, and the inquiry's reader is who may read them. They
// open by a link signed for the inquiry's buyer or for staff who may read buyers' files
// (lib/signed-link.ts, ADR 0021), with its own scope so an upload's token opens none of these.

const SCOPE = 'inquiry-file';

/** Stores a file of the inquiry (`messageId` null: the inquiry's own); its id. */
export async function storeFile(db: Db, inquiryId: number, messageId: number | null, file: FormFile): Promise<string> {
  const id = randomUUID();
  await db.execute(
    sql`INSERT INTO inquiry_file (id, inquiry_id, message_id, name, mime, size, bytes)
        VALUES (${id}::uuid, ${inquiryId}, ${messageId}, ${file.name}, ${file.mime}, ${file.bytes.length}, ${file.bytes}::bytea)`,
  );
  return id;
}

/** A file as a reader sees it: a link signed for hours, or no link (null secret: this reader may not open files). */
export function fileView(f: { id: string; name: string; mime: string; size: number }, secret: string | null): InquiryFile {
  const id = String(f.id);
  return {
    id,
    name: f.name,
    url: secret === null ? null : `${API.inquiries.file.href({ fileId: id })}?t=${linkToken(secret, SCOPE, id, PRIVATE_UPLOAD_LINK_TTL_MS)}`,
    mime: f.mime,
    size: Number(f.size),
  };
}

/** Whether a link's token opens this file now. */
export function checkFileToken(secret: string, fileId: string, token: string): boolean {
  return checkLinkToken(secret, SCOPE, fileId, token);
}

/** A stored file with the inquiry's owner (null for a guest's), for the signed-link download. */
export async function fileForDownload(db: Db, fileId: string) {
  const [f] = await rows<{ userId: number | null; name: string; mime: string; bytes: Buffer | Uint8Array }>(
    db,
    sql`SELECT i.user_id AS "userId", f.name, f.mime, f.bytes FROM inquiry_file f JOIN inquiry i ON i.id = f.inquiry_id WHERE f.id = ${fileId}::uuid`,
  );
  return f;
}
