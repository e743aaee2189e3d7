import type { CheckoutPreview } from '@netshop/contract';

// "Fill in and verify" (docs/product.md#screens): what still stands between the buyer and a valid order, worked
// out from the page's choices and the server's latest preview. Each entry belongs to one
// section of the page, which shows it next to its heading.

export const MISSING = ['lines', 'lineProblems', 'shippingAddress', 'billingAddress', 'noShippingMethod', 'shippingMethod'] as const;
export type Missing = (typeof MISSING)[number];

/** Where on the page each entry is shown (and focused when the buyer submits anyway). */
export const MISSING_SECTION: Record<Missing, 'lines' | 'shipping' | 'billing' | 'method'> = {
  lines: 'lines',
  lineProblems: 'lines',
  shippingAddress: 'shipping',
  billingAddress: 'billing',
  noShippingMethod: 'method',
  shippingMethod: 'method',
};

export interface CheckoutChoices {
  /** Undefined while the lines are still loading (the cart): not missing, just not known yet. */
  itemCount: number | undefined;
  shippingAddressId: number | undefined;
  /** Ids of the addresses the buyer may ship to (a removed address no longer counts). */
  shippingAddressIds: readonly number[];
  billingSameAsShipping: boolean;
  billingAddressId: number | undefined;
  billingAddressIds: readonly number[];
}

type PreviewPart = Pick<CheckoutPreview, 'problems' | 'shippingMethods' | 'shippingMethodId'>;

/**
 * The missing or wrong choices, in page order. Without a preview yet, only what the page knows
 * itself is reported; the shipping method waits for a destination, so it is asked for only
 * once there is an address.
 */
export function missingChoices(c: CheckoutChoices, preview: PreviewPart | undefined): Missing[] {
  const out: Missing[] = [];
  if (c.itemCount === 0) out.push('lines');
  if (preview && preview.problems.length > 0) out.push('lineProblems');
  const hasShipping = c.shippingAddressId !== undefined && c.shippingAddressIds.includes(c.shippingAddressId);
  if (!hasShipping) out.push('shippingAddress');
  if (!c.billingSameAsShipping && !(c.billingAddressId !== undefined && c.billingAddressIds.includes(c.billingAddressId))) out.push('billingAddress');
  if (hasShipping && preview) {
    if (preview.shippingMethods.length === 0) out.push('noShippingMethod');
    else if (!preview.shippingMethods.some((m) => m.shippingMethodId === preview.shippingMethodId)) out.push('shippingMethod');
  }
  return out;
}
