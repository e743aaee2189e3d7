import type { AuditList, AuditQuery, AuditRevertPreview, AuditRevertResult } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { HttpError, unwrap, unwrapWithMsg } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';

// The audit log in the console (permission audit.read: administrators), newest first, searched
// and filtered on the server (ADR 0040).

export const auditQueryOptions = (q: AuditQuery) =>
  queryOptions({
    queryKey: ['staff', 'audit', q] as const,
    queryFn: () => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
      return unwrap(staffHttp.get<AuditList>(`${API.staff.audit.path()}?${params}`));
    },
    placeholderData: keepPreviousData,
    retry: (failures, err) => !(err instanceof HttpError && err.code === 403) && failures < 1,
  });

/**
 * Restoring the values before an entry (ADR 0043): what it would write, then the restore. Refusals
 * (already restored, not reversible, the record gone, no permission) are the dialog's to show.
 */
const quiet = { quiet: [403, 404, 409, 422] } as const;
export const auditRevertApi = {
  preview: (id: number) => unwrap(staffHttp.get<AuditRevertPreview>(API.staff.auditRevertPreview.path({ id }), undefined, quiet)),
  apply: (id: number) => unwrapWithMsg(staffHttp.post<AuditRevertResult>(API.staff.auditRevert.path({ id }), {}, quiet)),
};
