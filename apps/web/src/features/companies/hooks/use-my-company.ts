import type { Company, CompanyPermission, MyCompany } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/site-store';
import { myCompanyQuery } from '../api/companies-api';

/**
 * The signed-in buyer's company membership (null for a guest, a buyer without one, or while it
 * loads) and whether they may do something for it. The server checks every permission again; the
 * page only hides what would be refused. `application` is their own application while it is
 * pending or after it was rejected (the account centre's menu names it).
 */
export function useMyCompany(): { membership: MyCompany | null; application: Company | null; can: (p: CompanyPermission) => boolean; isLoading: boolean } {
  const isLogin = useSession((s) => s.isLogin);
  const q = useQuery({ ...myCompanyQuery(), enabled: isLogin });
  const membership = (isLogin && q.data?.membership) || null;
  const application = (isLogin && q.data?.application) || null;
  return { membership, application, can: (p) => membership?.permissions.includes(p) ?? false, isLoading: isLogin && q.isLoading };
}
