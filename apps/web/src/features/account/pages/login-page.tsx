import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';

/** /login: the frame of this screen; its content arrives with the account issue. */
export function Component() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('login')} />;
}
