import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';

/** /paymentResult: the frame of this screen; its content arrives with the checkout issue. */
export function Component() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('paymentResult')} />;
}
