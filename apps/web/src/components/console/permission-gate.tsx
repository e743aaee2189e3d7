import type { StaffPermission } from '@netshop/contract';
import type { ReactNode } from 'react';
import { HttpError } from '../../lib/http';
import { staffCan, useStaffMe } from '../../lib/staff-session';
import { Skeleton } from '../ui/skeleton';
import styles from './console-page.module.css';

/** Whether the signed-in staff member may use `permission` (false until /staff/me has answered). */
export function useStaffCan(permission: StaffPermission): boolean {
  return staffCan(useStaffMe().data, permission);
}

interface PermissionGateProps {
  permission: StaffPermission;
  /** The page's h1, shown above the no-access text too. */
  title: ReactNode;
  noAccess: ReactNode;
  /**
   * The page's own query's error: a 403 reads as no access (the role was changed since /staff/me
   * was read; the server checks every call).
   */
  error?: unknown;
  /** data-testid of the no-access text. */
  testId: string;
  children: ReactNode;
}

/**
 * Who may see a console page: a placeholder while the signed-in staff member is read, then the
 * page's title and `noAccess` for a role without `permission`, else the page.
 */
export function PermissionGate({ permission, title, noAccess, error, testId, children }: PermissionGateProps) {
  const me = useStaffMe();
  if (!me.data) return <Skeleton height={200} />;
  if (!staffCan(me.data, permission) || (error instanceof HttpError && error.code === 403)) {
    return (
      <>
        <h1>{title}</h1>
        <p className={styles.noAccess} data-testid={testId}>
          {noAccess}
        </p>
      </>
    );
  }
  return <>{children}</>;
}
