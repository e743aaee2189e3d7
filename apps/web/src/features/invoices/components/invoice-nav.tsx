import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styles from '../invoices.module.css';

// The three invoice pages share one entry of the account menu (docs/product.md#screens: invoiceApp and invoiceTitle
// light up "invoice"), so each shows this row to reach the other two.
const PAGES = ['invoice', 'invoiceApp', 'invoiceTitle'] as const;

export function InvoiceNav() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('invoice')}>
      <ul className={styles.subnav}>
        {PAGES.map((p) => {
          const to = `/accountCenter/${p}`;
          return (
            <li key={p}>
              <Link to={to} aria-current={pathname === to ? 'page' : undefined}>
                {t(p)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
