import { CART_LINE_MAX_QTY, type CartView } from '@netshop/contract';

// Where the confirmation page's lines come from: the cart (?from=cart) or "buy now" on a
// product (?skuId=&quantity=). Anything else has nothing to order.

export type CheckoutSource = { kind: 'cart' } | { kind: 'buyNow'; skuId: number; quantity: number } | { kind: 'none' };

const positiveInt = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : 0);

export function checkoutSource(params: URLSearchParams): CheckoutSource {
  if (params.get('from') === 'cart') return { kind: 'cart' };
  const skuId = positiveInt(params.get('skuId'));
  if (skuId <= 0) return { kind: 'none' };
  // A missing quantity is one unit; more than a line may hold is capped, as the cart does.
  const quantity = Math.min(Math.max(positiveInt(params.get('quantity')), 1), CART_LINE_MAX_QTY);
  return { kind: 'buyNow', skuId, quantity };
}

/** The lines of the cart the buyer ticked and that can be bought as they are. */
export function cartCheckoutItems(cart: CartView): { skuId: number; quantity: number }[] {
  return cart.lines.filter((l) => l.checked && l.state === 'ok').map((l) => ({ skuId: l.skuId, quantity: l.quantity }));
}

/**
 * A v4 UUID for the order's idempotency key. randomUUID exists only in secure contexts (https,
 * localhost); a shop served over plain http on a LAN address still gets a proper random one.
 */
export function newIdempotencyKey(c: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = crypto): string {
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
