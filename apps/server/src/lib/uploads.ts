import { API, PRIVATE_UPLOAD_LINK_TTL_MS } from '@netshop/contract';
import { linkToken } from './signed-link.js';

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
