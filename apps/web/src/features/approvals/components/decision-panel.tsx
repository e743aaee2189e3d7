import { APPROVAL_COMMENT_MAX, type ApprovalRequestDetail, type CompanyRole, type MyCompany, type UserInfo } from '@netshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { alert } from '../../../lib/alerts';
import { HttpError } from '../../../lib/http';
import { useSite } from '../../../lib/site-store';
import { APPROVALS_KEY, approvalsApi } from '../api/approvals-api';
import styles from '../approvals.module.css';

/** The server's own words for a refusal (a 403's too: the client would show a generic "no permission"). */
const refusal = (err: unknown) => (err instanceof HttpError && err.kind === 'api' ? (err.serverMessage ?? err.message) : null);

export type WhyNot = 'own' | 'earlier' | 'otherRole' | 'cannot';

/**
 * Why the reader may not decide a pending request, for the sentence that says so: it is their own
 * (nobody approves their own, ADR 0046), their role's level comes after the one waiting, the level
 * waiting needs another role, or anything else the server knows (a suspended company).
 */
export function whyNot(request: ApprovalRequestDetail, userId: number | undefined, roles: readonly CompanyRole[]): WhyNot {
  if (request.requester.userId === userId) return 'own';
  const open = request.steps.filter((s) => s.decision === null);
  const now = open.filter((s) => s.level === request.currentLevel);
  if (now.some((s) => roles.includes(s.approverRole))) return 'cannot';
  if (open.some((s) => s.level > (request.currentLevel ?? 0) && roles.includes(s.approverRole))) return 'earlier';
  return 'otherRole';
}

/** The roles the level waiting now needs, in the reader's language ("Approver, Finance"). */
export function useWaitingRoles(request: ApprovalRequestDetail): string {
  const { t } = useTranslation('companies');
  const roles = [...new Set(request.steps.filter((s) => s.level === request.currentLevel && s.decision === null).map((s) => s.approverRole))];
  return roles.map((r) => t(`role.${r}`)).join(', ');
}

/**
 * A pending request's actions: the approver of the level waiting approves or rejects with a
 * comment; anyone else is told why they cannot (and the requester may withdraw it). The server
 * decides again: a decision someone made first, or a role taken away since, comes back as its
 * message here. The last approval places the order, or sends the request back with the reason.
 */
export function DecisionPanel({ request, membership }: { request: ApprovalRequestDetail; membership: MyCompany | null }) {
  const { t } = useTranslation(['approvals', 'common']);
  const queryClient = useQueryClient();
  const me = useSite((s) => (s.loginUser as Partial<UserInfo> | null)?.userId);
  const waitingFor = useWaitingRoles(request);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: APPROVALS_KEY });

  const decide = useMutation({
    // The level this page showed: if another one waits now (someone decided first), the server says so (409).
    mutationFn: (decision: 'approve' | 'reject') => approvalsApi.decide(request.requestNo, { decision, comment: comment.trim(), level: request.currentLevel ?? undefined }),
    onSuccess: async ({ msg }) => {
      alert.success(msg);
      setComment('');
      setProblem(null);
      await refresh();
    },
    onError: (err) => {
      setProblem(refusal(err));
      // Decided by someone else, or changed meanwhile: show the request as it is now.
      void refresh();
    },
  });

  if (request.status !== 'pending') return null;
  const tooLong = comment.trim().length > APPROVAL_COMMENT_MAX;
  const why = request.canDecide ? null : whyNot(request, me, membership?.roles ?? []);
  const mine = request.requester.userId === me;
  const level = request.currentLevel ?? 1;
  // Whether approving now places the order (no later level waits) or passes it on.
  const nextLevel = Math.min(...request.steps.filter((s) => s.decision === null && s.level > level).map((s) => s.level));
  const last = !Number.isFinite(nextLevel);

  return (
    <section className={styles.panel} aria-labelledby="approval-decide-title" data-testid="approval-decision">
      <h2 id="approval-decide-title" className={styles.sectionHead}>
        {request.canDecide ? t('decide.title') : t('decide.waitingTitle')}
      </h2>
      {request.canDecide ? (
        <>
          <p className={styles.muted} data-testid="approval-decide-lead">
            {last ? t('decide.leadLast', { level }) : t('decide.leadMore', { level, next: nextLevel })}
          </p>
          <TextAreaField
            label={t('decide.comment')}
            hint={t('decide.commentHint', { max: APPROVAL_COMMENT_MAX })}
            error={tooLong ? t('decide.commentTooLong', { max: APPROVAL_COMMENT_MAX }) : undefined}
            value={comment}
            rows={3}
            onChange={(e) => setComment(e.target.value)}
            data-testid="approval-comment"
          />
          <div className={styles.actions}>
            <Button busy={decide.isPending && decide.variables === 'approve'} disabled={decide.isPending || tooLong} onClick={() => decide.mutate('approve')} data-testid="approval-approve">
              <Check size={16} aria-hidden="true" />
              {t('decide.approve')}
            </Button>
            <Button variant="secondary" busy={decide.isPending && decide.variables === 'reject'} disabled={decide.isPending || tooLong} onClick={() => decide.mutate('reject')} data-testid="approval-reject">
              <X size={16} aria-hidden="true" />
              {t('decide.reject')}
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.muted} data-testid="approval-why-not" data-why={why ?? undefined}>
          {t(`decide.whyNot.${why ?? 'cannot'}`, { roles: waitingFor, level })}
        </p>
      )}
      {problem && (
        <div data-testid="approval-problem">
          <Alert kind="error">{problem}</Alert>
        </div>
      )}
      {mine && (
        <div className={styles.actions}>
          <Button variant="ghost" onClick={() => setCancelling(true)} data-testid="approval-cancel">
            {t('cancel.button')}
          </Button>
        </div>
      )}
      {cancelling && <CancelDialog requestNo={request.requestNo} onClose={() => setCancelling(false)} />}
    </section>
  );
}

/** Withdrawing one's own pending request: asked once, since it cannot be undone (the buyer orders again instead). */
function CancelDialog({ requestNo, onClose }: { requestNo: string; onClose(): void }) {
  const { t } = useTranslation(['approvals', 'common']);
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: () => approvalsApi.cancel(requestNo),
    onSuccess: async ({ msg }) => {
      alert.success(msg);
      onClose();
      await queryClient.invalidateQueries({ queryKey: APPROVALS_KEY });
    },
    onError: (err) => {
      setProblem(refusal(err));
      void queryClient.invalidateQueries({ queryKey: APPROVALS_KEY });
    },
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('cancel.title', { requestNo })}
      closeLabel={t('common:common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button variant="accent" busy={cancel.isPending} onClick={() => cancel.mutate()} data-testid="approval-cancel-confirm">
            {t('cancel.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.dialogText}>
        <p>{t('cancel.text')}</p>
        {problem && (
          <div data-testid="approval-cancel-problem">
            <Alert kind="error">{problem}</Alert>
          </div>
        )}
      </div>
    </Dialog>
  );
}
