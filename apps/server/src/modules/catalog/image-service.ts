import { createHash } from 'node:crypto';
import {
  CODES,
  LANG_CODES,
  LANGUAGES,
  MEDIA,
  PRODUCT_IMAGES_MAX,
  type LangCode,
  type StaffProductImage,
  type StaffProductImages,
  type staffProductImagesBody,
  type StaffProductImagesSaved,
} from '@netshop/contract';
import type { z } from 'zod';
import { cleanImage } from '../../lib/image-bytes.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError, notFound } from '../../plugins/envelope.js';
import { recordAudit } from '../audit/index.js';
import {
  bumpProductVersion,
  deleteProductImage,
  insertProductImage,
  orderProductImages,
  pictureFile,
  productImageCount,
  productImageRows,
  writeImageAlts,
  type ImageRow,
} from './image-queries.js';
import { staffProductHead } from './staff-queries.js';

// A product's pictures in the console (issue 27). Each change (a picture added, the order and
// texts saved, a picture removed) is a change of the product: it runs over the version the editor
// loaded, bumps it, and is audited in the same transaction. Buyers see it at once: the picture
// tables announce their changes to every process's public cache (migration 0036).

const langIdOf = (l: LangCode) => LANGUAGES.find((x) => x.shortName === l)!.langId;

/** A picture's address: under its product's key, so one removed since (an old order's line) can send to the product's drawing. */
export const pictureUrl = (key: string, name: string) => MEDIA.productPicture.href({ key, name });

function toImage(key: string, r: ImageRow): StaffProductImage {
  const alt = Object.fromEntries(LANG_CODES.map((l) => [l, r.alt[String(langIdOf(l))] ?? ''])) as Record<LangCode, string>;
  return { id: r.id, url: pictureUrl(key, r.name), mime: r.mime, size: r.size, width: r.width, height: r.height, alt };
}

const stale = (version: number) => new AppError(CODES.CONFLICT, 'productStale', undefined, { version });

/** The product locked for the change, at the version the editor loaded; 404 or 409 otherwise. */
async function lockAt(ctx: RequestContext, id: number, version: number) {
  const head = await staffProductHead(ctx.db, id, true);
  if (!head) throw notFound();
  if (head.version !== version) throw stale(head.version);
  return head;
}

async function savedWith(ctx: RequestContext, head: { id: number; key: string }, version: number): Promise<StaffProductImagesSaved> {
  const saved = await bumpProductVersion(ctx.db, head.id, version);
  if (!saved) throw stale(version);
  return { ...saved, images: (await productImageRows(ctx.db, head.id)).map((r) => toImage(head.key, r)) };
}

/** The product's pictures in order with their texts, and its version; null when there is no such product. */
export async function listProductImages(ctx: RequestContext, id: number): Promise<StaffProductImages | null> {
  const head = await staffProductHead(ctx.db, id);
  if (!head) return null;
  return { version: head.version, images: (await productImageRows(ctx.db, id)).map((r) => toImage(head.key, r)) };
}

/**
 * Adds a picture after the others: a JPEG, PNG or WebP by its structure (lib/image-bytes.ts), kept
 * without its metadata. Anything else (SVG, HTML, a picture with a page behind it) is 415.
 */
export async function addProductImage(ctx: RequestContext, id: number, version: number, upload: Buffer): Promise<StaffProductImagesSaved> {
  const image = cleanImage(upload);
  if (!image) throw new AppError(415, 'fileType');
  const hash = createHash('sha256').update(image.bytes).digest('hex');
  return inTransaction(ctx, async (tx) => {
    const head = await lockAt(tx, id, version);
    if ((await productImageCount(tx.db, id)) >= PRODUCT_IMAGES_MAX) throw new AppError(CODES.UNPROCESSABLE, 'productImagesTooMany', undefined, { max: PRODUCT_IMAGES_MAX });
    const imageId = await insertProductImage(tx.db, { productId: id, mime: image.mime, bytes: image.bytes, hash, width: image.width, height: image.height });
    await recordAudit(tx, {
      action: 'product.image_add',
      entityType: 'product',
      entityId: id,
      after: { image: imageId, mime: image.mime, size: image.bytes.length, width: image.width, height: image.height, sha256: hash },
    });
    return savedWith(tx, head, version);
  });
}

/**
 * Saves the pictures' order and texts. The list must name every picture of the product exactly
 * once: a missing, repeated or another product's picture is refused (422), nothing is written.
 */
export async function saveProductImages(ctx: RequestContext, id: number, body: z.output<typeof staffProductImagesBody>): Promise<StaffProductImagesSaved> {
  return inTransaction(ctx, async (tx) => {
    const head = await lockAt(tx, id, body.version);
    const rows = await productImageRows(tx.db, id);
    const ids = body.images.map((i) => i.id);
    const own = new Set(rows.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.length !== rows.length || ids.some((x) => !own.has(x))) {
      throw new AppError(CODES.UNPROCESSABLE, 'productImagesMismatch', { images: 'invalid' });
    }
    const before = rows.map((r) => toImage(head.key, r));
    const byId = new Map(before.map((b) => [b.id, b]));
    await orderProductImages(tx.db, id, ids);
    const changedAlt: Record<string, unknown> = {};
    const oldAlt: Record<string, unknown> = {};
    for (const img of body.images) {
      const was = byId.get(img.id)!.alt;
      if (LANG_CODES.some((l) => was[l] !== img.alt[l])) {
        await writeImageAlts(
          tx.db,
          img.id,
          LANG_CODES.map((l) => ({ langId: langIdOf(l), alt: img.alt[l] })),
        );
        for (const l of LANG_CODES) {
          if (was[l] !== img.alt[l]) {
            oldAlt[`${img.id}.${l}`] = was[l];
            changedAlt[`${img.id}.${l}`] = img.alt[l];
          }
        }
      }
    }
    const oldOrder = before.map((b) => b.id);
    const reordered = JSON.stringify(oldOrder) !== JSON.stringify(ids);
    await recordAudit(tx, {
      action: 'product.images_save',
      entityType: 'product',
      entityId: id,
      before: { ...(reordered ? { order: oldOrder } : {}), ...(Object.keys(oldAlt).length ? { alt: oldAlt } : {}) },
      after: { ...(reordered ? { order: ids } : {}), ...(Object.keys(changedAlt).length ? { alt: changedAlt } : {}) },
    });
    return savedWith(tx, head, body.version);
  });
}

/** Removes one picture of the product (another product's picture id is a 404, as an unknown one). */
export async function removeProductImage(ctx: RequestContext, id: number, imageId: number, version: number): Promise<StaffProductImagesSaved> {
  return inTransaction(ctx, async (tx) => {
    const head = await lockAt(tx, id, version);
    const gone = (await productImageRows(tx.db, id)).find((r) => r.id === imageId);
    if (!gone || !(await deleteProductImage(tx.db, id, imageId))) throw notFound();
    await recordAudit(tx, { action: 'product.image_remove', entityType: 'product', entityId: id, before: { image: imageId, mime: gone.mime, size: gone.size, alt: toImage(head.key, gone).alt } });
    return savedWith(tx, head, version);
  });
}

/** An uploaded picture's type and bytes by its file name (`<id>-<hash16>.<ext>`); null for any other. */
export async function pictureByName(ctx: RequestContext, name: string): Promise<{ mime: string; bytes: Uint8Array } | null> {
  const m = /^(\d{1,9})-([0-9a-f]{16})\.(jpg|png|webp)$/.exec(name);
  if (!m) return null;
  const f = await pictureFile(ctx.db, Number(m[1]), m[2]!);
  if (!f || f.mime !== { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }[m[3]!]) return null;
  return f;
}
