import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';

/** /b2b: the frame of this screen; its content arrives with the catalog issue. */
export function Component() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('b2b')} />;
}
