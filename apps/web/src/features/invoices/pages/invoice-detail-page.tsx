import { useQuery } from '@tanstack/react-query';
import { FileQuestion } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { buttonClass } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { HttpError } from '../../../lib/http';
import { currentToken } from '../../../lib/session';
import { useShop } from '../../../lib/use-shop';
import { useSendToLogin } from '../../../lib/use-send-to-login';
import { invoiceQuery } from '../api/invoices-api';
import { InvoiceDetail } from '../components/invoice-detail';
import styles from '../invoices.module.css';

// /invoiceDetail?id= (docs/product.md#screens, #entities Invoice): one invoice request with its title, amount, type, request
// date, status, order number, the item (part) number and product of each line (the product's
// name links to it; the shop's internal product id is not shown), and the issuer; once
// approved, the PDF invoice to download. A guest is sent to log in and comes back here.

const DIGITS = /^\d{1,9}$/;

export function Component() {
  const { t } = useTranslation(['invoices', 'pages']);
  const { langId, ready } = useShop();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const sendToLogin = useSendToLogin();
  const raw = params.get('id') ?? '';
  const id = DIGITS.test(raw) ? Number(raw) : 0;
  const loggedIn = Boolean(currentToken());
  // Checked on arrival, as the account pages do (a 401 later goes to /login by itself).
  useEffect(() => {
    if (!currentToken()) sendToLogin(pathname + search);
  }, [pathname, search, sendToLogin]);
  const one = useQuery({ ...invoiceQuery(id, langId), enabled: ready && loggedIn && id > 0, retry: (n, err) => !(err instanceof HttpError && err.code === 404) && n < 1 });

  const missing = id === 0 || (one.error instanceof HttpError && one.error.code === 404);
  let content;
  if (missing)
    content = (
      <div className={styles.empty} data-testid="invoice-missing">
        <FileQuestion size={40} aria-hidden="true" />
        <h2>{t('detail.notFound')}</h2>
        <p>{t('detail.notFoundText')}</p>
        <div className={styles.emptyActions}>
          <Link to="/accountCenter/invoice" className={buttonClass('primary')}>
            {t('detail.back')}
          </Link>
        </div>
      </div>
    );
  else if (one.isError && !one.data) content = <LoadError onRetry={() => void one.refetch()} />;
  else if (!one.data) content = <Skeleton height={360} />;
  else content = <InvoiceDetail invoice={one.data} />;

  return <PageFrame title={t('pages:invoiceDetail')}>{content}</PageFrame>;
}
