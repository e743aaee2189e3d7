import type { ProductDetail } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../../lib/use-shop';
import type { useProductPurchase } from '../hooks/use-product-purchase';
import { choose, isValueAvailable } from '../lib/sku-selection';
import styles from './detail.module.css';

// The parts of the product page (pages/product-detail-page.tsx, docs/product.md#screens): the
// gallery, the price with its volume tiers, the options, and the spec sheet and documents.

type Purchase = ReturnType<typeof useProductPurchase>;

/** The product's pictures: one large (its text in the buyer's language, else the product's name), the others as buttons under it. */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  const [image, setImage] = useState(0);
  return (
    <div className={styles.gallery}>
      <img className={styles.mainImage} src={product.images[image]} alt={product.imageAlts[image] || product.name} width={800} height={800} />
      <div className={styles.thumbs}>
        {product.images.map((src, i) => (
          <button key={src} type="button" aria-pressed={i === image} aria-label={t('imageN', { n: i + 1 })} onClick={() => setImage(i)}>
            <img src={src} alt="" width={72} height={72} loading="lazy" />
          </button>
        ))}
      </div>
    </div>
  );
}

/** The unit price for the quantity ("from" the lowest until a SKU is chosen), and the volume tiers with the one that applies marked. */
export function PriceBox({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation('catalog');
  const { money } = useShop();
  const { sku, unit, shownTiers, quantity } = purchase;
  return (
    <div className={styles.priceBox}>
      <div>
        <span className={styles.bigPrice} data-testid="detail-price">
          {unit ? money(unit) : ''}
        </span>{' '}
        {!sku && <span>{t('from')}</span>}
      </div>
      <table className={styles.tiers} aria-label={t('volumePrices')}>
        <thead>
          <tr>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('unitPrice')}</th>
          </tr>
        </thead>
        <tbody>
          {shownTiers.map((tier, i) => {
            const next = shownTiers[i + 1];
            const active = quantity >= tier.minQty && (!next || quantity < next.minQty);
            return (
              <tr key={tier.minQty} data-active={active}>
                <td>{next ? t('tierRange', { from: tier.minQty, to: next.minQty - 1 }) : t('tierFrom', { from: tier.minQty })}</td>
                <td>{money(tier.price)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Each option's values as toggle buttons; a value no SKU in stock has with the others chosen is disabled. */
export function SkuOptions({ product, purchase }: { product: ProductDetail; purchase: Purchase }) {
  const { selection, setSelection } = purchase;
  return product.options.map((o) => (
    <fieldset key={o.key} className={styles.option}>
      <legend>{o.name}</legend>
      <div className={styles.optionValues}>
        {o.values.map((v) => (
          <button
            key={v.key}
            type="button"
            aria-pressed={selection[o.key] === v.key}
            disabled={!isValueAvailable(product.skus, selection, o.key, v.key)}
            onClick={() => setSelection((s) => choose(product.skus, s, o.key, v.key))}
          >
            {v.label}
          </button>
        ))}
      </div>
    </fieldset>
  ));
}

/** The spec sheet (a PDF in the shop's language and currency) and the product's documents. */
export function ProductDocuments({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  const { langId, currencyId } = useShop();
  return (
    <div className={styles.meta}>
      <a href={`${API.catalog.specSheet.href({ spuId: product.spuId })}?langId=${langId}${currencyId ? `&currencyId=${currencyId}` : ''}`} data-testid="spec-sheet">
        <Download size={14} aria-hidden="true" /> {t('specSheet')}
      </a>
      {product.docs.map((d) => (
        <a key={d.id} href={d.url}>
          <FileText size={14} aria-hidden="true" /> {d.title}
        </a>
      ))}
    </div>
  );
}
