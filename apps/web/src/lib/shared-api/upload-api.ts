import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, type UploadPurpose } from '@netshop/contract/constants';
import { API } from '@netshop/contract/api-paths';
import { http } from '../api';
import { unwrap } from '../http';

// Uploads by purpose (docs/product.md#calls, #errors, issue 14), shared by every form that sends a file: reviews
// (pictures), questions and inquiries (documents), returns and the avatar. The server decides
// the type by content; this check only spares the buyer a 5 MB upload that would be refused.

export interface UploadedFile {
  id: string;
  /** A public picture's path, or a private document's signed link (valid for hours). */
  url: string;
  name: string;
  mime: string;
  size: number;
  purpose: UploadPurpose;
}

/** Why a file cannot be sent for a purpose, as a key of the `common` namespace's `upload` texts, or null. */
export function uploadProblem(file: Pick<File, 'name' | 'size'>, purpose: UploadPurpose): 'upload.tooLarge' | 'upload.wrongType' | null {
  const ext = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0];
  if (!ext || !UPLOAD_ACCEPT[purpose].split(',').includes(ext)) return 'upload.wrongType';
  if (file.size > UPLOAD_MAX_BYTES) return 'upload.tooLarge';
  return null;
}

/**
 * POST /api/common/upload with the purpose before the file (the server reads fields in order).
 * A 401 logs the buyer out to /login with the current path saved, other codes show their message
 * (the HTTP client does both); network errors reject silently, as docs/product.md#errors asks of uploads.
 */
export function uploadFile(file: File, purpose: UploadPurpose): Promise<UploadedFile> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file);
  return unwrap(http.post<UploadedFile>(API.common.upload.path(), form, { headers: { repeatSubmit: false }, silentNetwork: true }));
}
