import {
  CODES,
  LANG_CODES,
  emptyContentTexts,
  langIdByCode,
  type ContentSaved,
  type ContentTexts,
  type ContentType,
  type StaffContentDetail,
  type StaffContentList,
  type StaffContentRow,
  type contentCreateBody,
  type contentPublishBody,
  type staffContentQuery,
} from '@netshop/contract';
import type { z } from 'zod';
import { AppError } from '../../plugins/envelope.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { recordAudit } from '../audit/index.js';
import { reindexContent } from '../search/index.js';
import { renderBody } from './body-html.js';
import {
  deleteContent,
  headFields,
  insertContent,
  keyTaken,
  publishAt,
  replaceContentTexts,
  staffContentHead,
  staffContentPage,
  staffContentTexts,
  updateContentHead,
} from './staff-queries.js';

// The console's news, case studies, solutions and pages (issue 27, permission content.edit). Every
// change runs in one transaction with its audit entry and its search rows; the public answers drop
// at once because news and article rows announce catalog_changed on commit (ADR 0027).

const PAGE_SIZE = 20;
/** A save over a version that is no longer the item's: refused, never merged (the editor reloads). */
const stale = () => new AppError(CODES.CONFLICT, 'conflict');
const missing = () => new AppError(CODES.NOT_FOUND, 'notFound');
/** Another item of the kind has the key: a conflict on the key field (the editor marks it). */
const keyTakenError = () => new AppError(CODES.CONFLICT, 'contentKeyTaken', { key: 'invalid' });
const codeOf = (langId: number) => LANG_CODES[langId - 1] ?? String(langId);
type Head = NonNullable<Awaited<ReturnType<typeof staffContentHead>>>;

function rowOf(type: ContentType, h: Omit<Head, 'cateId' | 'featured'>): StaffContentRow {
  const complete = Object.fromEntries(LANG_CODES.map((l) => [l, h.complete?.[String(langIdByCode(l))] ?? false]));
  return {
    type,
    id: h.id,
    key: h.key,
    kind: h.kind,
    title: h.title ?? h.key,
    status: h.status,
    publishedAt: h.publishedAt?.toISOString() ?? null,
    updatedAt: h.updatedAt.toISOString(),
    version: h.version,
    complete,
  };
}

export async function listStaffContent(ctx: RequestContext, q: z.output<typeof staffContentQuery>): Promise<StaffContentList> {
  const r = await staffContentPage(ctx.db, q.type, ctx.langId, { status: q.status, q: q.q, limit: PAGE_SIZE, offset: (q.page - 1) * PAGE_SIZE });
  return { items: r.map((x) => rowOf(q.type, x)), total: r.length ? r[0]!.total : 0, page: q.page, pageSize: PAGE_SIZE };
}

async function textsOf(ctx: RequestContext, type: ContentType, id: number): Promise<Record<string, ContentTexts>> {
  const rows = await staffContentTexts(ctx.db, type, id);
  return Object.fromEntries(
    LANG_CODES.map((l) => {
      const r = rows.find((x) => codeOf(x.langId) === l);
      return [l, r ? { title: r.title, summary: r.summary, body: r.body ?? '', industry: r.industry ?? '', customer: r.customer ?? '' } : emptyContentTexts()];
    }),
  );
}

export async function staffContentDetail(ctx: RequestContext, type: ContentType, id: number): Promise<StaffContentDetail> {
  const h = await staffContentHead(ctx.db, type, id, ctx.langId);
  if (!h) throw missing();
  return { ...rowOf(type, h), cateId: h.cateId, featured: h.featured, texts: await textsOf(ctx, type, id) };
}

type Body = z.output<typeof contentCreateBody>;

/** The rows a save writes: languages with a title, each body rendered and sanitised once, here. */
function textRows(type: ContentType, texts: Body['texts']) {
  return LANG_CODES.filter((l) => texts[l].title !== '').map((l) => {
    const t = texts[l];
    const body = t.body.trim() ? t.body : null;
    const article = type === 'case';
    return {
      langId: langIdByCode(l)!,
      title: t.title,
      summary: t.summary,
      body,
      bodyHtml: body === null ? null : renderBody(body),
      industry: article && t.industry ? t.industry : null,
      customer: article && t.customer ? t.customer : null,
    };
  });
}

/** The fields of a save that differ, before and after (texts by language): the audit entry. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of Object.keys(after)) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) {
      b[k] = before[k];
      a[k] = after[k];
    }
  }
  return { before: b, after: a };
}

const searchKind = (type: ContentType) => (type === 'page' ? null : type);

async function reindex(tx: RequestContext, type: ContentType, id: number) {
  const kind = searchKind(type);
  if (kind) await reindexContent(tx.db, kind, id);
}

const keyFor = (type: ContentType, key: string) => {
  // A page's key is its address (/about/<key>): letters and underscores only (pageKeyParams).
  if (type === 'page' && !/^[a-z_]{1,40}$/.test(key)) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { key: 'invalid' });
  return key;
};

export async function createStaffContent(ctx: RequestContext, type: ContentType, b: Body): Promise<ContentSaved> {
  const kind = type === 'news' ? 'news' : type === 'page' ? 'about' : type;
  const key = keyFor(type, b.key);
  return inTransaction(ctx, async (tx) => {
    if (await keyTaken(tx.db, type, kind, key, 0)) throw keyTakenError();
    const id = await insertContent(tx.db, type, kind, { key, cateId: b.cateId ?? null, featured: type === 'solution' && b.featured });
    await replaceContentTexts(tx.db, type, id, textRows(type, b.texts));
    await recordAudit(tx, { action: 'content.create', entityType: type, entityId: id, after: { key, cateId: b.cateId ?? null, texts: b.texts } });
    return { id, version: 1, status: 'draft', publishedAt: null };
  });
}

export async function updateStaffContent(ctx: RequestContext, type: ContentType, id: number, b: Body & { version: number }): Promise<ContentSaved> {
  const key = keyFor(type, b.key);
  return inTransaction(ctx, async (tx) => {
    const head = await staffContentHead(tx.db, type, id, tx.langId);
    if (!head) throw missing();
    if (head.version !== b.version) throw stale();
    if (await keyTaken(tx.db, type, head.kind, key, id)) throw keyTakenError();
    const texts = await textsOf(tx, type, id);
    const fields = { key, cateId: type === 'news' ? (b.cateId ?? head.cateId) : null, featured: type === 'solution' ? b.featured : head.featured };
    const saved = await updateContentHead(tx.db, type, id, b.version, headFields(type, fields));
    // Another save committed between the read and this update: the row's version moved on.
    if (!saved) throw stale();
    await replaceContentTexts(tx.db, type, id, textRows(type, b.texts));
    await reindex(tx, type, id);
    const diff = changes({ key: head.key, cateId: head.cateId, featured: head.featured, ...texts }, { ...fields, ...b.texts });
    await recordAudit(tx, { action: 'content.update', entityType: type, entityId: id, ...diff });
    return { id, version: saved.version, status: saved.status, publishedAt: saved.publishedAt?.toISOString() ?? null };
  });
}

const YEAR_MS = 366 * 24 * 3600_000;

/**
 * Publishes now, or at `at`: a time ahead schedules it (buyers see it from then on), a past one
 * (at most a year back) publishes it dated then.
 */
export async function publishStaffContent(ctx: RequestContext, type: ContentType, id: number, b: z.output<typeof contentPublishBody>): Promise<ContentSaved> {
  const now = Date.now();
  const at = b.at ? new Date(b.at) : new Date(now);
  if (Math.abs(at.getTime() - now) > 5 * YEAR_MS || now - at.getTime() > YEAR_MS)
    throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { at: 'invalid' });
  return setPublication(ctx, type, id, b.version, at, at.getTime() > now ? 'content.schedule' : 'content.publish');
}

export async function unpublishStaffContent(ctx: RequestContext, type: ContentType, id: number, version: number): Promise<ContentSaved> {
  return setPublication(ctx, type, id, version, null, 'content.unpublish');
}

async function setPublication(ctx: RequestContext, type: ContentType, id: number, version: number, at: Date | null, action: string): Promise<ContentSaved> {
  return inTransaction(ctx, async (tx) => {
    const head = await staffContentHead(tx.db, type, id, tx.langId);
    if (!head) throw missing();
    if (head.version !== version) throw stale();
    const saved = await updateContentHead(tx.db, type, id, version, publishAt(at));
    if (!saved) throw stale();
    await reindex(tx, type, id);
    await recordAudit(tx, {
      action,
      entityType: type,
      entityId: id,
      before: { status: head.status, publishedAt: head.publishedAt?.toISOString() ?? null },
      after: { status: saved.status, publishedAt: saved.publishedAt?.toISOString() ?? null },
    });
    return { id, version: saved.version, status: saved.status, publishedAt: saved.publishedAt?.toISOString() ?? null };
  });
}

export async function deleteStaffContent(ctx: RequestContext, type: ContentType, id: number, version: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const head = await staffContentHead(tx.db, type, id, tx.langId);
    if (!head) throw missing();
    if (head.version !== version) throw stale();
    const texts = await textsOf(tx, type, id);
    if (!(await deleteContent(tx.db, type, id, version))) throw stale();
    await reindex(tx, type, id);
    await recordAudit(tx, { action: 'content.delete', entityType: type, entityId: id, before: { key: head.key, status: head.status, texts } });
  });
}

/** The preview: the HTML a save would store for this body. */
export const previewBody = (body: string) => ({ html: renderBody(body) });
