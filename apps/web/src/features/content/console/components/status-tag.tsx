import type { ContentStatus } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { useConsoleDate } from '../../../../components/console/use-console-date';
import styles from '../pages/console-content.module.css';

/** Draft, scheduled (with its time) or published, in words; the colour only repeats it. */
export function StatusTag({ status, publishedAt }: { status: ContentStatus; publishedAt: string | null }) {
  const { t } = useTranslation('console-content');
  const when = useConsoleDate();
  return (
    <span className={styles.status} data-status={status} data-testid="content-status">
      {t(`status.${status}`)}
      {status === 'scheduled' && publishedAt && ` · ${when(publishedAt)}`}
    </span>
  );
}
