import type { LangCode } from '@netshop/contract';
import { inLanguage, type RequestContext } from '../../lib/request-context.js';
import { loadReference, loadSkus, saleAttrOf } from '../catalog/index.js';

// An order line copies its product's name and variant at purchase, in the buyer's language. Staff
// read an order in their own (the console's page, the packing list): the catalogue names the
// product and its variant there now, falling back to English, then Chinese. A SKU gone from the
// catalogue, or of a product no longer published, keeps the words the order copied.

interface NamedLine {
  skuId: number | null;
  name: string;
  saleAttr: string;
}

export async function linesInLanguage<L extends NamedLine>(ctx: RequestContext, lines: L[], lang: LangCode): Promise<L[]> {
  const there = inLanguage(ctx, lang);
  const skus = await loadSkus(there, lines.flatMap((l) => (l.skuId === null ? [] : [l.skuId])));
  if (!skus.size) return lines;
  const ref = await loadReference(ctx.db, there.langId);
  return lines.map((l) => {
    const sku = l.skuId === null ? undefined : skus.get(l.skuId);
    return sku ? { ...l, name: sku.name, saleAttr: saleAttrOf(sku, ref) || l.saleAttr } : l;
  });
}
