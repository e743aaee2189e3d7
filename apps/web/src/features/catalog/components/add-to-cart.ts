import type { ProductDetail, SkuView } from '@netshop/contract';
import { readGuestCart, writeGuestCart } from '../../../lib/guest-cart';

/**
 * Adds a SKU to the guest cart of §3 (local storage, 24 hours). Quantities of the same SKU add
 * up, capped by stock. The server cart for logged-in buyers arrives with the cart issue.
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
  writeGuestCart(items);
  window.dispatchEvent(new Event('guest-cart-changed'));
  return items.reduce((n, i) => n + i.quantity, 0);
}
