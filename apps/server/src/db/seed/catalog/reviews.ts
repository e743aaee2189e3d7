import type { LangCode } from '@netshop/contract';
import { readJson } from '../files.js';

/**
 * A seeded buyer review. `fits` lists the leaf category keys the review is specific to (it names a
 * speed, form factor, cable type or product kind true only there); without it, the review is true
 * of every product in its group. Within a leaf, a review only says what holds for all its products.
 */
export type SeedReview = { lang: LangCode; author: string; rating: number; content: string; fits?: string[] };

export const REVIEW_GROUPS = ['switches', 'routers', 'transceivers', 'cables', 'wifi', 'nics', 'poe', 'racks'] as const;
export type ReviewGroup = (typeof REVIEW_GROUPS)[number];

/** Every leaf gets at least this many reviews, in all six languages. */
const MIN_PER_LEAF = 8;

/**
 * Buyer reviews per product group, each in the language its author wrote it in: one file
 * (seed-data/catalog/reviews.json, ADR 0037) because a pool's order decides which reviews a
 * product draws.
 */
export const REVIEW_POOLS = readJson<Record<ReviewGroup, SeedReview[]>>('catalog/reviews.json');

function isReviewGroup(s: string): s is ReviewGroup {
  return (REVIEW_GROUPS as readonly string[]).includes(s);
}

/**
 * The reviews that fit a leaf category key such as 'switches-access', 'cables-dac' or 'wifi': its
 * group's generic reviews plus those whose `fits` names the key. Throws for an unknown group, for
 * fewer than MIN_PER_LEAF reviews, and for a multiple of 5 (expand.ts picks every 5th review from a
 * random start, so such a pool would show the same review twice on one product).
 */
export function reviewPoolFor(categoryKey: string): SeedReview[] {
  const group = categoryKey.split('-')[0] ?? '';
  if (!isReviewGroup(group)) throw new Error(`No review pool for category key '${categoryKey}'`);
  const pool = REVIEW_POOLS[group].filter((r) => !r.fits || r.fits.includes(categoryKey));
  if (pool.length < MIN_PER_LEAF) throw new Error(`Only ${pool.length} seeded reviews fit '${categoryKey}'; at least ${MIN_PER_LEAF} are needed`);
  if (pool.length % 5 === 0) throw new Error(`${pool.length} seeded reviews fit '${categoryKey}'; a multiple of 5 would repeat reviews on one product`);
  return pool;
}
