import type { CartView } from '@netshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../lib/alerts';
import { readGuestCart, saveGuestCart } from '../../../lib/guest-cart';
import { useShop } from '../../../lib/use-shop';
import { CART_KEY, cartApi, FAVORITES_KEY, guestQuoteQuery, serverCartQuery } from '../../../lib/shared-api/cart-api';
import { applyGuestOp, applyOp, guestCartPayload, guestView, type CartOp } from '../lib/cart-lines';
import { useCartOwner } from '../../../lib/use-cart-owner';
import { useGuestCart } from './use-guest-cart';

/** One cart for the pages, whoever owns it: the buyer's server cart or the guest's local one. */
export interface CartModel {
  mode: 'server' | 'guest';
  /** The lines shown, with every change already applied; undefined while loading. */
  view: CartView | undefined;
  loading: boolean;
  failed: boolean;
  retry(): void;
  /** A change is being saved or priced (the page marks itself aria-busy). */
  busy: boolean;
  /** Applies a change; resolves false when it was refused (the alert already said why). */
  apply(op: CartOp): Promise<boolean>;
  /** Resolves once every change sent so far has been answered (checkout reads the saved cart). */
  settled(): Promise<void>;
}

export function useCart(): CartModel {
  const owner = useCartOwner();
  const { ready } = useShop();
  const server = useServerCart(owner === 'buyer' && ready);
  const guest = useGuestCartModel(owner === 'guest' && ready);
  const model = owner === 'guest' ? guest : server;
  return ready && owner !== 'pending' ? model : { ...model, view: undefined, loading: true, failed: false };
}

function runServerOp(op: CartOp, currencyId: number | null) {
  switch (op.type) {
    case 'quantity':
      return cartApi.update(op.skuId, { quantity: op.quantity }, currencyId);
    case 'check':
      return cartApi.check({ checked: op.checked, skuIds: op.skuIds }, currencyId);
    case 'remove':
      return cartApi.remove(op.skuIds, currencyId);
    case 'favorite':
      return cartApi.moveToFavorites(op.skuId, currencyId);
  }
}

const CHANGE_KEY = ['cart-change'];

// Changes can overlap (a quick 2 → 3 → 4): only the newest one's answer is put on screen, so an
// older answer arriving late cannot undo a newer change.
let newestChange = 0;

function useServerCart(enabled: boolean): CartModel {
  const queryClient = useQueryClient();
  const { langId, currencyId } = useShop();
  const options = serverCartQuery(langId, currencyId);
  const query = useQuery({ ...options, enabled });
  const mutation = useMutation({
    mutationKey: CHANGE_KEY,
    mutationFn: (op: CartOp) => runServerOp(op, currencyId),
    onMutate: async (op) => {
      const seq = ++newestChange;
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      queryClient.setQueryData(options.queryKey, (v) => (v ? applyOp(v, op) : v));
      return { seq };
    },
    onSuccess: ({ data, msg }, op, context) => {
      if (context.seq === newestChange) queryClient.setQueryData(options.queryKey, data);
      if (op.type === 'remove' || op.type === 'favorite') alert.success(msg);
      if (op.type === 'favorite') void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
    },
    // The guess on screen was wrong: the server's cart replaces it.
    onError: () => queryClient.invalidateQueries({ queryKey: options.queryKey }),
    // Entries of other languages or currencies (and checkout's next read) must ask again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY, refetchType: 'none' }),
  });
  return {
    mode: 'server',
    view: query.data,
    loading: !query.data && !query.isError,
    failed: !query.data && query.isError,
    retry: () => void query.refetch(),
    busy: mutation.isPending || query.isFetching,
    apply: (op) => mutation.mutateAsync(op).then(
      () => true,
      () => false,
    ),
    settled: () =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (queryClient.isMutating({ mutationKey: CHANGE_KEY }) > 0) return;
          stop();
          resolve();
        };
        const stop = queryClient.getMutationCache().subscribe(check);
        check();
      }),
  };
}

// Never shown: with no lines the page shows its empty state, not a subtotal.
const EMPTY: CartView = { lines: [], subtotal: { amount: 0, currency: 'USD', minorUnits: 2 }, checkedCount: 0, totalQuantity: 0 };

function useGuestCartModel(enabled: boolean): CartModel {
  const { t } = useTranslation('cart');
  const { langId, currencyId } = useShop();
  const items = useGuestCart();
  // Priced without the selection: it does not change prices, and toggling it then needs no request.
  const body = useMemo(() => ({ items: guestCartPayload(items).items.map(({ skuId, quantity }) => ({ skuId, quantity })) }), [items]);
  const query = useQuery({ ...guestQuoteQuery(langId, currencyId, body), enabled: enabled && body.items.length > 0 });
  const view = useMemo(() => (body.items.length === 0 ? EMPTY : query.data && guestView(query.data, items)), [body, query.data, items]);
  return {
    mode: 'guest',
    view,
    loading: !view && !query.isError,
    failed: !view && query.isError,
    retry: () => void query.refetch(),
    busy: query.isFetching,
    apply: async (op) => {
      if (op.type === 'favorite') return false; // needs a login; the page sends the guest there
      saveGuestCart(applyGuestOp(readGuestCart(), op));
      if (op.type === 'remove') alert.success(t('removed'));
      return true;
    },
    settled: async () => undefined, // local writes are done at once
  };
}
