import { MEDIA, type Money, type ProductCard } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import { translated } from '../db/translated.js';
import type { CatalogReference } from './reference.js';

// A product card (listing, search, recently viewed, a solution's products, similar products):
// one read model that catalog, search, content and cart share, so none of them reaches into
// another domain's service for it (ADR 0016).

const VOLUME_QTY = 50;

/** Key facts shown on cards, in this order when a product has them. */
const CARD_ATTRS = ['speed', 'form_factor', 'reach', 'wavelength', 'ports', 'poe_budget', 'wifi_standard', 'length', 'connector', 'rack_units', 'pcie'];

export const imageUrl = (key: string, view = 1) => MEDIA.productImage.href({ key, view: `${view}.svg` });

export interface CardRow {
  id: number;
  key: string;
  model: string;
  minPrice: number;
  volumePrice: number | null;
  totalStock: number;
  ratingAvg: string;
  reviewCount: number;
  isNew: boolean;
  featured: boolean;
  name: string;
  shortDesc: string;
  attrs: Record<string, string> | null;
}

/** Columns of a product card; the SKU attrs of the first SKU give its key facts. */
export const cardColumns = (langId: number) => sql`
  p.id, p.key, p.model, p.min_price AS "minPrice", p.total_stock AS "totalStock", p.rating_avg::text AS "ratingAvg",
  p.review_count AS "reviewCount", p.is_new AS "isNew", p.featured,
  ${productText(langId).pick('name')} AS name, ${productText(langId).pick('short_desc')} AS "shortDesc",
  (SELECT s.attrs FROM sku s WHERE s.product_id = p.id ORDER BY s.sort, s.id LIMIT 1) AS attrs,
  (SELECT min(t.price) FROM sku_tier t JOIN sku s ON s.id = t.sku_id WHERE s.product_id = p.id AND t.min_qty <= ${VOLUME_QTY}) AS "volumePrice"`;
/** The product's translation rows (requested → English → Chinese) under the `p` of cardColumns. */
export const productText = (langId: number) => translated('product_i18n', 'product_id', sql`p.id`, langId, 'pt');
export const cardJoins = (langId: number) => productText(langId).joins;

export function toCard(r: CardRow, ref: CatalogReference, price: (n: number) => Money): ProductCard {
  const attrs = r.attrs ?? {};
  const keyAttrs = CARD_ATTRS.filter((k) => attrs[k] && ref.attributes.has(k))
    .slice(0, 4)
    .map((k) => {
      const a = ref.attributes.get(k)!;
      return { name: a.name, value: a.values.get(attrs[k])?.label ?? attrs[k] };
    });
  return {
    spuId: Number(r.id),
    key: r.key,
    name: r.name,
    shortDesc: r.shortDesc,
    model: r.model,
    image: imageUrl(r.key),
    price: price(Number(r.minPrice)),
    volumePrice: price(Number(r.volumePrice ?? r.minPrice)),
    totalStock: Number(r.totalStock),
    ratingAvg: Number(r.ratingAvg),
    reviewCount: Number(r.reviewCount),
    keyAttrs,
    isNew: r.isNew,
    featured: r.featured,
  };
}
