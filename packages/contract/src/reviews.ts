import { z } from 'zod';
import { RATING_ITEMS, REVIEW_HIDE_REASON_MAX, REVIEW_LANG_SCOPES, REVIEW_MAX_IMAGES, REVIEW_PAGE_SIZE, REVIEW_REPLY_MAX, REVIEW_SORTS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from './constants.js';
import { digitId } from './site.js';

// Reviews (issue 14, docs/product.md#entities "rating/score, content, images, helpful count", docs/product.md#validation rating and text
// required, docs/product.md#errors "Please select rating"). A buyer reviews a delivered or completed order line once;
// reviews are published at once and moderated afterwards (ADR 0022).


const noNul = (s: string) => !s.includes('\u0000');
const uploadId = z.string().uuid('invalid');

/** POST /reviews: `rating` 0 or absent is "Please select rating" (docs/product.md#errors: the stars start empty). */
export const reviewBody = z.object({
  orderNo: z.string('required').regex(/^[A-Z0-9]{6,32}$/, 'invalid'),
  lineNo: z.number('required').int('invalid').min(1, 'invalid').max(999, 'invalid'),
  rating: z.number('selectRating').int('selectRating').min(1, 'selectRating').max(RATING_ITEMS, 'selectRating'),
  content: z
    .string('required')
    .trim()
    .min(1, 'required')
    .min(REVIEW_TEXT_MIN, 'tooShort')
    .max(REVIEW_TEXT_MAX, 'tooLong')
    .refine(noNul, 'invalid'),
  images: z.array(uploadId).max(REVIEW_MAX_IMAGES, 'tooMany').default([]),
  /** false: the review shows an initial and asterisks instead of the buyer's name. */
  showName: z.boolean().default(true),
});
export type ReviewBody = z.input<typeof reviewBody>;

export const reviewsQuery = z.object({
  spuId: digitId,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(REVIEW_PAGE_SIZE),
  sort: z.enum(REVIEW_SORTS).default('newest'),
  stars: z.coerce.number().int().min(1).max(RATING_ITEMS).optional(),
  withImages: z.enum(['0', '1']).default('0'),
  lang: z.enum(REVIEW_LANG_SCOPES).default('all'),
});
export type ReviewsQuery = z.input<typeof reviewsQuery>;

export const reviewImage = z.object({ id: z.string(), url: z.string() });

export const reviewItem = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  content: z.string(),
  author: z.string(),
  /** The review's language code (zh-CN, en…): the page marks it with lang=. */
  lang: z.string(),
  helpful: z.number().int(),
  /** The logged-in buyer has voted this review helpful (false for guests). */
  voted: z.boolean(),
  /** The reader wrote it (cannot vote it). */
  mine: z.boolean(),
  /** Written for an order line the author received: a verified purchase. */
  verified: z.boolean(),
  /** The bought SKU's options, e.g. "Distance: 10 km". */
  skuAttrs: z.string().nullable(),
  images: z.array(reviewImage),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

export const reviewSummary = z.object({
  avg: z.number(),
  count: z.number().int(),
  /** Published reviews with 1…5 stars. */
  histogram: z.array(z.number().int()).length(RATING_ITEMS),
  withImages: z.number().int(),
  /** Published reviews in the visitor's language, and in every other one. */
  mine: z.number().int(),
  others: z.number().int(),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

export const reviewPage = z.object({
  summary: reviewSummary,
  items: z.array(reviewItem),
  /** Reviews matching the filters. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReviewPage = z.infer<typeof reviewPage>;

export const reviewParams = z.object({ id: digitId });
export const reviewableQuery = z.object({ spuId: digitId.optional(), orderNo: z.string().regex(/^[A-Z0-9]{6,32}$/).optional() });

/** An order line the buyer may still review, or has reviewed (reviewId). */
export const reviewableLine = z.object({
  orderNo: z.string(),
  lineNo: z.number().int(),
  spuId: z.number().int(),
  name: z.string(),
  image: z.string(),
  saleAttr: z.string(),
  reviewId: z.number().int().nullable(),
});
export type ReviewableLine = z.infer<typeof reviewableLine>;

export const helpfulResult = z.object({ helpful: z.number().int(), voted: z.boolean() });

// ─── Staff (permission reviews.moderate) ─────────────────────────────────────────────────────

export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const staffReviewsQuery = z.object({
  status: z.enum([...REVIEW_STATUSES, 'all']).default('all'),
  /** Words of the text, the product's name or model, or the buyer's e-mail. */
  q: z.string().trim().max(100).refine(noNul, 'invalid').optional(),
  /** Only buyers' reviews (not the seeded ones). */
  buyers: z.enum(['0', '1']).default('1'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StaffReviewsQuery = z.input<typeof staffReviewsQuery>;

export const staffReview = reviewItem.omit({ voted: true, mine: true }).extend({
  status: z.enum(REVIEW_STATUSES),
  hiddenReason: z.string().nullable(),
  spuId: z.number().int(),
  productName: z.string(),
  buyerEmail: z.string().nullable(),
  orderNo: z.string().nullable(),
});
export type StaffReview = z.infer<typeof staffReview>;
export const staffReviewList = z.object({ items: z.array(staffReview), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type StaffReviewList = z.infer<typeof staffReviewList>;

export const reviewHideBody = z.object({
  reason: z.string('required').trim().min(1, 'required').max(REVIEW_HIDE_REASON_MAX, 'tooLong').refine(noNul, 'invalid'),
});
export type ReviewHideBody = z.input<typeof reviewHideBody>;
/** An empty reply removes the shop's reply. */
export const reviewReplyBody = z.object({
  reply: z.string('required').trim().max(REVIEW_REPLY_MAX, 'tooLong').refine(noNul, 'invalid'),
});
export type ReviewReplyBody = z.input<typeof reviewReplyBody>;

