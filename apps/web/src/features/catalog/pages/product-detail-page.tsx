import { formatRating } from '@netshop/contract/money';
import type { ProductDetail } from '@netshop/contract';
import { DIGIT_PARAM } from '@netshop/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { Breadcrumb, categoryCrumbs, useDocumentTitle } from '../../../components/layout/page-frame';
import frame from '../../../components/layout/page-frame.module.css';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { ProductTabs } from '../components/product-tabs';
import { HttpError } from '../../../lib/http';
import { queryClient } from '../../../lib/query-client';
import { shopSnapshot, useShop, useVisitorId } from '../../../lib/use-shop';
import { FavoriteToggle } from '../components/favorite-toggle';
import { catalogApi, productDetailQuery } from '../../../lib/shared-api/catalog-api';
import { PriceBox, ProductDocuments, ProductGallery, SkuOptions } from '../components/product-detail-parts';
import { SampleButton } from '../components/sample-button';
import { InquiryButton } from '../../inquiries';
import { SaveToListButton } from '../../companies';
import { DeliveryBlock } from '../../inventory';
import cardStyles from '../components/product-card.module.css';
import styles from '../components/detail.module.css';
import { Stars } from '../components/product-card';
import { RecentlyViewed } from '../components/recently-viewed';
import { StockBadge } from '../components/stock-badge';
import { useProductPurchase } from '../hooks/use-product-purchase';

/** The product is in the cache before the page renders: one paint with the content, no skeleton. */
export async function loader({ request }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get('spuId') ?? '';
  const { langId, currencyId, ready } = shopSnapshot();
  if (ready && DIGIT_PARAM.test(raw)) await queryClient.prefetchQuery(productDetailQuery(langId, Number(raw), currencyId));
  return null;
}

/** /product/productDetail?spuId=…: gallery, SKU selection, tier prices, tabs (docs/product.md#screens). */
export function Component() {
  const [params] = useSearchParams();
  const raw = params.get('spuId') ?? '';
  if (!DIGIT_PARAM.test(raw)) return <NotFoundPage />;
  return <ProductDetailView spuId={Number(raw)} />;
}

function ProductDetailView({ spuId }: { spuId: number }) {
  const { langId, currencyId, ready } = useShop();
  const detail = useQuery({ ...productDetailQuery(langId, spuId, currencyId), enabled: ready });

  if (detail.error instanceof HttpError && detail.error.code === 404) return <NotFoundPage />;
  if (!detail.data)
    return (
      <div className={`container ${frame.frame}`}>
        <div className={styles.top}>
          <Skeleton height={480} />
          <div className={styles.info}>
            <Skeleton height={36} />
            <Skeleton height={20} width="40%" />
            <Skeleton height={140} />
            <Skeleton height={80} />
          </div>
        </div>
      </div>
    );
  return (
    <>
      <Loaded product={detail.data} />
      <ViewRecorder spuId={spuId} />
    </>
  );
}

/**
 * Records the visit once the visitor has an id (after the first paint). A component of its own,
 * so the visitor id arriving re-renders nothing but this.
 */
function ViewRecorder({ spuId }: { spuId: number }) {
  const visitorId = useVisitorId();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Once recorded, the recently-viewed lists (home, this page, /recentlyViewed) include this visit.
    if (visitorId)
      catalogApi
        .recordView(visitorId, spuId)
        .then(() => queryClient.invalidateQueries({ queryKey: ['catalog', 'recent'] }))
        .catch(() => undefined);
  }, [visitorId, spuId, queryClient]);
  return null;
}

function Loaded({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  const { locale } = useShop();
  useDocumentTitle(product.name);
  // ?tab=reviews or ?tab=questions (links from an order, the account centre, the console) opens that tab.
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState(() => {
    const asked = searchParams.get('tab');
    return asked === 'reviews' || asked === 'questions' ? asked : 'overview';
  });
  const purchase = useProductPurchase(product);
  const { sku, quantity, setQuantity } = purchase;

  return (
    <div className={`container ${frame.frame}`}>
      <Breadcrumb items={[...categoryCrumbs(product.path), { label: product.name }]} />
      <div className={styles.top}>
        <ProductGallery product={product} />
        <div className={styles.info}>
          <h1>{product.name}</h1>
          <div className={styles.meta}>
            <span>
              {t('common:common.labelValue', { label: t('model'), value: product.model })}
            </span>
            <span data-testid="product-no">
              {t('common:common.labelValue', { label: t('productNo'), value: sku?.productNo ?? t('chooseOptions') })}
            </span>
            {product.rating.count > 0 && (
              <a href="#product-tabs" onClick={() => setTab('reviews')}>
                <Stars value={product.rating.avg} /> {t('ratingShort', { rating: formatRating(product.rating.avg, locale), count: product.rating.count })}
              </a>
            )}
          </div>
          <ul className={styles.facts}>
            {product.facts.map((f) => (
              <li key={f.name}>
                {t('common:common.labelValue', { label: f.name, value: f.value })}
              </li>
            ))}
          </ul>
          <PriceBox purchase={purchase} />
          <SkuOptions product={product} purchase={purchase} />
          <div>{sku ? <StockBadge stock={sku.stock} /> : <span className={cardStyles.model}>{t('chooseOptionsHint')}</span>}</div>
          <div className={styles.buyRow}>
            <TextField
              className={styles.qty}
              label={t('quantity')}
              type="number"
              inputMode="numeric"
              min={1}
              max={sku?.stock || 9999}
              value={quantity}
              onChange={(e) => setQuantity(Math.max(1, Math.min(sku?.stock || 9999, Math.floor(Number(e.target.value) || 1))))}
            />
            <Button variant="accent" onClick={() => void purchase.addToCart()} busy={purchase.adding} data-testid="add-to-cart">
              {t('addToCart')}
            </Button>
            <Button onClick={purchase.buyNow} data-testid="buy-now">
              {t('buyNow')}
            </Button>
            <InquiryButton source="product" prefill={{ type: 'quotation', productNo: sku?.productNo ?? product.model, spuId: product.spuId, skuId: sku?.skuId, productName: product.name }} />
            <FavoriteToggle spuId={product.spuId} skuId={sku?.skuId} />
            <SaveToListButton items={sku ? [{ skuId: sku.skuId, quantity }] : []} />
            <SampleButton product={product} selectedSkuId={sku?.skuId} />
          </div>
          <DeliveryBlock spuId={product.spuId} skuId={sku?.skuId ?? null} quantity={quantity} />
          <ProductDocuments product={product} />
        </div>
      </div>
      <section id="product-tabs" className={styles.tabsWrap} aria-labelledby="product-tabs-title">
        <h2 id="product-tabs-title" className="visually-hidden">
          {t('detailsLabel')}
        </h2>
        <ProductTabs product={product} tab={tab} onTab={setTab} />
      </section>
      <RecentlyViewed exclude={product.spuId} />
    </div>
  );
}
