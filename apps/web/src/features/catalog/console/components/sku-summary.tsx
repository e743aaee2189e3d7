import type { StaffSku } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import styles from '../pages/console-catalog.module.css';

/** The product's SKUs as they are (product number, sale attributes, base price, tiers, stock): a product is published only with one at least. */
export function SkuSummary({ skus }: { skus: readonly StaffSku[] }) {
  const { t, i18n } = useTranslation('console-catalog');
  // Prices are kept in US cents, the shop's base currency (ADR 0002).
  const usd = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  return (
    <section className={styles.panel} aria-labelledby="skus-title" data-testid="product-skus">
      <h2 id="skus-title" className={styles.sectionTitle}>
        {t('skus.title', { count: skus.length })}
      </h2>
      {skus.length === 0 ? (
        <p className={styles.hintLine}>{t('skus.none')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('skus.productNo')}</th>
                <th scope="col">{t('skus.attrs')}</th>
                <th scope="col" className={styles.num}>
                  {t('skus.price')}
                </th>
                <th scope="col">{t('skus.tiers')}</th>
                <th scope="col" className={styles.num}>
                  {t('columns.stock')}
                </th>
              </tr>
            </thead>
            <tbody>
              {skus.map((s) => (
                <tr key={s.id}>
                  <td data-label={t('skus.productNo')}>
                    <code>{s.productNo}</code>
                  </td>
                  <td data-label={t('skus.attrs')}>{Object.values(s.attrs).join(' / ')}</td>
                  <td data-label={t('skus.price')} className={styles.num}>
                    {usd.format(s.price / 100)}
                  </td>
                  <td data-label={t('skus.tiers')}>{s.tiers.map((x) => `≥${x.minQty}: ${usd.format(x.price / 100)}`).join(', ') || '—'}</td>
                  <td data-label={t('columns.stock')} className={styles.num}>
                    {s.stock}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
