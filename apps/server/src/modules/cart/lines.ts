import type { CartLine, CartLineState, Money } from '@netshop/contract';
import { type CatalogReference, imageUrl, saleAttrOf, type SkuRow } from '../catalog/index.js';

// Cart lines priced now, from the SKUs the catalogue reads (catalog/index.ts loadSkus). Used by
// the server cart, the guest cart page, checkout and orders.

export interface LineInput {
  skuId: number;
  quantity: number;
  checked?: boolean;
}

/** Unit price in base minor units for a quantity: the highest tier the quantity reaches. */
export function baseUnitPrice(sku: Pick<SkuRow, 'basePrice' | 'tiers'>, quantity: number): number {
  let price = sku.basePrice;
  for (const t of sku.tiers) if (quantity >= t.minQty) price = t.price;
  return price;
}

export function lineState(stock: number, quantity: number): CartLineState {
  if (stock <= 0) return 'soldOut';
  return stock < quantity ? 'insufficient' : 'ok';
}

/** Prices lines in the target currency; a line whose SKU is gone stays visible as `unavailable`. */
export function priceLines(items: LineInput[], skus: Map<number, SkuRow>, ref: CatalogReference, price: (n: number) => Money): CartLine[] {
  const zero = price(0);
  return items.map((item) => {
    const s = skus.get(item.skuId);
    if (!s) {
      return {
        skuId: item.skuId,
        spuId: 0,
        name: '',
        productNo: '',
        image: '',
        saleAttr: '',
        quantity: item.quantity,
        checked: item.checked ?? true,
        unitPrice: zero,
        lineTotal: zero,
        listPrice: zero,
        tiers: [],
        stock: 0,
        state: 'unavailable',
        weightG: 0,
      };
    }
    const unitPrice = price(baseUnitPrice(s, item.quantity));
    return {
      skuId: s.skuId,
      spuId: s.spuId,
      name: s.name,
      productNo: s.productNo,
      image: imageUrl(s.key, s.mainImage),
      saleAttr: saleAttrOf(s, ref),
      quantity: item.quantity,
      checked: item.checked ?? true,
      unitPrice,
      lineTotal: { ...unitPrice, amount: unitPrice.amount * item.quantity },
      listPrice: price(s.basePrice),
      tiers: s.tiers.map((t) => ({ minQty: t.minQty, price: price(t.price) })),
      stock: s.stock,
      state: lineState(s.stock, item.quantity),
      weightG: s.weightG,
    };
  });
}
