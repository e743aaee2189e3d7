import type { ApprovalStatus } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import styles from '../approvals.module.css';

/** A state in words (the colour only repeats it): a request's, or a level's decision, or a rule's. */
export function StatusChip({ status, text, testId = 'approval-status' }: { status: string; text: string; testId?: string }) {
  return (
    <span className={styles.status} data-status={status} data-testid={testId}>
      {text}
    </span>
  );
}

/** A request's state chip with its translated name. */
export function RequestStatus({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation('approvals');
  return <StatusChip status={status} text={t(`status.${status}`)} />;
}

/** Dates of the approvals pages in the UI language (expiry and decisions also with the time). */
export function formatWhen(iso: string, locale: string, withTime = false): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(d);
}
