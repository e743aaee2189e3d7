import type { CartLine, CartLineState, Money } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import { translated } from '../../db/translated.js';
import type { CatalogReference } from '../../lib/reference.js';
import { imageUrl } from '../../lib/product-card.js';
import type { RequestContext } from '../../lib/request-context.js';

// Cart lines priced now: one query reads the SKUs, their product names in the request's language
// (falling back to English, then Chinese), tier prices and which sale attributes tell the
// product's SKUs apart. Used by the server cart, the guest cart page, checkout and orders.

export interface LineInput {
  skuId: number;
  quantity: number;
  checked?: boolean;
}

export interface SkuRow {
  skuId: number;
  spuId: number;
  productNo: string;
  basePrice: number;
  stock: number;
  weightG: number;
  attrs: Record<string, string>;
  key: string;
  name: string;
  tiers: { minQty: number; price: number }[];
  varying: string[];
}

/**
 * The SKUs of ids, by id, named in the context's language; unknown ids are absent. `lock` takes
 * row locks for an order transaction (the context then carries it).
 */
export async function loadSkus(ctx: RequestContext, ids: number[], lock = false): Promise<Map<number, SkuRow>> {
  if (!ids.length) return new Map();
  const list = sql.join(
    [...new Set(ids)].map((id) => sql`${id}`),
    sql`, `,
  );
  const name = translated('product_i18n', 'product_id', sql`p.id`, ctx.langId, 'pn');
  const r = await rows<SkuRow>(
    ctx.db,
    sql`SELECT s.id AS "skuId", s.product_id AS "spuId", s.product_no AS "productNo", s.price AS "basePrice", s.stock,
               s.weight_g AS "weightG", s.attrs, p.key, coalesce(${name.pick('name')}, p.model) AS name,
               coalesce((SELECT json_agg(json_build_object('minQty', t.min_qty, 'price', t.price) ORDER BY t.min_qty) FROM sku_tier t WHERE t.sku_id = s.id), '[]'::json) AS tiers,
               coalesce((SELECT json_agg(x.k) FROM (SELECT kv.key AS k FROM sku s2, jsonb_each_text(s2.attrs) kv
                                                      WHERE s2.product_id = s.product_id GROUP BY kv.key HAVING count(DISTINCT kv.value) > 1) x), '[]'::json) AS varying
          FROM sku s
          JOIN product p ON p.id = s.product_id
          ${name.joins}
         WHERE s.id IN (${list})
         ${lock ? sql`ORDER BY s.id FOR UPDATE OF s` : sql``}`,
  );
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  return new Map(
    r.map((s) => [
      Number(s.skuId),
      {
        ...s,
        skuId: Number(s.skuId),
        spuId: Number(s.spuId),
        basePrice: Number(s.basePrice),
        stock: Number(s.stock),
        weightG: Number(s.weightG),
        attrs: parse<Record<string, string>>(s.attrs),
        tiers: parse<{ minQty: number; price: number }[]>(s.tiers).map((t) => ({ minQty: Number(t.minQty), price: Number(t.price) })),
        varying: parse<string[]>(s.varying),
      },
    ]),
  );
}

/** Unit price in base minor units for a quantity: the highest tier the quantity reaches. */
export function baseUnitPrice(sku: Pick<SkuRow, 'basePrice' | 'tiers'>, quantity: number): number {
  let price = sku.basePrice;
  for (const t of sku.tiers) if (quantity >= t.minQty) price = t.price;
  return price;
}

/** "10G / 10 km / LC duplex": the labels of the attributes this product's SKUs differ in. */
export function saleAttrOf(sku: Pick<SkuRow, 'attrs' | 'varying'>, ref: CatalogReference): string {
  const keys = [...sku.varying].sort((a, b) => (ref.attributes.get(a)?.sort ?? 0) - (ref.attributes.get(b)?.sort ?? 0));
  return keys
    .filter((k) => sku.attrs[k])
    .map((k) => ref.attributes.get(k)?.values.get(sku.attrs[k])?.label ?? sku.attrs[k])
    .join(' / ');
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
      image: imageUrl(s.key),
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
