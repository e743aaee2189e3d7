import { z } from 'zod';
import { productVersion, PRODUCT_STATUSES } from './catalog-console.js';
import { LANG_CODES, type LangCode } from './languages.js';
import { digitId } from './site.js';

// A product's pictures in the console (issue 27): staff with catalog.edit upload JPEG, PNG or WebP
// pictures (by content, metadata left out), order them (the first is the main picture buyers see
// on cards, in the cart and on the product's page) and write each one's alternative text in the
// six languages. Every change sends the product's version and bumps it, as a save of the editor does.

/** At most this many bytes per picture, and pictures per product. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMAGES_MAX = 12;
export const PRODUCT_IMAGE_ALT_MAX = 200;
/** The file input's accepted types (the server decides by content). */
export const PRODUCT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

const alt = z
  .string('invalid')
  .trim()
  .max(PRODUCT_IMAGE_ALT_MAX, 'tooLong')
  .refine((s) => !s.includes('\u0000'), 'invalid')
  .default('');

/** A picture's alternative text per language; an empty one falls back to the product's name. */
export const productImageAlt = z.object(Object.fromEntries(LANG_CODES.map((l) => [l, alt])) as Record<LangCode, typeof alt>);
export type ProductImageAlt = z.output<typeof productImageAlt>;

export const staffProductImage = z.object({
  id: z.number().int(),
  /** The public address buyers load it from (content-hashed, cached for ever). */
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.object(Object.fromEntries(LANG_CODES.map((l) => [l, z.string()])) as Record<LangCode, z.ZodString>),
});
export type StaffProductImage = z.infer<typeof staffProductImage>;

/** The product's pictures in order, and the version they belong to. */
export const staffProductImages = z.object({ version: z.number().int(), images: z.array(staffProductImage) });
export type StaffProductImages = z.infer<typeof staffProductImages>;

/** What every change answers: the product's new version and status (as a save of the editor does), and its pictures now. */
export const staffProductImagesSaved = z.object({ id: z.number().int(), version: z.number().int(), status: z.enum(PRODUCT_STATUSES), images: z.array(staffProductImage) });
export type StaffProductImagesSaved = z.infer<typeof staffProductImagesSaved>;

const imageId = z.number('required').int('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid');

/**
 * The pictures in their new order with their texts, over the version edited: every picture of the
 * product exactly once (a missing, repeated or foreign id is refused).
 */
export const staffProductImagesBody = z.object({
  version: productVersion,
  images: z.array(z.object({ id: imageId, alt: productImageAlt })).max(PRODUCT_IMAGES_MAX, 'tooLong'),
});
export type StaffProductImagesBody = z.input<typeof staffProductImagesBody>;

export const staffProductImageParams = z.object({ productId: digitId, imageId: digitId });
/** A removal's version travels in the query (DELETE has no body). */
export const staffProductImageRemoveQuery = z.object({ version: z.coerce.number('required').int('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid') });
