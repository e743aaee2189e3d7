import type { ImportChange, ImportLineError } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import styles from '../pages/console-catalog-import.module.css';

/** "The first 500 of 1,234 are shown" under a list the server cut short. */
function Shown({ shown, total }: { shown: number; total: number }) {
  const { t } = useTranslation('console-catalog-import');
  return shown < total ? <p className={styles.hint}>{t('report.shown', { shown, total })}</p> : null;
}

/** Each error with its line and column, in the operator's language. */
export function ImportErrorsTable({ errors, total }: { errors: readonly ImportLineError[]; total: number }) {
  const { t } = useTranslation('console-catalog-import');
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="import-errors">
          <thead>
            <tr>
              <th scope="col" className={styles.num}>{t('columns.line')}</th>
              <th scope="col">{t('columns.column')}</th>
              <th scope="col">{t('columns.error')}</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((e, i) => (
              <tr key={`${e.line}-${e.column}-${i}`}>
                <td className={styles.num} data-label={t('columns.line')}>
                  {e.line}
                </td>
                <td data-label={t('columns.column')}>
                  <code>{e.column}</code>
                </td>
                <td className={styles.message}>{t(`errors.${e.code}`, { ...e.params })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Shown shown={errors.length} total={total} />
    </>
  );
}

/** What the file would change: new products and SKUs, and each field before → after. */
export function ImportChangesTable({ changes, total }: { changes: readonly ImportChange[]; total: number }) {
  const { t } = useTranslation('console-catalog-import');
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="import-changes">
          <thead>
            <tr>
              <th scope="col" className={styles.num}>{t('columns.line')}</th>
              <th scope="col">{t('columns.productNo')}</th>
              <th scope="col">{t('columns.change')}</th>
              <th scope="col">{t('columns.before')}</th>
              <th scope="col">{t('columns.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c, i) => (
              <tr key={`${c.line}-${c.kind}-${c.field}-${i}`} data-kind={c.kind}>
                <td className={styles.num} data-label={t('columns.line')}>
                  {c.line}
                </td>
                <td className={styles.code} data-label={t('columns.productNo')}>
                  {c.kind === 'createProduct' ? c.model : c.productNo}
                </td>
                <td data-label={t('columns.change')}>{c.kind === 'update' ? <code>{c.field}</code> : <span className={styles.tag}>{t(`kinds.${c.kind}`)}</span>}</td>
                <td className={styles.before} data-label={t('columns.before')}>
                  {c.before || '—'}
                </td>
                <td className={styles.after} data-label={t('columns.after')}>
                  {c.after || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Shown shown={changes.length} total={total} />
    </>
  );
}
