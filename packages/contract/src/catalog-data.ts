import { z } from 'zod';
import { DOC_TYPES } from './constants.js';
import { productVersion, PRODUCT_STATUSES } from './catalog-console.js';
import { LANG_CODES, type LangCode } from './languages.js';
import { digitId } from './site.js';

// A product's documents and compatibility list in the console (issue 27): staff with catalog.edit
// upload PDFs (spec sheets, manuals, firmware release notes, certificates) with a type and a title
// in each of the six languages, remove them, and edit the brand-coded part numbers the product
// stands in for ("Cisco SFP-10G-SR"). Every change bumps the product's version like a save of its
// texts: it is sent the version loaded, and refused with 409 when someone saved in between.

/** The largest PDF a document may be: checked by the server as it reads the upload (413 past it). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TITLE_MAX = 200;
/** Documents of one product: a long list buyers would not read, and a bound on what one product stores. */
export const DOCUMENTS_MAX = 30;
export const COMPAT_NAME_MAX = 120;
export const COMPAT_MAX = 100;

const noNul = (s: string) => !s.includes('\u0000');
const title = z.string('required').trim().min(1, 'required').max(DOCUMENT_TITLE_MAX, 'tooLong').refine(noNul, 'invalid');

/** A title in every language: buyers of each language see the document under its own name. */
export const documentTitles = z.object(Object.fromEntries(LANG_CODES.map((l) => [l, title])) as Record<LangCode, typeof title>);
export type DocumentTitles = Record<LangCode, string>;

/**
 * What comes with an uploaded PDF, as the multipart field `meta` (JSON, before the file): the
 * version loaded, the document's type and its six titles.
 */
export const staffDocumentMeta = z.object({ version: productVersion, type: z.enum(DOC_TYPES, 'invalid'), titles: documentTitles });
export type StaffDocumentMeta = z.input<typeof staffDocumentMeta>;

/** A brand-coded part number: trimmed, 1–120 characters, no NUL. */
export const compatName = z.string('required').trim().min(1, 'required').max(COMPAT_NAME_MAX, 'tooLong').refine(noNul, 'invalid');

/** The compatibility list in display order: at most COMPAT_MAX names, none twice (in any case). */
export const staffCompatBody = z
  .object({ version: productVersion, names: z.array(compatName).max(COMPAT_MAX, 'tooLong') })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.names.forEach((n, i) => {
      const k = n.toLocaleLowerCase('en');
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: ['names', i], message: 'invalid' });
      seen.add(k);
    });
  });
export type StaffCompatBody = z.input<typeof staffCompatBody>;

/** The index of the first name that is already earlier in the list (any case), or -1. */
export function duplicateCompatIndex(names: readonly string[]): number {
  const seen = new Set<string>();
  for (const [i, n] of names.entries()) {
    const k = n.trim().toLocaleLowerCase('en');
    if (seen.has(k)) return i;
    seen.add(k);
  }
  return -1;
}

export const staffDocumentParams = z.object({ productId: digitId, docId: digitId });
export const staffDocumentVersionQuery = z.object({ version: digitId });

export const staffDocument = z.object({
  id: z.number().int(),
  type: z.enum(DOC_TYPES),
  /** Per language; '' where a seeded document has no title in that language. */
  titles: z.object(Object.fromEntries(LANG_CODES.map((l) => [l, z.string()])) as Record<LangCode, z.ZodString>),
  /** The uploaded PDF; null for a document generated from the product's data. */
  file: z.object({ name: z.string(), size: z.number().int() }).nullable(),
  updatedAt: z.string(),
});
export type StaffDocument = z.infer<typeof staffDocument>;

/** A product's documents (newest first) and compatibility list (in order), at the product's version. */
export const staffCatalogData = z.object({
  version: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  documents: z.array(staffDocument),
  compat: z.array(z.string()),
});
export type StaffCatalogData = z.infer<typeof staffCatalogData>;
