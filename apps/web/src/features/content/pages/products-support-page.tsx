import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';
import { useUrlParams } from '../../../lib/use-url-params';
import { SupportLookup } from '../components/support-lookup';
import { MoreSupport, ReturnSteps, SupportContact } from '../components/support-sections';
import styles from './products-support.module.css';

/**
 * /productsSupport: what a buyer of network hardware comes for after the sale. A product number
 * (as on the label or the invoice, coding suffix and all) leads to the product's documents and
 * compatibility; the return (RMA) steps of this shop; and the ways to reach support.
 */
export function Component() {
  const { t } = useTranslation(['support', 'pages']);
  const [params] = useUrlParams();
  const pn = (params.get('pn') ?? '').trim().slice(0, 60);
  return (
    <PageFrame title={t('pages:productsSupport')}>
      <p className={styles.lead}>{t('lead')}</p>
      <SupportLookup />
      <div className={styles.columns}>
        <ReturnSteps />
        <SupportContact pn={pn} />
      </div>
      <MoreSupport />
    </PageFrame>
  );
}
