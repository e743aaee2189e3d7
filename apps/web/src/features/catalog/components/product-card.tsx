import { formatRating } from '@netshop/contract/money';
import type { ProductCard as Card } from '@netshop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Highlight } from '../../../components/ui/highlight';
import { useShop } from '../../../lib/use-shop';
import styles from './product-card.module.css';
import { StockBadge } from './stock-badge';
import { CardDelivery } from '../../inventory';

export const productPath = (spuId: number) => `/product/productDetail?spuId=${spuId}`;

export function Stars({ value }: { value: number }) {
  const full = Math.round(value);
  return (
    <span className={styles.stars} aria-hidden="true">
      {'★'.repeat(full)}
      {'☆'.repeat(5 - full)}
    </span>
  );
}

/**
 * A product in a grid: image, name, key facts, price in the visitor's currency, stock; `children`
 * (an action such as the favourite heart) go below the price.
 */
export function ProductCard({
  product,
  eager = false,
  showVolume = false,
  query,
  children,
}: {
  product: Card;
  eager?: boolean;
  showVolume?: boolean;
  query?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('catalog');
  const { money, locale } = useShop();
  return (
    <article className={styles.card} data-testid="product-card">
      <Link to={productPath(product.spuId)} tabIndex={-1} aria-hidden="true">
        <img className={styles.cardImage} src={product.image} alt="" width={400} height={400} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      </Link>
      <div className={styles.cardBody}>
        {product.isNew && <span className={styles.tag}>{t('new')}</span>}
        <h3 className={styles.cardName}>
          <Link to={productPath(product.spuId)}>{query ? <Highlight text={product.name} query={query} /> : product.name}</Link>
        </h3>
        <span className={styles.model}>{query ? <Highlight text={product.model} query={query} /> : product.model}</span>
        {product.keyAttrs.length > 0 && (
          <ul className={styles.attrs} aria-label={t('keyFacts')}>
            {product.keyAttrs.map((a) => (
              <li key={a.name} title={a.name}>
                {a.value}
              </li>
            ))}
          </ul>
        )}
        {product.reviewCount > 0 && (
          <span className={styles.rating}>
            <Stars value={product.ratingAvg} /> <span>{t('ratingShort', { rating: formatRating(product.ratingAvg, locale), count: product.reviewCount })}</span>
          </span>
        )}
        <div className={styles.priceRow}>
          <span>
            <span className={styles.price} data-testid="card-price">
              {money(showVolume ? product.volumePrice : product.price)}
            </span>{' '}
            <span className={styles.priceNote}>{showVolume ? t('volumeFrom') : t('from')}</span>
          </span>
          <StockBadge stock={product.totalStock} />
        </div>
        <CardDelivery spuId={product.spuId} />
        {children}
      </div>
    </article>
  );
}
