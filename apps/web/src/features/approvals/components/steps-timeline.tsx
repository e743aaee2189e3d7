import type { ApprovalRequestDetail } from '@netshop/contract';
import { Check, Clock, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../../lib/use-shop';
import styles from '../approvals.module.css';
import { formatWhen, StatusChip } from './status';

type Step = ApprovalRequestDetail['steps'][number];

/** What a level shows: decided, the one waiting now, one still to come, or one the request never reached. */
function stateOf(step: Step, request: ApprovalRequestDetail): 'approved' | 'rejected' | 'waiting' | 'later' | 'skipped' {
  if (step.decision) return step.decision;
  if (request.status !== 'pending') return 'skipped';
  return step.level === request.currentLevel ? 'waiting' : 'later';
}

/** The levels in order: level and approver role, the rules that put it there, the decision with who, when and the comment. */
export function StepsTimeline({ request }: { request: ApprovalRequestDetail }) {
  const { t } = useTranslation(['approvals', 'companies']);
  const { locale } = useShop();
  return (
    <ol className={styles.steps} data-testid="approval-steps">
      {request.steps.map((step) => {
        const state = stateOf(step, request);
        return (
          <li key={`${step.level}-${step.approverRole}`} className={styles.step} data-decision={state} data-testid="approval-step">
            <span className={styles.stepMark} aria-hidden="true">
              {state === 'approved' ? <Check size={16} /> : state === 'rejected' ? <X size={16} /> : state === 'waiting' ? <Clock size={16} /> : step.level}
            </span>
            <div className={styles.stepBody}>
              <div className={styles.stepTitle}>
                <strong>{t('steps.title', { level: step.level, role: t(`companies:role.${step.approverRole}`) })}</strong>
                <StatusChip status={state} text={t(`steps.state.${state}`)} testId="approval-step-state" />
              </div>
              {step.rules.length > 0 && <span className={styles.muted}>{t('steps.rules', { rules: step.rules.join(' · ') })}</span>}
              {step.by && step.at && (
                <span className={styles.muted}>{t(step.decision === 'rejected' ? 'steps.rejectedBy' : 'steps.approvedBy', { name: step.by, date: formatWhen(step.at, locale, true) })}</span>
              )}
              {step.comment && <p className={styles.comment}>{step.comment}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
