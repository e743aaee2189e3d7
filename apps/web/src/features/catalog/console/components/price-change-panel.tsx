import type { PriceChangeLine } from '@netshop/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { useCategoryOptions } from '../hooks/use-category-options';
import { usePriceChange } from '../hooks/use-price-change';
import styles from '../pages/console-catalog-import.module.css';

/** Rows shown before "show all": a big category has thousands of SKUs. */
const FIRST = 100;

/** Prices in the base currency, US dollars, as the catalogue stores them. */
function useUsd() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const f = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
    return (minor: number) => f.format(minor / 100);
  }, [i18n.language]);
}

function PriceLines({ lines }: { lines: readonly PriceChangeLine[] }) {
  const { t } = useTranslation('console-catalog-import');
  const usd = useUsd();
  const [all, setAll] = useState(false);
  const shown = all ? lines : lines.slice(0, FIRST);
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="price-lines">
          <thead>
            <tr>
              <th scope="col">{t('prices.product')}</th>
              <th scope="col">{t('columns.productNo')}</th>
              <th scope="col" className={styles.num}>{t('columns.before')}</th>
              <th scope="col" className={styles.num}>{t('columns.after')}</th>
              <th scope="col">{t('prices.tiers')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((l) => (
              <tr key={l.skuId}>
                <td className={styles.message}>{l.name}</td>
                <td className={styles.code} data-label={t('columns.productNo')}>
                  {l.productNo}
                </td>
                <td className={`${styles.num} ${styles.before}`} data-label={t('columns.before')}>
                  {usd(l.before)}
                </td>
                <td className={`${styles.num} ${styles.after}`} data-label={t('columns.after')}>
                  {usd(l.after)}
                </td>
                <td data-label={t('prices.tiers')}>
                  {l.tiers.length === 0
                    ? '—'
                    : l.tiers.map((tier) => (
                        <span key={tier.minQty} className={styles.tier}>
                          {t('prices.from', { qty: tier.minQty })} {usd(tier.before)} → {usd(tier.after)}
                        </span>
                      ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {lines.length > FIRST && !all && (
        <Button variant="secondary" size="small" onClick={() => setAll(true)}>
          {t('prices.showAll', { count: lines.length })}
        </Button>
      )}
    </>
  );
}

/** A category's prices by a percentage: the form, the preview of every SKU, and the confirmation. */
export function PriceChangePanel() {
  const { t } = useTranslation('console-catalog-import');
  const categories = useCategoryOptions();
  const p = usePriceChange();
  return (
    <section className={styles.panel} aria-labelledby="price-change-title">
      <h2 id="price-change-title">{t('prices.title')}</h2>
      <p className={styles.hint}>{t('prices.lead')}</p>
      <form className={styles.row} onSubmit={(e) => void p.submit(e)} noValidate>
        <label className={styles.field}>
          <span>{t('prices.category')}</span>
          <select value={p.categoryId} onChange={(e) => p.setCategoryId(e.target.value)} aria-invalid={p.issue('categoryId') ? true : undefined} data-testid="price-category">
            <option value="">{t('prices.choose')}</option>
            {categories.options.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
          {p.issue('categoryId') && <span className={styles.error}>{t('prices.categoryRequired')}</span>}
        </label>
        <label className={`${styles.field} ${styles.narrow}`}>
          <span>{t('prices.percent')}</span>
          <input inputMode="decimal" value={p.percent} onChange={(e) => p.setPercent(e.target.value)} aria-invalid={p.issue('percent') ? true : undefined} aria-describedby="price-percent-hint" data-testid="price-percent" />
        </label>
        <Button type="submit" busy={p.busy === 'preview'} data-testid="price-preview">
          {t('prices.preview')}
        </Button>
      </form>
      <p id="price-percent-hint" className={p.issue('percent') ? styles.error : styles.hint} role={p.issue('percent') ? 'alert' : undefined}>
        {t(p.issue('percent') ? 'prices.percentInvalid' : 'prices.percentHint')}
      </p>
      {p.preview && (
        <div className={styles.report} data-testid="price-report">
          <p>{p.preview.skus ? t('prices.summary', { skus: p.preview.skus, products: p.preview.products, percent: p.preview.percent > 0 ? `+${p.preview.percent}` : String(p.preview.percent) }) : t('prices.none')}</p>
          {p.preview.lines.length > 0 && <PriceLines lines={p.preview.lines} />}
          {p.refused && <Alert kind="warning">{p.refused}</Alert>}
          {p.applied ? (
            <Alert kind="success">{t('prices.applied', { skus: p.applied.skus, products: p.applied.products })}</Alert>
          ) : (
            p.preview.id && (
              <div className={styles.confirm}>
                <Button variant="accent" busy={p.busy === 'apply'} disabled={p.refused !== null} onClick={() => void p.apply()} data-testid="price-apply">
                  {t('prices.apply', { count: p.preview.skus })}
                </Button>
              </div>
            )
          )}
        </div>
      )}
    </section>
  );
}
