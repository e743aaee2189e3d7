import { CODES, CONTENT_TYPES, contentUpdateBody, homeUpdateBody, LANG_CODES, type ContentType } from '@netshop/contract';
import type { RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { registerReverter, type Fields, type RevertEntry } from '../audit/index.js';
import { saveStaffHome, staffHome } from './staff-home.js';
import { staffContentDetail, updateStaffContent } from './staff-service.js';

// What content restores from the audit log (issue 27, ADR 0043): an item's edit (content.update)
// and the home page's (home.update), each through its own save over the version just read, so
// the public answers drop at once and the save is audited (as content.revert / home.revert).

const LANGS = new Set<string>(LANG_CODES);
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An entry's side with each language's texts as `<lang>.<field>`, so a restore names the fields that differ. */
function flatTexts(side: Fields): Fields {
  const out: Fields = {};
  for (const [k, v] of Object.entries(side)) {
    if (LANGS.has(k) && isObject(v)) for (const [f, x] of Object.entries(v)) out[`${k}.${f}`] = x;
    else out[k] = v;
  }
  return out;
}

/** Sets the entry's before value of each key on a copy of the record's editable fields. */
function overlay(record: Fields, entry: RevertEntry, keys: string[]): Fields {
  const out = structuredClone(record);
  const before = flatTexts(entry.before ?? {});
  for (const k of keys) {
    const [lang, field] = k.split('.');
    if (field && lang && LANGS.has(lang)) (out.texts as Record<string, Fields>)[lang]![field] = before[k];
    else out[k] = before[k];
  }
  return out;
}

const pick = (flat: Fields, keys: string[]) => Object.fromEntries(keys.map((k) => [k, flat[k]]));
const gone = () => new AppError(CODES.CONFLICT, 'auditEntityGone');
const incomplete = () => new AppError(CODES.UNPROCESSABLE, 'auditEntryIncomplete');

async function itemOf(ctx: RequestContext, entry: RevertEntry) {
  if (!(CONTENT_TYPES as readonly string[]).includes(entry.entityType) || !/^\d{1,9}$/.test(entry.entityId)) throw gone();
  const type = entry.entityType as ContentType;
  try {
    const d = await staffContentDetail(ctx, type, Number(entry.entityId));
    return { type, d, record: { key: d.key, cateId: d.cateId, featured: d.featured, texts: d.texts } as Fields };
  } catch (e) {
    if (e instanceof AppError && e.status === CODES.NOT_FOUND) throw gone();
    throw e;
  }
}

const homeRecord = async (ctx: RequestContext) => {
  const h = await staffHome(ctx);
  return { h, record: { texts: h.texts, featuredSolutionIds: h.featuredSolutionIds } as Fields };
};

/** Registers content's reverters (called from its staff routes' setup). */
export function registerContentReverters(): void {
  registerReverter('content.update', {
    permission: 'content.edit',
    fieldsOf: flatTexts,
    async current(ctx, entry, keys) {
      const { record } = await itemOf(ctx, entry);
      return pick(flatTexts({ ...record, ...(record.texts as Fields) }), keys);
    },
    async apply(ctx, entry, keys) {
      const { type, d, record } = await itemOf(ctx, entry);
      const parsed = contentUpdateBody.safeParse({ ...overlay(record, entry, keys), cateId: record.cateId ?? undefined, version: d.version });
      if (!parsed.success) throw incomplete();
      await updateStaffContent(ctx, type, d.id, parsed.data);
    },
  });

  registerReverter('home.update', {
    permission: 'content.edit',
    fieldsOf: flatTexts,
    async current(ctx, _entry, keys) {
      const { record } = await homeRecord(ctx);
      return pick(flatTexts({ featuredSolutionIds: record.featuredSolutionIds, ...(record.texts as Fields) }), keys);
    },
    async apply(ctx, entry, keys) {
      const { h, record } = await homeRecord(ctx);
      const next = overlay(record, entry, keys);
      // A solution featured then and deleted since cannot be featured again: the others are.
      const known = new Set(h.solutions.map((s) => s.id));
      const featured = (next.featuredSolutionIds as number[]).filter((id) => known.has(id));
      const parsed = homeUpdateBody.safeParse({ texts: next.texts, featuredSolutionIds: featured, version: h.version });
      if (!parsed.success) throw incomplete();
      await saveStaffHome(ctx, parsed.data);
    },
  });
}
