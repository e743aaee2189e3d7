import { fileTypeFromBuffer } from 'file-type';
import { fileNameWithoutInvisibles } from '@netshop/contract';

// What a file is, decided by its content (docs/product.md#validation upload types; issue 13 chat attachments, issue 14
// question and inquiry files): the name and the declared type are not trusted. file-type reads
// the magic numbers and looks inside Office zips (a DOCX must hold word/, an XLSX xl/); the old
// binary Office formats share one container (CFB), so there the name says which of DOC or XLS it
// is. Plain text has no magic number: it must be valid UTF-8 without control characters, and not
// markup a browser would run if it were ever sniffed.

export interface FileKind {
  mime: string;
  ext: string;
}

/** The document types of question, inquiry and chat files: PDF, JPG, PNG, DOC, DOCX, XLS, XLSX, TXT. */
const DOCUMENTS: Record<string, FileKind> = {
  pdf: { mime: 'application/pdf', ext: 'pdf' },
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' },
};
const CFB_BY_NAME: Record<string, FileKind> = {
  doc: { mime: 'application/msword', ext: 'doc' },
  xls: { mime: 'application/vnd.ms-excel', ext: 'xls' },
};
const TEXT: FileKind = { mime: 'text/plain; charset=utf-8', ext: 'txt' };

/** The type of a picture (JPG, PNG, WebP) by its first bytes; the name and the declared type are not trusted. Buyers' pictures (account) and products' (catalog, through image-bytes.ts). */
export function sniffImage(head: Buffer): FileKind | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { mime: 'image/png', ext: 'png' };
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  return null;
}

const extensionOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** Valid UTF-8, no control characters but tab, line feed, form feed and carriage return, and no leading markup. */
export function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return false;
  return !/^\s*<(!doctype|html|head|body|script|svg|\?xml|iframe|object|meta)\b/i.test(text.replace(/^\uFEFF/, ''));
}

/** The kind of a question, inquiry or chat file, or null when it is not one of the allowed types. */
export async function documentKind(bytes: Uint8Array, name: string): Promise<FileKind | null> {
  if (!bytes.length) return null;
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    if (found.ext === 'cfb') return CFB_BY_NAME[extensionOf(name)] ?? null;
    return DOCUMENTS[found.ext] ?? null;
  }
  return isPlainText(bytes) ? TEXT : null;
}

/**
 * A file name safe to store and to put in a Content-Disposition: the sender's base name, cleaned,
 * with the extension of the kind found. Reordering and invisible characters go first, so
 * "inv\u202Efdp.txt" is stored as "invfdp.txt", never displayed as "invtxt.pdf".
 */
export function safeFileName(name: string, kind: FileKind): string {
  const base = fileNameWithoutInvisibles(name)
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f"<>:|?*\\/]+/g, ' ')
    .trim()
    .slice(0, 100);
  return `${base || 'file'}.${kind.ext}`;
}

/** `attachment; filename="…"; filename*=UTF-8''…`: the ASCII fallback and the real name (RFC 6266). */
export function contentDisposition(name: string, inline = false): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
