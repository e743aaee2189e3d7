import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useConsoleDate } from '../../../components/console/use-console-date';
import type { StaffAccount } from '../api/staff-api';
import styles from './staff.module.css';

export type StaffActionKind = 'edit' | 'disable' | 'enable' | 'reset';
export interface StaffAction {
  kind: StaffActionKind;
  member: StaffAccount;
}

/** The accounts with their status, last sign-in and actions; on a phone each row is a card. */
export function StaffTable({ members, myId, onAction }: { members: StaffAccount[]; myId: number | undefined; onAction(a: StaffAction): void }) {
  const { t } = useTranslation(['console-staff', 'console']);
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="staff-table">
        <thead>
          <tr>
            <th scope="col">{t('console:staff.name')}</th>
            <th scope="col">{t('console:staff.email')}</th>
            <th scope="col">{t('console:staff.roles')}</th>
            <th scope="col">{t('console:staff.status')}</th>
            <th scope="col">{t('manage.twoFactor')}</th>
            <th scope="col">{t('manage.lastLogin')}</th>
            <th scope="col">{t('manage.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <StaffRow key={m.staffId} member={m} self={m.staffId === myId} onAction={onAction} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StaffRow({ member: m, self, onAction }: { member: StaffAccount; self: boolean; onAction(a: StaffAction): void }) {
  const { t } = useTranslation(['console-staff', 'console']);
  const date = useConsoleDate();
  const act = (kind: StaffActionKind) => () => onAction({ kind, member: m });
  return (
    <tr data-testid={`staff-${m.staffId}`}>
      <td className={styles.name}>
        {m.name}
        {self && <span className={styles.you}>{t('manage.you')}</span>}
      </td>
      <td className={styles.email} data-label={t('console:staff.email')}>
        {m.email}
      </td>
      <td className={styles.roles} data-label={t('console:staff.roles')}>{m.roles.map((r) => t(`console:roles.${r}`)).join(', ')}</td>
      <td data-label={t('console:staff.status')}>
        <span className={styles.statusBox}>
          <span className={styles.status} data-status={m.active ? 'active' : 'disabled'}>
            {m.active ? t('console:staff.active') : t('manage.disabled')}
          </span>
          {!m.active && m.disabledReason && <span className={styles.muted}>{t('manage.disabledReason', { reason: m.disabledReason, date: m.disabledAt ? date(m.disabledAt) : '' })}</span>}
        </span>
      </td>
      <td data-label={t('manage.twoFactor')}>
        <span className={styles.status} data-status={m.twoFactor} data-testid={`staff-2fa-${m.staffId}`}>
          {t(`manage.twoFactorState.${m.twoFactor}`)}
        </span>
      </td>
      <td data-label={t('manage.lastLogin')}>{m.lastLoginAt ? date(m.lastLoginAt) : t('manage.never')}</td>
      <td className={styles.actionsCell}>
        <div className={styles.actions}>
          <Button size="small" variant="secondary" onClick={act('edit')} data-testid={`staff-edit-${m.staffId}`}>
            {t('manage.edit')}
          </Button>
          {m.active
            ? !self && (
                <Button size="small" variant="secondary" onClick={act('disable')} data-testid={`staff-disable-${m.staffId}`}>
                  {t('manage.disable')}
                </Button>
              )
            : (
                <Button size="small" variant="secondary" onClick={act('enable')} data-testid={`staff-enable-${m.staffId}`}>
                  {t('manage.enable')}
                </Button>
              )}
          <Button size="small" variant="secondary" onClick={act('reset')} data-testid={`staff-reset-${m.staffId}`}>
            {t('manage.reset')}
          </Button>
        </div>
      </td>
    </tr>
  );
}
