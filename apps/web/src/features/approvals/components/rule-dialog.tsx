import { APPROVAL_CONDITIONS, APPROVAL_LEVEL_MAX, APPROVER_ROLES, COMPANY_ROLES, type ApprovalRule, type ApprovalSettings, type CategoryNode } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { SelectField, TextField } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { alert } from '../../../lib/alerts';
import { categoriesQuery } from '../../../lib/shared-api/catalog-api';
import { useShop } from '../../../lib/use-shop';
import { serverFieldErrors, useZodForm } from '../../../lib/use-zod-form';
import { APPROVALS_KEY, approvalsApi } from '../api/approvals-api';
import { formFields, NEW_RULE, ruleForm, ruleValues, type RuleFormValues } from '../lib/forms';
import styles from '../approvals.module.css';

/** The category tree as the options of one select, each below its parent and indented by its depth. */
function flatten(nodes: CategoryNode[], depth = 0): { id: number; label: string }[] {
  return nodes.flatMap((n) => [{ id: n.categoryId, label: `${'\u2003'.repeat(depth)}${n.name}` }, ...flatten(n.children, depth + 1)]);
}

/** The category a rule looks at, from the catalogue's tree (a rule's category the tree no longer lists still shows by its name). */
function CategorySelect({ current, ...field }: { name: string; value: string; error?: string; current: { id: number; name: string } | null; onChange(e: { target: { value: string } }): void; onBlur(e: { relatedTarget: EventTarget | null }): void }) {
  const { t } = useTranslation('approvals');
  const { langId } = useShop();
  const categories = useQuery(categoriesQuery(langId));
  const options = useMemo(() => flatten(categories.data ?? []), [categories.data]);
  return (
    <SelectField label={t('rules.category')} hint={t('rules.categoryHint')} {...field} data-testid="rule-category">
      <option value="">{categories.isLoading ? t('rules.loading') : t('rules.pick')}</option>
      {current && !options.some((o) => o.id === current.id) && <option value={current.id}>{current.name}</option>}
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Adding or changing a rule: a name, what it looks at (with the one field that condition needs —
 * the threshold typed in the company's currency, the number of lines, a category, the ordering
 * member's role; "over a spending limit" needs none), the role that approves and the level. The
 * approver role says how many active members hold it: a rule nobody can approve is refused by
 * the server (422 on the role), and said here before saving.
 */
export function RuleDialog({ rule, settings, onClose }: { rule: ApprovalRule | null; settings: ApprovalSettings; onClose(): void }) {
  const { t } = useTranslation(['approvals', 'companies', 'common']);
  const queryClient = useQueryClient();
  const formId = useId();
  const schema = useMemo(() => ruleForm(settings.minorUnits), [settings.minorUnits]);
  const form = useZodForm(schema, rule ? ruleValues(rule) : NEW_RULE);
  const [problem, setProblem] = useState<string | null>(null);
  const condition = form.values.condition;
  const role = form.values.approverRole;
  const holders = role ? settings.members.filter((m) => m.roles.includes(role as ApprovalRule['approverRole'])).length : null;

  const submit = form.submit(
    async (body) => {
      setProblem(null);
      const { msg } = rule ? await approvalsApi.updateRule(rule.id, { ...body, version: rule.version }) : await approvalsApi.createRule(body);
      alert.success(msg);
      onClose();
      await queryClient.invalidateQueries({ queryKey: APPROVALS_KEY });
    },
    (err) => {
      if (form.applyServerErrors(formFields(serverFieldErrors(err)))) return true;
      // Changed or removed by another admin meanwhile (409, 404), or too many rules: said here.
      setProblem(err.serverMessage ?? err.message);
      void queryClient.invalidateQueries({ queryKey: APPROVALS_KEY });
      return true;
    },
  );
  const select = (name: keyof RuleFormValues & string) => {
    const { value, onChange, onBlur, error } = form.field(name);
    return { name, value, onChange, onBlur, error };
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={rule ? t('rules.editTitle', { name: rule.name }) : t('rules.addTitle')}
      closeLabel={t('common:common.close')}
      formId={formId}
      dismissLabel={t('common:common.cancel')}
      submitLabel={t('rules.save')}
      busy={form.busy}
      submitTestId="rule-save"
    >
      <form id={formId} ref={form.formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="rule-form">
        <TextField label={t('rules.name')} hint={t('rules.nameHint')} maxLength={80} autoComplete="off" {...form.field('name')} data-testid="rule-name" />
        <SelectField label={t('rules.condition')} {...select('condition')} data-testid="rule-condition">
          <option value="">{t('rules.pick')}</option>
          {APPROVAL_CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {t(`condition.${c}`)}
            </option>
          ))}
        </SelectField>
        {condition === 'total' && (
          <TextField
            label={t('rules.minTotal', { currency: settings.currency })}
            hint={t('rules.minTotalHint', { currency: settings.currency })}
            inputMode="decimal"
            autoComplete="off"
            {...form.field('minTotal')}
            data-testid="rule-min-total"
          />
        )}
        {condition === 'lines' && <TextField label={t('rules.minLines')} hint={t('rules.minLinesHint')} inputMode="numeric" autoComplete="off" {...form.field('minLines')} data-testid="rule-min-lines" />}
        {condition === 'category' && <CategorySelect {...select('categoryId')} current={rule?.category ?? null} />}
        {condition === 'role' && (
          <SelectField label={t('rules.memberRole')} {...select('memberRole')} data-testid="rule-member-role">
            <option value="">{t('rules.pick')}</option>
            {COMPANY_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`companies:role.${r}`)}
              </option>
            ))}
          </SelectField>
        )}
        {condition === 'overLimit' && <p className={styles.muted}>{t('rules.overLimitHint')}</p>}
        <div className={styles.row}>
          <SelectField
            label={t('rules.approverRole')}
            hint={holders === null ? t('rules.approverHint') : t('rules.holders', { count: holders })}
            {...select('approverRole')}
            data-testid="rule-approver-role"
          >
            <option value="">{t('rules.pick')}</option>
            {APPROVER_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`companies:role.${r}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('rules.level')} hint={t('rules.levelHint')} {...select('level')} data-testid="rule-level">
            {Array.from({ length: APPROVAL_LEVEL_MAX }, (_, i) => String(i + 1)).map((l) => (
              <option key={l} value={l}>
                {t('list.levelN', { level: l })}
              </option>
            ))}
          </SelectField>
        </div>
        {holders === 0 && !form.error('approverRole') && (
          <div data-testid="rule-no-holder">
            <Alert kind="warning">{t('rules.noHolder', { role: t(`companies:role.${role}`) })}</Alert>
          </div>
        )}
        <label className={styles.check}>
          <input type="checkbox" checked={form.values.active} onChange={(e) => form.setValue('active', e.target.checked)} data-testid="rule-active" />
          <span>{t('rules.activeLabel')}</span>
        </label>
        {problem && <Alert kind="error">{problem}</Alert>}
      </form>
    </FormDialog>
  );
}
