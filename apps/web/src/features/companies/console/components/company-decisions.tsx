import { COMPANY_NOTE_MAX, companyDecisionBody, type CompanyDecision, type CompanyStatus, type StaffCompanyDetail } from '@netshop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextAreaField } from '../../../../components/ui/field';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { useZodForm } from '../../../../lib/use-zod-form';
import { companiesConsoleApi } from '../api/companies-console-api';
import styles from '../pages/console-companies.module.css';

/** The decisions a company's status allows, in the order the bar shows them (the server checks again). */
export const DECISIONS_BY_STATUS: Record<CompanyStatus, readonly CompanyDecision[]> = {
  pending: ['approve', 'reject'],
  active: ['suspend', 'close'],
  suspended: ['reactivate', 'close'],
  closed: [],
  rejected: [],
};
/** Decisions whose note is the reason the company's people read: required. */
const NEEDS_REASON = new Set<CompanyDecision>(['reject', 'suspend', 'close']);

/**
 * The decision bar of a company's page (companies.write): a button per decision its status
 * allows, each opening a dialog that asks for the note (the reason, for a rejection, suspension
 * or closing) before anything is sent.
 */
export function CompanyDecisions({ detail, onDecided, onStale }: { detail: StaffCompanyDetail; onDecided(next: StaffCompanyDetail): void; onStale(): Promise<unknown> }) {
  const { t } = useTranslation('console-companies');
  const [open, setOpen] = useState<CompanyDecision | null>(null);
  const decisions = DECISIONS_BY_STATUS[detail.company.status];
  return (
    <section className={styles.panel} aria-labelledby="company-decisions">
      <h2 id="company-decisions" className={styles.sectionTitle}>
        {t('decisions.title')}
      </h2>
      <div className={styles.decisions}>
        <p className={styles.decisionLead}>{decisions.length ? t(`decisions.lead.${detail.company.status}`) : t('decisions.final')}</p>
        {decisions.map((d) => (
          <Button key={d} variant={d === 'approve' || d === 'reactivate' ? 'primary' : 'secondary'} onClick={() => setOpen(d)} data-testid={`company-${d}`}>
            {t(`decisions.${d}`)}
          </Button>
        ))}
      </div>
      <DecisionDialog
        company={detail.company}
        decision={open}
        onClose={() => setOpen(null)}
        onDone={(next) => {
          setOpen(null);
          onDecided(next);
        }}
        onStale={async () => {
          setOpen(null);
          await onStale();
        }}
      />
    </section>
  );
}

export interface DecisionDialogProps {
  company: { id: number; name: string; version: number };
  /** Null: the dialog is closed. */
  decision: CompanyDecision | null;
  onClose(): void;
  onDone(next: StaffCompanyDetail): void;
  /** A 409 (changed since read, or no longer in a state for it): the client has said why; the page reads the company again. */
  onStale(): Promise<void>;
}

export function DecisionDialog(props: DecisionDialogProps) {
  const { t } = useTranslation(['console-companies', 'common']);
  return (
    <Dialog open={props.decision !== null} onClose={props.onClose} title={props.decision ? t(`dialog.${props.decision}.title`, { name: props.company.name }) : ''} closeLabel={t('common:common.close')}>
      {props.decision !== null && <DecisionForm key={props.decision} {...props} decision={props.decision} />}
    </Dialog>
  );
}

function DecisionForm({ company, decision, onClose, onDone, onStale }: DecisionDialogProps & { decision: CompanyDecision }) {
  const { t } = useTranslation(['console-companies', 'common']);
  const reason = NEEDS_REASON.has(decision);
  const form = useZodForm(companyDecisionBody, { decision, note: '', version: company.version });
  const submit = form.submit(
    async (body) => {
      const { data, msg } = await companiesConsoleApi.decide(company.id, body);
      alert.success(msg);
      onDone(data);
    },
    (err: HttpError) => {
      if (err.code !== 409) return false;
      void onStale();
      return true;
    },
  );
  return (
    <form ref={form.formRef} className={styles.dialogForm} onSubmit={(e) => void submit(e)} noValidate data-testid="company-decision-form">
      <p className={styles.dialogText}>{t(`dialog.${decision}.text`)}</p>
      <TextAreaField
        label={reason ? t('dialog.reason') : t('dialog.note')}
        hint={reason ? t('dialog.reasonHint') : t('dialog.noteHint')}
        rows={4}
        maxLength={COMPANY_NOTE_MAX}
        required={reason}
        data-testid="company-decision-note"
        {...form.field('note')}
      />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('common:common.cancel')}
        </Button>
        <Button type="submit" variant={decision === 'approve' || decision === 'reactivate' ? 'primary' : 'accent'} busy={form.busy} data-testid="company-decision-confirm">
          {t(`dialog.${decision}.confirm`)}
        </Button>
      </div>
    </form>
  );
}
