import { STAFF_ROLES, type StaffRole } from '@netshop/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './console.module.css';

/** The roles of an account as checkboxes; at least one is required (the error says so). */
export function StaffRolesField({ value, onChange, error, testId }: { value: StaffRole[]; onChange(roles: StaffRole[]): void; error?: string; testId?: string }) {
  const { t } = useTranslation('console');
  const errorId = useId();
  const toggle = (role: StaffRole, on: boolean) => onChange(on ? [...value, role] : value.filter((r) => r !== role));
  return (
    <>
      <fieldset className={styles.roles} aria-describedby={error ? errorId : undefined} data-testid={testId}>
        <legend>{t('staff.roles')}</legend>
        {STAFF_ROLES.map((role) => (
          <label key={role}>
            <input type="checkbox" name="roles" value={role} checked={value.includes(role)} onChange={(e) => toggle(role, e.target.checked)} />
            {t(`roles.${role}`)}
          </label>
        ))}
      </fieldset>
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {t('staff.rolesRequired')}
        </span>
      )}
    </>
  );
}
