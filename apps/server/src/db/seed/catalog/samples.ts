// Which seeded SKUs the shop offers as free samples (issue 14), and how many units one application
// may ask for (sku.sample_limit). Decided by category and price, never by a random draw, so adding
// it changed no other seeded value. Optics and cables are what buyers test before a roll-out
// (coding, reach, fit in their switches); switches, routers and the like are lent or quoted instead.

/** Optics above this price (US cents, the 400G class) are quoted, not sampled. */
const OPTIC_SAMPLE_PRICE_MAX = 50_000;

export function sampleLimitFor(categoryKey: string, priceUsdCents: number): number {
  if (categoryKey.startsWith('transceivers')) return priceUsdCents <= OPTIC_SAMPLE_PRICE_MAX ? 2 : 0;
  // Patch cords are cheap and come in many lengths: a few to try the fit.
  if (categoryKey === 'cables-fiber') return 3;
  if (categoryKey.startsWith('cables')) return 2;
  return 0;
}
