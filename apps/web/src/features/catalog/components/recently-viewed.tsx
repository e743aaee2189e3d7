import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShop, useVisitorId } from '../../../lib/use-shop';
import { recentlyViewedQuery } from '../../../lib/shared-api/catalog-api';
import styles from './product-card.module.css';
import { ProductCard } from './product-card';

/** The visitor's recently viewed products (guests by visitor uuid). */
export function RecentlyViewed({ exclude }: { exclude?: number }) {
  const { t } = useTranslation('catalog');
  const { langId, currencyId, ready } = useShop();
  const visitorId = useVisitorId();
  const recent = useQuery({ ...recentlyViewedQuery(langId, visitorId, currencyId), enabled: ready && Boolean(visitorId) });
  const items = (recent.data ?? []).filter((p) => p.spuId !== exclude);
  if (!items.length) return null;
  return (
    <section className={styles.section} aria-labelledby="recently-viewed" data-testid="recently-viewed">
      <div className={styles.stripHead}>
        <h2 id="recently-viewed">{t('recentlyViewed')}</h2>
        <Link to="/recentlyViewed">{t('recentlyViewedAll')}</Link>
      </div>
      <div className={styles.strip}>
        {items.map((p) => (
          <ProductCard key={p.spuId} product={p} />
        ))}
      </div>
    </section>
  );
}
