import { useQuery } from '@tanstack/react-query';
import { useShop } from '../../../lib/use-shop';
import { serverCartQuery } from '../../../lib/shared-api/cart-api';
import { useCartOwner } from '../../../lib/use-cart-owner';
import { useGuestCart } from './use-guest-cart';

/**
 * Units in the visitor's cart for the header badge: the server cart's total for a buyer (the
 * same cache entry the cart page shows, so both always agree), the local lines for a guest.
 */
export function useCartCount(): number {
  const owner = useCartOwner();
  const { langId, currencyId, ready } = useShop();
  const guestItems = useGuestCart();
  const server = useQuery({ ...serverCartQuery(langId, currencyId), enabled: owner === 'buyer' && ready, select: (v) => v.totalQuantity });
  if (owner === 'guest') return guestItems.reduce((n, i) => n + i.quantity, 0);
  return server.data ?? 0;
}
