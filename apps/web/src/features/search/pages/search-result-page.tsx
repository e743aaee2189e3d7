import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';

/** /searchResult: the frame of this screen; its content arrives with the search issue. */
export function Component() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('searchResult')} />;
}
