import type { CompanyRole } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import styles from '../companies.module.css';

/** A member's or an invitation's roles, each a chip with its translated name. */
export function RoleChips({ roles, label }: { roles: readonly CompanyRole[]; label?: string }) {
  const { t } = useTranslation('companies');
  return (
    <ul className={styles.chips} aria-label={label ?? t('members.roles')} data-testid="role-chips">
      {roles.map((r) => (
        <li key={r} className={styles.chip}>
          {t(`role.${r}`)}
        </li>
      ))}
    </ul>
  );
}

/** A state in words (the colour only repeats it): a company's, a member's or an invitation's. */
export function StatusChip({ status, text }: { status: string; text: string }) {
  return (
    <span className={styles.status} data-status={status} data-testid="status-chip">
      {text}
    </span>
  );
}
