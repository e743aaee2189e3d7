import type { AuditEntry } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { useConsoleDate } from '../../../../components/console/use-console-date';
import styles from '../pages/console-audit.module.css';
import { AuditChanges } from './audit-changes';
import { RevertCell } from './revert-dialog';

/** An action's name in the console's language; a route entry (ADR 0040's safety net) shows its route. */
function useActionName() {
  const { t, i18n } = useTranslation('console-audit');
  return (action: string) => (i18n.exists(`actions.${action}`, { ns: 'console-audit' }) ? t(`actions.${action}`) : action);
}

/**
 * A route entry's record (ADR 0040's safety net): the route it went through with its parameters
 * filled in ('POST /reviews/17/hide'), since its id alone ('17', or '-' without parameters) names nothing.
 */
function routeOf(e: AuditEntry): string {
  const params = typeof e.after === 'object' && e.after !== null && 'params' in e.after ? (e.after as { params: unknown }).params : null;
  const values = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
  return e.action.replace(/:(\w+)/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}

/** A page of audit entries: a table, cards on a phone (data-table's .cards). */
export function AuditTable({ items, onEntity, onRevert }: { items: readonly AuditEntry[]; onEntity(entityType: string, entityId: string): void; onRevert(entry: AuditEntry): void }) {
  const { t, i18n } = useTranslation('console-audit');
  const when = useConsoleDate();
  const actionName = useActionName();
  const entityName = (type: string) => (i18n.exists(`entities.${type}`, { ns: 'console-audit' }) ? t(`entities.${type}`) : type);
  return (
    <div className={styles.scroll}>
      <table className={styles.table} role="table" data-testid="audit-table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">{t('columns.when')}</th>
            <th scope="col" role="columnheader">{t('columns.who')}</th>
            <th scope="col" role="columnheader">{t('columns.action')}</th>
            <th scope="col" role="columnheader">{t('columns.record')}</th>
            <th scope="col" role="columnheader">{t('columns.changes')}</th>
            <th scope="col" role="columnheader">{t('columns.from')}</th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {items.map((e) => (
            <tr role="row" key={e.id} id={`audit-entry-${e.id}`} data-testid={`audit-row-${e.id}`}>
              <td role="cell" className={styles.when} data-label={t('columns.when')}>
                <time dateTime={e.at}>{when(e.at)}</time>
              </td>
              <td role="cell" data-label={t('columns.who')}>
                {e.staffId === 0 ? t('operator') : e.staffName || t('system')}
                {e.staffEmail && <span className={styles.muted}>{e.staffEmail}</span>}
              </td>
              <td role="cell" data-label={t('columns.action')}>
                <code className={i18n.exists(`actions.${e.action}`, { ns: 'console-audit' }) ? styles.action : styles.rawAction}>{actionName(e.action)}</code>
              </td>
              <td role="cell" data-label={t('columns.record')}>
                <button type="button" className={styles.entity} onClick={() => onEntity(e.entityType, e.entityId)} title={t('sameRecord')}>
                  {e.entityType === 'route' ? (
                    routeOf(e)
                  ) : (
                    <>
                      {entityName(e.entityType)} <span className={styles.id}>{e.entityId}</span>
                    </>
                  )}
                </button>
              </td>
              <td role="cell" data-label={t('columns.changes')}>
                <div className={styles.changesCell}>
                  <AuditChanges entityType={e.entityType} before={e.before} after={e.after} />
                  <RevertCell entry={e} onRevert={onRevert} />
                </div>
              </td>
              <td role="cell" data-label={t('columns.from')}>
                {e.ip || '—'}
                {e.userAgent && (
                  <span className={styles.muted} title={e.userAgent}>
                    {e.userAgent.slice(0, 40)}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
