import type { ProductDetail } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs';
import { useShop } from '../../../lib/use-shop';
import cardStyles from './product-card.module.css';
import styles from './detail.module.css';
import { ProductCard } from './product-card';
import { ReviewsPanel } from './reviews-panel';
import { QuestionsPanel } from './questions-panel';
import { StockBadge } from './stock-badge';

/**
 * The detail page's tabs. Each panel is its own component, so only the open one renders: the
 * comparison's prices and the reviews' dates used to be formatted for every visit, open or not,
 * in the same long task that painted the product.
 */
export function ProductTabs({ product, tab, onTab }: { product: ProductDetail; tab: string; onTab(id: string): void }) {
  const { t } = useTranslation('catalog');
  const items = [
    { id: 'overview', label: t('tabs.overview'), content: <OverviewPanel product={product} /> },
    { id: 'features', label: t('tabs.features'), content: <FeaturesPanel product={product} /> },
    { id: 'comparison', label: t('tabs.comparison'), content: <ComparisonPanel product={product} /> },
    { id: 'compatibility', label: t('tabs.compatibility'), content: <CompatibilityPanel product={product} /> },
    { id: 'faq', label: t('tabs.faq'), content: <FaqPanel product={product} /> },
    { id: 'reviews', label: t('tabs.reviews', { count: product.rating.count }), content: <ReviewsPanel product={product} /> },
    { id: 'questions', label: t('tabs.questions'), content: <QuestionsPanel product={product} /> },
  ];
  return <Tabs items={items} value={tab} onChange={onTab} label={t('detailsLabel')} />;
}

function OverviewPanel({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.prose}>
      <p>{product.shortDesc}</p>
      {/* Rendered on the server from the product's Markdown with every character escaped. */}
      {product.longHtml && <div dangerouslySetInnerHTML={{ __html: product.longHtml }} />}
      <h3>{t('specifications')}</h3>
      <table className={styles.specTable} data-testid="spec-table">
        <tbody>
          {product.specs.map((s) => (
            <tr key={s.label}>
              <th scope="row">{s.label}</th>
              <td>{s.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FeaturesPanel({ product }: { product: ProductDetail }) {
  return (
    <ul className={styles.featureList}>
      {product.features.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </ul>
  );
}

function ComparisonPanel({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  const { money } = useShop();
  return (
    <div className={styles.compareWrap}>
      <table className={styles.specTable} data-testid="compare-table">
        <thead>
          <tr>
            <th scope="col">{t('productNo')}</th>
            {product.options.map((o) => (
              <th key={o.key} scope="col">
                {o.name}
              </th>
            ))}
            <th scope="col">{t('price')}</th>
            <th scope="col">{t('stockLabel')}</th>
          </tr>
        </thead>
        <tbody>
          {product.skus.map((s) => (
            <tr key={s.skuId}>
              <th scope="row">{s.productNo}</th>
              {product.options.map((o) => (
                <td key={o.key}>{o.values.find((v) => v.key === s.attrs[o.key])?.label ?? '—'}</td>
              ))}
              <td>{money(s.price)}</td>
              <td>
                <StockBadge stock={s.stock} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {product.similar.length > 0 && (
        <>
          <h3>{t('similar')}</h3>
          <div className={cardStyles.grid}>
            {product.similar.map((p) => (
              <ProductCard key={p.spuId} product={p} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function CompatibilityPanel({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  if (!product.compat.length) return <p>{t('noCompat')}</p>;
  return (
    <ul className={styles.featureList} data-testid="compat-list">
      {product.compat.map((c) => (
        <li key={c}>{c}</li>
      ))}
    </ul>
  );
}

function FaqPanel({ product }: { product: ProductDetail }) {
  return (
    <div className={styles.faq}>
      {product.faq.map((f) => (
        <details key={f.q}>
          <summary>{f.q}</summary>
          <p>{f.a}</p>
        </details>
      ))}
    </div>
  );
}
