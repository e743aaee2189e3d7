import { STORAGE_KEYS } from '@netshop/contract/constants';
import { useMemo, useSyncExternalStore } from 'react';
import { GUEST_CART_EVENT, readGuestCart, type GuestCartItem } from '../../../lib/guest-cart';
import { getItem } from '../../../lib/storage';

function subscribe(onChange: () => void) {
  window.addEventListener(GUEST_CART_EVENT, onChange);
  window.addEventListener('storage', onChange); // another tab changed it
  return () => {
    window.removeEventListener(GUEST_CART_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

// The stored text is the snapshot: a string compares by value, so React re-renders only when
// the cart really changed.
const snapshot = () => getItem(STORAGE_KEYS.guestCart);

/** The guest cart of local storage (docs/product.md#entities), kept current across this tab and others. */
export function useGuestCart(): GuestCartItem[] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  return useMemo(() => (raw ? readGuestCart() : []), [raw]);
}
