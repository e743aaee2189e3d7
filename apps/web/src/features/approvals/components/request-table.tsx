import type { ApprovalRequestSummary } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShop } from '../../../lib/use-shop';
import styles from '../approvals.module.css';
import { formatWhen, RequestStatus } from './status';

export const requestPath = (requestNo: string) => `/accountCenter/approvals/detail?no=${encodeURIComponent(requestNo)}`;

/**
 * Requests as a table on a wide screen and one card per request on a phone: number (the link),
 * total, lines, who asked, the level waiting, the state and when it expires.
 */
export function RequestTable({ items }: { items: ApprovalRequestSummary[] }) {
  const { t } = useTranslation('approvals');
  const { locale, money } = useShop();
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.cards}`} data-testid="approval-requests">
        <thead>
          <tr>
            <th scope="col">{t('list.requestNo')}</th>
            <th scope="col" className={styles.num}>
              {t('list.total')}
            </th>
            <th scope="col" className={styles.num}>
              {t('list.lines')}
            </th>
            <th scope="col">{t('list.requester')}</th>
            <th scope="col">{t('list.level')}</th>
            <th scope="col">{t('list.status')}</th>
            <th scope="col">{t('list.expires')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr key={r.requestNo} data-testid="approval-request">
              <td>
                <Link to={requestPath(r.requestNo)} className={styles.requestNo}>
                  {r.requestNo}
                </Link>
                {r.kind === 'quotation' && <span className={styles.muted}> · {t('kind.quotation')}</span>}
                {r.canDecide && <span className={styles.muted}> · {t('list.yourTurn')}</span>}
              </td>
              <td className={styles.num} data-label={t('list.total')}>
                {money(r.total)}
              </td>
              <td className={styles.num} data-label={t('list.lines')}>
                {r.lineCount}
              </td>
              <td data-label={t('list.requester')}>{r.requester.name}</td>
              <td data-label={t('list.level')} className={styles.nowrap}>{r.currentLevel === null ? '—' : t('list.levelN', { level: r.currentLevel })}</td>
              <td data-label={t('list.status')}>
                <RequestStatus status={r.status} />
              </td>
              <td data-label={t('list.expires')}>{r.status === 'pending' ? formatWhen(r.expiresAt, locale, true) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
