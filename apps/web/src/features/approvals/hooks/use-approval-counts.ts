import { useQuery } from '@tanstack/react-query';
import { useMyCompany } from '../../companies';
import { approvalCountsQuery } from '../api/approvals-api';

/**
 * How many requests wait for the reader's role (the account menu's badge) and how many of their
 * own wait for approval (the orders page's banner): one small list request, shared by both and
 * asked again at most once a minute. Null for a buyer without an active company.
 */
export function useApprovalCounts(): { queue: number; mine: number } | null {
  const { membership } = useMyCompany();
  const active = membership?.company.status === 'active';
  const q = useQuery({ ...approvalCountsQuery(), enabled: active });
  if (!active || !q.data) return null;
  return { queue: q.data.queue, mine: q.data.total };
}
