import { randomUUID } from 'node:crypto';
import { CODES, DOCUMENT_MAX_BYTES, DOCUMENTS_MAX, LANG_CODES, LANGUAGES, type DocumentTitles, type LangCode, type StaffCatalogData, type StaffProductSaved } from '@netshop/contract';
import type { z } from 'zod';
import type { staffCompatBody, staffDocumentMeta } from '@netshop/contract';
import { contentDisposition, documentKind, safeFileName } from '../../lib/file-kind.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError, notFound } from '../../plugins/envelope.js';
import { recordAudit } from '../audit/index.js';
import { reindexDocument, reindexProducts } from '../search/index.js';
import {
  bumpProductVersion,
  compatNames,
  deleteDocument,
  documentCount,
  documentFileRow,
  documentTitlesTaken,
  insertDocument,
  productDocuments,
  productVersionRow,
  writeCompat,
} from './catalog-data-queries.js';
import { staffProductHead } from './staff-queries.js';

// A product's documents and compatibility list in the console (issue 27). Like a save of its
// texts (staff-service.ts), each change runs in one transaction over the version the editor
// loaded: the product's row is bumped first (and so locked), the change and its audit entry are
// written, and the search index follows; buyers see it at once (the document and compatibility
// tables notify the public cache on commit, migrations 0020 and 0033).

type Meta = z.output<typeof staffDocumentMeta>;
type CompatBody = z.output<typeof staffCompatBody>;

const langIdOf = (l: LangCode) => LANGUAGES.find((x) => x.shortName === l)!.langId;
const langOf = (id: number) => LANGUAGES.find((x) => x.langId === id)?.shortName;

const stale = (version: number) => new AppError(CODES.CONFLICT, 'productStale', undefined, { version });

/** Bumps the product over the version the editor loaded: 404 for no product, 409 (with the current version) when another save came first. */
async function bump(ctx: RequestContext, id: number, version: number): Promise<StaffProductSaved> {
  const saved = await bumpProductVersion(ctx.db, id, version);
  if (saved) return saved;
  const head = await staffProductHead(ctx.db, id);
  if (!head) throw notFound();
  throw stale(head.version);
}

/** The editor's documents and compatibility list, with the product's version; null for no product. */
export async function getCatalogData(ctx: RequestContext, id: number): Promise<StaffCatalogData | null> {
  const head = await productVersionRow(ctx.db, id);
  if (!head) return null;
  const [docs, compat] = await Promise.all([productDocuments(ctx.db, id), compatNames(ctx.db, id)]);
  return {
    version: head.version,
    status: head.status,
    compat,
    documents: docs.map((d) => ({
      id: d.id,
      type: d.type as StaffCatalogData['documents'][number]['type'],
      titles: Object.fromEntries(LANG_CODES.map((l) => [l, d.titles[String(langIdOf(l))] ?? ''])) as DocumentTitles,
      file: d.fileName === null ? null : { name: d.fileName, size: d.fileSize ?? 0 },
      updatedAt: d.updatedAt.toISOString(),
    })),
  };
}

/** What the server found of an uploaded file: a PDF by its content (the name and declared type are not trusted), named safely. */
export async function checkedPdf(bytes: Buffer, name: string) {
  if (bytes.length > DOCUMENT_MAX_BYTES) throw new AppError(CODES.PAYLOAD_TOO_LARGE, 'documentTooLarge', undefined, { max: DOCUMENT_MAX_BYTES / 1024 / 1024 });
  // lib/file-kind.ts's document rules (magic numbers), narrowed to PDF: a buyer's download must be what its type says.
  const kind = bytes.subarray(0, 5).toString('latin1') === '%PDF-' ? await documentKind(bytes, name) : null;
  if (!kind || kind.ext !== 'pdf') throw new AppError(CODES.UNPROCESSABLE, 'documentNotPdf', { file: 'invalid' });
  return { name: safeFileName(name, kind), mime: kind.mime, bytes };
}

/**
 * Adds a document with its uploaded PDF: a type, a title in each language (none the same as
 * another of the product's documents in that language, in any case), at most DOCUMENTS_MAX.
 */
export async function addDocument(ctx: RequestContext, productId: number, meta: Meta, file: { name: string; bytes: Buffer }): Promise<StaffProductSaved> {
  const pdf = await checkedPdf(file.bytes, file.name);
  const titles = LANG_CODES.map((l) => ({ langId: langIdOf(l), title: meta.titles[l] }));
  return inTransaction(ctx, async (tx) => {
    const saved = await bump(tx, productId, meta.version);
    if ((await documentCount(tx.db, productId)) >= DOCUMENTS_MAX) throw new AppError(CODES.UNPROCESSABLE, 'documentsFull', undefined, { max: DOCUMENTS_MAX });
    const taken = await documentTitlesTaken(tx.db, productId, titles);
    if (taken.length) {
      const lang = langOf(taken[0]!.langId) ?? 'en';
      throw new AppError(CODES.CONFLICT, 'documentTitleTaken', Object.fromEntries(taken.map((t) => [`titles.${langOf(t.langId)}`, 'taken'])), { title: taken[0]!.title, lang });
    }
    const id = await insertDocument(tx.db, { productId, key: `p${productId}-${meta.type}-${randomUUID().slice(0, 8)}`, type: meta.type, titles, file: pdf });
    await recordAudit(tx, {
      action: 'product.document_add',
      entityType: 'product',
      entityId: productId,
      after: { documentId: id, type: meta.type, file: pdf.name, size: pdf.bytes.length, ...Object.fromEntries(LANG_CODES.map((l) => [`titles.${l}`, meta.titles[l]])) },
    });
    // Found by its titles at once while the product is published.
    await reindexDocument(tx.db, id);
    return saved;
  });
}

/** Removes one of the product's documents (another product's document id is not found here) with its file. */
export async function removeDocument(ctx: RequestContext, productId: number, docId: number, version: number): Promise<StaffProductSaved> {
  return inTransaction(ctx, async (tx) => {
    const saved = await bump(tx, productId, version);
    const before = (await getCatalogData(tx, productId))!.documents.find((d) => d.id === docId);
    const removed = await deleteDocument(tx.db, productId, docId);
    if (!removed || !before) throw notFound();
    await recordAudit(tx, {
      action: 'product.document_remove',
      entityType: 'product',
      entityId: productId,
      before: { documentId: docId, type: removed.type, file: before.file?.name ?? null, ...Object.fromEntries(LANG_CODES.map((l) => [`titles.${l}`, before.titles[l]])) },
    });
    await reindexDocument(tx.db, docId);
    return saved;
  });
}

/** Replaces the compatibility list (names trimmed, in the order given; the contract refuses duplicates in any case). */
export async function saveCompat(ctx: RequestContext, productId: number, b: CompatBody): Promise<StaffProductSaved> {
  return inTransaction(ctx, async (tx) => {
    const saved = await bump(tx, productId, b.version);
    const before = await compatNames(tx.db, productId);
    await writeCompat(tx.db, productId, b.names);
    if (JSON.stringify(before) !== JSON.stringify(b.names)) {
      await recordAudit(tx, { action: 'product.compat', entityType: 'product', entityId: productId, before: { compat: before }, after: { compat: b.names } });
      // Buyers search by the OEM part numbers (search/indexer.ts compatTerms): a name added is
      // found at once, a removed one no longer is. Nothing to write while it is not published.
      if (saved.status === 'published') await reindexProducts(tx.db, [productId]);
    }
    return saved;
  });
}

/** The uploaded PDF of a document, with its Content-Disposition; null when the document is generated. */
export async function uploadedDocumentFile(ctx: RequestContext, docId: number) {
  const f = await documentFileRow(ctx.db, docId);
  return f ? { bytes: Buffer.from(f.bytes), mime: f.mime, disposition: contentDisposition(f.name) } : null;
}
