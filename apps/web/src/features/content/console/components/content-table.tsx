import type { StaffContentRow } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleDate } from '../../../../components/console/use-console-date';
import styles from '../pages/console-content.module.css';
import { LanguageBadges } from './language-badges';
import { StatusTag } from './status-tag';

/** A page of news, cases, solutions or pages: a table, cards on a phone (data-table's .cards). */
export function ContentTable({ items }: { items: readonly StaffContentRow[] }) {
  const { t } = useTranslation('console-content');
  const when = useConsoleDate();
  return (
    <div className={styles.scroll}>
      <table className={styles.table} role="table" data-testid="content-table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">{t('columns.title')}</th>
            <th scope="col" role="columnheader">{t('columns.status')}</th>
            <th scope="col" role="columnheader">{t('columns.languages')}</th>
            <th scope="col" role="columnheader">{t('columns.updated')}</th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {items.map((c) => (
            <tr role="row" key={c.id} data-testid={`content-row-${c.id}`}>
              <td role="cell" data-label={t('columns.title')}>
                <Link to={`/console/content/${c.type}/${c.id}`} className={styles.title}>
                  {c.title}
                </Link>
                <span className={styles.muted}>
                  {c.type === 'page' ? `${t(`kinds.${c.kind}`)} · ` : ''}
                  {c.key}
                </span>
              </td>
              <td role="cell" data-label={t('columns.status')}>
                <StatusTag status={c.status} publishedAt={c.publishedAt} />
              </td>
              <td role="cell" data-label={t('columns.languages')}>
                <LanguageBadges complete={c.complete} />
              </td>
              <td role="cell" className={styles.when} data-label={t('columns.updated')}>
                <time dateTime={c.updatedAt}>{when(c.updatedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
