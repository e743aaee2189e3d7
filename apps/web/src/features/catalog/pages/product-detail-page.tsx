import { formatRating } from '@netshop/contract/money';
import type { ProductDetail, SkuView } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { DIGIT_PARAM } from '@netshop/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { Breadcrumb, categoryCrumbs, useDocumentTitle } from '../../../components/layout/page-frame';
import frame from '../../../components/layout/page-frame.module.css';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { ProductTabs } from '../components/product-tabs';
import { alert } from '../../../lib/alerts';
import { HttpError } from '../../../lib/http';
import { queryClient } from '../../../lib/query-client';
import { shopSnapshot, useShop, useVisitorId } from '../../../lib/use-shop';
import { FavoriteToggle } from '../components/favorite-toggle';
import { useCartOwner } from '../../../lib/use-cart-owner';
import { useSendToLogin } from '../../../lib/use-send-to-login';
import { catalogApi, productDetailQuery } from '../../../lib/shared-api/catalog-api';
import { useAddToCart } from '../components/add-to-cart';
import { SampleButton } from '../components/sample-button';
import { InquiryButton } from '../../inquiries';
import cardStyles from '../components/product-card.module.css';
import styles from '../components/detail.module.css';
import { Stars } from '../components/product-card';
import { RecentlyViewed } from '../components/recently-viewed';
import { StockBadge } from '../components/stock-badge';
import { choose, isValueAvailable, selectedSku, tierPrice, type Selection } from '../lib/sku-selection';

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
  const { money, langId, currencyId, locale } = useShop();
  useDocumentTitle(product.name);
  const [image, setImage] = useState(0);
  const [selection, setSelection] = useState<Selection>(() => (product.skus.length === 1 ? { ...product.skus[0].attrs } : {}));
  const [quantity, setQuantity] = useState(1);
  // ?tab=reviews or ?tab=questions (links from an order, the account centre, the console) opens that tab.
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState(() => {
    const asked = searchParams.get('tab');
    return asked === 'reviews' || asked === 'questions' ? asked : 'overview';
  });
  const sku = selectedSku(product.skus, product.options, selection);
  const minPrice = useMemo(() => product.skus.reduce<SkuView | undefined>((m, s) => (!m || s.price.amount < m.price.amount ? s : m), undefined), [product.skus]);
  const shownTiers = (sku ?? minPrice)?.tiers ?? [];
  const unit = sku ? tierPrice(sku, quantity) : minPrice?.price;
  const saleAttr = product.options.map((o) => o.values.find((v) => v.key === selection[o.key])?.label).filter(Boolean).join(' / ');

  const requireSku = () => {
    if (!sku) {
      alert.warning(t('completeSku'));
      return null;
    }
    if (sku.stock <= 0) {
      alert.error(t('stock.out'));
      return null;
    }
    return sku;
  };
  const cart = useAddToCart();
  const owner = useCartOwner();
  const navigate = useNavigate();
  const sendToLogin = useSendToLogin();
  const addToCart = async () => {
    const s = requireSku();
    if (!s) return;
    if (await cart.add(product, s, quantity, saleAttr)) alert.success(t('added'));
  };
  // Straight to the order confirmation with this one SKU; a guest logs in first and goes on there.
  const buyNow = () => {
    const s = requireSku();
    if (!s) return;
    const order = `/order?skuId=${s.skuId}&quantity=${Math.min(quantity, s.stock)}`;
    if (owner === 'guest') sendToLogin(order);
    else void navigate(order);
  };


  return (
    <div className={`container ${frame.frame}`}>
      <Breadcrumb items={[...categoryCrumbs(product.path), { label: product.name }]} />
      <div className={styles.top}>
        <div className={styles.gallery}>
          <img className={styles.mainImage} src={product.images[image]} alt={product.name} width={800} height={800} />
          <div className={styles.thumbs}>
            {product.images.map((src, i) => (
              <button key={src} type="button" aria-pressed={i === image} aria-label={t('imageN', { n: i + 1 })} onClick={() => setImage(i)}>
                <img src={src} alt="" width={72} height={72} loading="lazy" />
              </button>
            ))}
          </div>
        </div>
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
          {product.options.map((o) => (
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
          ))}
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
            <Button variant="accent" onClick={() => void addToCart()} busy={cart.busy} data-testid="add-to-cart">
              {t('addToCart')}
            </Button>
            <Button onClick={buyNow} data-testid="buy-now">
              {t('buyNow')}
            </Button>
            <InquiryButton source="product" prefill={{ type: 'quotation', productNo: sku?.productNo ?? product.model, spuId: product.spuId, skuId: sku?.skuId, productName: product.name }} />
            <FavoriteToggle spuId={product.spuId} skuId={sku?.skuId} />
            <SampleButton product={product} selectedSkuId={sku?.skuId} />
          </div>
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
