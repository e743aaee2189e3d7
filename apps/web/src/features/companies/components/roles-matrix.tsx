import { COMPANY_PERMISSIONS, COMPANY_READ_PERMISSIONS, COMPANY_ROLE_PERMISSIONS, COMPANY_ROLES } from '@netshop/contract';
import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from '../companies.module.css';

/**
 * What each role lets a member do: the contract's COMPANY_ROLE_PERMISSIONS as a roles × permissions
 * table (read only: roles are fixed sets), each permission named and explained in one line. The
 * server checks the same table.
 */
export function RolesMatrix() {
  const { t } = useTranslation('companies');
  return (
    <div data-testid="company-roles">
      <p className="visually-hidden">{t('roles.lead')}</p>
      <ul className={styles.roleList}>
        {COMPANY_ROLES.map((r) => (
          <li key={r}>
            <strong>{t(`role.${r}`)}</strong>
            <p>{t(`roleText.${r}`)}</p>
          </li>
        ))}
      </ul>
      {/* A phone scrolls the table sideways; the region takes focus so the keyboard can too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard */}
      <div className={styles.matrixWrap} role="region" aria-label={t('roles.tableLabel')} tabIndex={0}>
        <table className={styles.matrix}>
          <caption className="visually-hidden">{t('roles.tableLabel')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('roles.permission')}</th>
              {COMPANY_ROLES.map((r) => (
                <th key={r} scope="col">
                  {t(`role.${r}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPANY_PERMISSIONS.map((p) => (
              <tr key={p} data-testid="role-matrix-row">
                <th scope="row">
                  <strong>{t(`permission.${p}`)}</strong>
                  <span>{t(`permissionText.${p}`)}</span>
                </th>
                {COMPANY_ROLES.map((r) =>
                  COMPANY_ROLE_PERMISSIONS[r].includes(p) ? (
                    <td key={r} className={styles.yes}>
                      <Check size={18} aria-hidden="true" />
                      <span className="visually-hidden">{t('roles.yes')}</span>
                    </td>
                  ) : (
                    <td key={r} className={styles.no}>
                      <Minus size={18} aria-hidden="true" />
                      <span className="visually-hidden">{t('roles.no')}</span>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.matrixNote}>
        {t('roles.suspendedNote', { permissions: COMPANY_READ_PERMISSIONS.map((p) => t(`permission.${p}`)).join(', ') })}
      </p>
    </div>
  );
}
