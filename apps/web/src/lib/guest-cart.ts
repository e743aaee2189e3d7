import { convertMinor } from '@netshop/contract/money';
import { GUEST_CART_EXPIRY_HOURS, STORAGE_KEYS } from '@netshop/contract/constants';
import { getJson, removeItem, setJson } from './storage';

/** Guest cart item of docs/product.md#entities (kept in local storage until login). */
export interface GuestCartItem {
  name: string;
  mainImgUrl: string;
  quantity: number;
  /** Unit price in minor units of the currency named by priceUnit. */
  priceFee: number;
  /** Currency label: symbol plus ISO code, e.g. "€ EUR". */
  priceUnit: string;
  spuId: number;
  skuId: number;
  saleAttr: string;
  isChecked: boolean;
  /** Unit price in minor units of the base currency, so re-pricing never compounds rounding. */
  basePrice?: number;
}

interface StoredCart {
  /** Expiry value of docs/product.md#entities: hours. */
  expiry: number;
  savedAt: number;
  items: GuestCartItem[];
}

export interface PriceCurrency {
  currency: string;
  symbol: string;
  minorUnits: number;
  rate: string;
}

export const priceUnitOf = (c: Pick<PriceCurrency, 'symbol' | 'currency'>) => `${c.symbol} ${c.currency}`;

export function readGuestCart(now = Date.now()): GuestCartItem[] {
  const stored = getJson<StoredCart>(STORAGE_KEYS.guestCart);
  if (!stored || !Array.isArray(stored.items)) return [];
  if (now - stored.savedAt > stored.expiry * 3600_000) {
    removeItem(STORAGE_KEYS.guestCart);
    return [];
  }
  return stored.items;
}

export function writeGuestCart(items: GuestCartItem[], now = Date.now()): void {
  setJson(STORAGE_KEYS.guestCart, { expiry: GUEST_CART_EXPIRY_HOURS, savedAt: now, items } satisfies StoredCart);
}

/** Fired on window whenever this tab changes the guest cart (other tabs hear the `storage` event). */
export const GUEST_CART_EVENT = 'guest-cart-changed';

/** Writes the guest cart and tells the header and the cart page; an empty cart removes the key. */
export function saveGuestCart(items: GuestCartItem[]): void {
  if (items.length) writeGuestCart(items);
  else removeItem(STORAGE_KEYS.guestCart);
  window.dispatchEvent(new Event(GUEST_CART_EVENT));
}

/** Forgets the guest cart (after it was merged into the buyer's server cart at login). */
export function clearGuestCart(): void {
  saveGuestCart([]);
}

/**
 * Re-prices guest cart lines in a new currency (country change, docs/product.md#states): from the base price
 * when the line has one, else converted from its current currency.
 */
export function repriceGuestCart(items: GuestCartItem[], from: PriceCurrency | null, to: PriceCurrency, base: PriceCurrency): GuestCartItem[] {
  return items.map((item) => {
    const priceFee =
      item.basePrice !== undefined
        ? convertMinor(item.basePrice, base, to)
        : from
          ? convertMinor(item.priceFee, from, to)
          : item.priceFee;
    return { ...item, priceFee, priceUnit: priceUnitOf(to) };
  });
}
