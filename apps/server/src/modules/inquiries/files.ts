import { randomUUID } from 'node:crypto';
import { API, PRIVATE_UPLOAD_LINK_TTL_MS, type InquiryFile } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { checkLinkToken, linkToken } from '../../lib/signed-link.js';
import type { FormFile } from './form.js';
import { fileWithOwner, insertFile } from './queries.js';

// Files of an inquiry and its messages live with the inquiry (inquiry_file), not as uploads: a
// guest has no account to own an upload, and the inquiry's reader is who may read them. They
// open by a link signed for the inquiry's buyer or for staff who may read buyers' files
// (lib/signed-link.ts, ADR 0021), with its own scope so an upload's token opens none of these.

const SCOPE = 'inquiry-file';

/** Stores a file of the inquiry (`messageId` null: the inquiry's own); its id. */
export async function storeFile(db: Db, inquiryId: number, messageId: number | null, file: FormFile): Promise<string> {
  const id = randomUUID();
  await insertFile(db, { id, inquiryId, messageId, name: file.name, mime: file.mime, bytes: file.bytes });
  return id;
}

/** A file as a reader sees it: a link signed for hours, or no link (null secret: this reader may not open files). */
export function fileView(f: { id: string; name: string; mime: string; size: number }, secret: string | null): InquiryFile {
  const id = f.id;
  return {
    id,
    name: f.name,
    url: secret === null ? null : `${API.inquiries.file.href({ fileId: id })}?t=${linkToken(secret, SCOPE, id, PRIVATE_UPLOAD_LINK_TTL_MS)}`,
    mime: f.mime,
    size: f.size,
  };
}

/** Whether a link's token opens this file now. */
export function checkFileToken(secret: string, fileId: string, token: string): boolean {
  return checkLinkToken(secret, SCOPE, fileId, token);
}

/** A stored file with the inquiry's owner (null for a guest's), for the signed-link download. */
export const fileForDownload = (db: Db, fileId: string) => fileWithOwner(db, fileId);
