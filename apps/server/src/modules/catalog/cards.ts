import { MEDIA, type Money, type ProductCard } from '@netshop/contract';
import type { RequestContext } from '../../lib/request-context.js';
import { cardRowsByIds, type CardRow } from './card-queries.js';
import type { CatalogReference } from './reference.js';

// A product card (listing, search, recently viewed, a solution's products, similar products):
// one read model of the catalogue. Other modules ask for cards by product ids (productCards), or
// join the read view productCardsView and turn its rows into cards with toCard (ADR 0039).

/** Key facts shown on cards, in this order when a product has them. */
const CARD_ATTRS = ['speed', 'form_factor', 'reach', 'wavelength', 'ports', 'poe_budget', 'wifi_standard', 'length', 'connector', 'rack_units', 'pcie'];

/** The address of a product's generated picture (views 1–3; catalog/images.ts draws them). */
export const drawingUrl = (key: string, view = 1) => MEDIA.productImage.href({ key, view: `${view}.svg` });

/**
 * The address of a product's main picture: the first picture staff uploaded (`mainImage`, the
 * file name the catalogue's queries answer beside the product), else its generated drawing.
 */
export const imageUrl = (key: string, mainImage: string | null = null) => (mainImage ? MEDIA.productPicture.href({ key, name: mainImage }) : drawingUrl(key));

/** A card row in the buyer's language and currency, with up to four key facts labelled from the reference data. */
export function toCard(r: CardRow, ref: CatalogReference, price: (n: number) => Money): ProductCard {
  const attrs = r.attrs ?? {};
  const keyAttrs = CARD_ATTRS.filter((k) => attrs[k] && ref.attributes.has(k))
    .slice(0, 4)
    .map((k) => {
      const a = ref.attributes.get(k)!;
      return { name: a.name, value: a.values.get(attrs[k])?.label ?? attrs[k] };
    });
  return {
    spuId: r.id,
    key: r.key,
    name: r.name,
    shortDesc: r.shortDesc,
    model: r.model,
    image: imageUrl(r.key, r.mainImage),
    price: price(r.minPrice),
    volumePrice: price(r.volumePrice ?? r.minPrice),
    totalStock: r.totalStock,
    ratingAvg: Number(r.ratingAvg),
    reviewCount: r.reviewCount,
    keyAttrs,
    isNew: r.isNew,
    featured: r.featured,
  };
}

/** The cards of these products in the order of `ids`, in one query; unknown ids are left out. */
export async function productCards(ctx: RequestContext, ref: CatalogReference, price: (n: number) => Money, ids: number[]): Promise<ProductCard[]> {
  const found = new Map((await cardRowsByIds(ctx.db, ctx.langId, ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => (found.has(id) ? [toCard(found.get(id)!, ref, price)] : []));
}
