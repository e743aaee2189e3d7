import type { ProductDetail, SkuView } from '@netshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readGuestCart, saveGuestCart } from '../../../lib/guest-cart';
import { useShop } from '../../../lib/use-shop';
import { CART_KEY, cartApi, serverCartQuery } from '../../../lib/shared-api/cart-api';
import { useCartOwner } from '../../../lib/use-cart-owner';

/**
 * Adds a SKU to the guest cart of docs/product.md#entities (local storage, 24 hours). Quantities of the same SKU add
 * up, capped by stock.
 */
export function addToGuestCart(product: ProductDetail, sku: SkuView, quantity: number, saleAttr: string): number {
  const items = readGuestCart();
  const existing = items.find((i) => i.skuId === sku.skuId);
  const unit = `${sku.price.currency}`;
  if (existing) {
    existing.quantity = Math.min(sku.stock, existing.quantity + quantity);
    existing.priceFee = sku.price.amount;
  } else {
    items.push({
      name: product.name,
      mainImgUrl: product.images[0],
      quantity: Math.min(sku.stock, quantity),
      priceFee: sku.price.amount,
      priceUnit: unit,
      spuId: product.spuId,
      skuId: sku.skuId,
      saleAttr,
      isChecked: true,
    });
  }
  saveGuestCart(items);
  return items.reduce((n, i) => n + i.quantity, 0);
}

/**
 * "Add to cart" of the product page: into the buyer's server cart (the server caps by stock
 * and refuses a sold-out SKU with its own message), or into the guest cart. Resolves true once added.
 */
export function useAddToCart() {
  const owner = useCartOwner();
  const queryClient = useQueryClient();
  const { langId, currencyId } = useShop();
  const server = useMutation({
    mutationFn: (body: { skuId: number; quantity: number }) => cartApi.add(body, currencyId),
    onSuccess: async ({ data }) => {
      // The answer is the whole cart: the header badge and the cart page show it at once.
      await queryClient.invalidateQueries({ queryKey: CART_KEY, refetchType: 'none' });
      queryClient.setQueryData(serverCartQuery(langId, currencyId).queryKey, data);
    },
  });
  const add = async (product: ProductDetail, sku: SkuView, quantity: number, saleAttr: string): Promise<boolean> => {
    if (owner === 'guest') {
      addToGuestCart(product, sku, quantity, saleAttr);
      return true;
    }
    return server.mutateAsync({ skuId: sku.skuId, quantity }).then(
      () => true,
      () => false,
    );
  };
  return { add, busy: server.isPending };
}
