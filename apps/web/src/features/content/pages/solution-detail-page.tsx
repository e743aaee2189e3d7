import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';

/** /solutionsDetail: the frame of this screen; its content arrives with the content issue. */
export function Component() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('solutionsDetail')} />;
}
