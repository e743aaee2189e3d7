import { LIMIT_PERIODS, type ApprovalSettings, type LimitPeriod } from '@netshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { alert } from '../../../lib/alerts';
import { useShop } from '../../../lib/use-shop';
import { serverFieldErrors, useZodForm } from '../../../lib/use-zod-form';
import { APPROVALS_KEY, approvalsApi } from '../api/approvals-api';
import { formFields, limitForm, typedAmount } from '../lib/forms';
import styles from '../approvals.module.css';
import { usePeriodText } from './limit-usage';

type Member = ApprovalSettings['members'][number];

/**
 * Each member's own spending limit and what is spent, pending and left of it this period (with the
 * period's dates in the company's time zone). An admin sets or removes a member's limit.
 */
export function LimitsTable({ settings, manage }: { settings: ApprovalSettings; manage: boolean }) {
  const { t } = useTranslation(['approvals', 'companies']);
  const { money } = useShop();
  const periodText = usePeriodText(settings.timeZone);
  const [editing, setEditing] = useState<Member | null>(null);
  return (
    <section className={styles.section} aria-labelledby="approval-limits-title">
      <h2 id="approval-limits-title">{t('limits.title')}</h2>
      <p className={styles.muted}>{t('limits.lead', { currency: settings.currency })}</p>
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.cards}`} data-testid="approval-limits">
          <thead>
            <tr>
              <th scope="col">{t('limits.member')}</th>
              <th scope="col">{t('limits.limit')}</th>
              <th scope="col" className={styles.num}>
                {t('limits.spent')}
              </th>
              <th scope="col" className={styles.num}>
                {t('limits.pending')}
              </th>
              <th scope="col" className={styles.num}>
                {t('limits.left')}
              </th>
              <th scope="col">{t('limits.period')}</th>
              {manage && (
                <th scope="col">
                  <span className="visually-hidden">{t('limits.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {settings.members.map((m) => (
              <tr key={m.memberId} data-testid="approval-limit-row">
                <td>
                  <strong>{m.name}</strong>
                  <br />
                  <span className={styles.muted}>{m.roles.map((r) => t(`companies:role.${r}`)).join(', ')}</span>
                </td>
                <td data-label={t('limits.limit')}>{m.limit ? t(`limits.per.${m.limit.period}`, { amount: money(m.limit.limit) }) : t('limits.none')}</td>
                <td className={styles.num} data-label={t('limits.spent')}>
                  {m.limit ? money(m.limit.spent) : '—'}
                </td>
                <td className={styles.num} data-label={t('limits.pending')}>
                  {m.limit ? money(m.limit.pending) : '—'}
                </td>
                <td className={styles.num} data-label={t('limits.left')}>
                  {m.limit ? money(m.limit.left) : '—'}
                </td>
                <td data-label={t('limits.period')}>{m.limit ? periodText(m.limit) : '—'}</td>
                {manage && (
                  <td>
                    <div className={styles.rowActions}>
                      <Button variant="ghost" size="small" onClick={() => setEditing(m)} aria-label={t('limits.editOf', { name: m.name })} data-testid="limit-edit">
                        <Pencil size={16} aria-hidden="true" />
                        {t('limits.edit')}
                      </Button>
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing && <LimitDialog member={editing} settings={settings} onClose={() => setEditing(null)} />}
    </section>
  );
}

function LimitDialog({ member, settings, onClose }: { member: Member; settings: ApprovalSettings; onClose(): void }) {
  const { t } = useTranslation(['approvals', 'common']);
  const queryClient = useQueryClient();
  const formId = useId();
  const schema = useMemo(() => limitForm(settings.minorUnits), [settings.minorUnits]);
  const form = useZodForm(schema, {
    limit: member.limit ? typedAmount(member.limit.limit.amount, member.limit.limit.minorUnits) : '',
    period: (member.limit?.period ?? 'month') as LimitPeriod,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const done = async (msg: string) => {
    alert.success(msg);
    onClose();
    await queryClient.invalidateQueries({ queryKey: APPROVALS_KEY });
  };
  const submit = form.submit(
    async (body) => done((await approvalsApi.memberLimit(member.memberId, body)).msg),
    (err) => {
      if (form.applyServerErrors(formFields(serverFieldErrors(err)))) return true;
      setProblem(err.serverMessage ?? err.message);
      return true;
    },
  );
  const remove = useMutation({
    mutationFn: () => approvalsApi.memberLimit(member.memberId, { limit: null }),
    onSuccess: ({ msg }) => done(msg),
    onError: (err) => setProblem(err.message),
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('limits.dialogTitle', { name: member.name })}
      closeLabel={t('common:common.close')}
      formId={formId}
      dismissLabel={t('common:common.cancel')}
      submitLabel={t('limits.save')}
      busy={form.busy}
      submitTestId="limit-save"
    >
      <form id={formId} ref={form.formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <div className={styles.row}>
          <TextField label={t('settings.limitAmount', { currency: settings.currency })} hint={t('settings.amountHint')} inputMode="decimal" autoComplete="off" {...form.field('limit')} data-testid="limit-amount" />
          <SelectField label={t('settings.period')} value={form.values.period} onChange={(e) => form.setValue('period', e.target.value as LimitPeriod)} data-testid="limit-period">
            {LIMIT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`period.${p}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <p className={styles.muted}>{t('limits.counts')}</p>
        {member.limit && (
          <div className={styles.actions}>
            <Button variant="ghost" busy={remove.isPending} onClick={() => remove.mutate()} data-testid="limit-remove">
              {t('limits.remove')}
            </Button>
          </div>
        )}
        {problem && <Alert kind="error">{problem}</Alert>}
      </form>
    </FormDialog>
  );
}
