import type { QueryClient } from '@tanstack/react-query';
import { alert } from '../../../lib/alerts';
import { clearGuestCart, readGuestCart } from '../../../lib/guest-cart';
import i18n from '../../../lib/i18n';
import { CART_KEY, cartApi } from '../../../lib/shared-api/cart-api';
import { guestCartPayload } from './cart-lines';

/**
 * Moves the guest cart into the buyer's server cart right after login. The local copy is removed
 * only once the server has taken it: a failed call (the HTTP client has shown why) keeps it, and
 * the next login tries again. Never throws, so a login never fails because of the cart.
 */
export async function mergeGuestCart(queryClient: QueryClient): Promise<void> {
  const body = guestCartPayload(readGuestCart());
  if (!body.items.length) return;
  try {
    const result = await cartApi.merge(body);
    clearGuestCart();
    await queryClient.invalidateQueries({ queryKey: CART_KEY });
    if (result.capped > 0) alert.warning(i18n.t('cart:merge.capped', { count: result.capped }));
    if (result.skipped > 0) alert.warning(i18n.t('cart:merge.skipped', { count: result.skipped }));
  } catch {
    /* kept for the next login */
  }
}
