import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';

/** /accountCenter/invoiceTitle: the frame of this screen; its content arrives with the invoices issue. */
export function Component() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('invoiceTitle')} />;
}
