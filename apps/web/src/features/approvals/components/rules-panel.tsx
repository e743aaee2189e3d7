import type { ApprovalRule, ApprovalSettings } from '@netshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { alert } from '../../../lib/alerts';
import { useShop } from '../../../lib/use-shop';
import { APPROVALS_KEY, approvalsApi } from '../api/approvals-api';
import styles from '../approvals.module.css';
import { RuleDialog } from './rule-dialog';
import { StatusChip } from './status';

/** What a rule looks at, in a sentence ("Order total from ¥10,000.00"). */
export function useConditionText() {
  const { t } = useTranslation(['approvals', 'companies']);
  const { money } = useShop();
  return (r: ApprovalRule) =>
    r.condition === 'total' && r.minTotal
      ? t('condition.totalText', { amount: money(r.minTotal) })
      : r.condition === 'lines' && r.minLines !== null
        ? t('condition.linesText', { count: r.minLines })
        : r.condition === 'category' && r.category
          ? t('condition.categoryText', { name: r.category.name })
          : r.condition === 'role' && r.memberRole
            ? t('condition.roleText', { role: t(`companies:role.${r.memberRole}`) })
            : t(`condition.${r.condition}`);
}

/**
 * The rules by level: what each looks at, who approves, how many active members can, whether it is
 * on. An active rule nobody can approve (its role's last holder left) is flagged above the list and
 * on its row: orders it matches could not be approved (ADR 0046). An admin adds, changes and removes.
 */
export function RulesPanel({ rules, settings, manage }: { rules: ApprovalRule[]; settings: ApprovalSettings; manage: boolean }) {
  const { t } = useTranslation(['approvals', 'companies']);
  const conditionText = useConditionText();
  const [editing, setEditing] = useState<ApprovalRule | 'new' | null>(null);
  const [removing, setRemoving] = useState<ApprovalRule | null>(null);
  const sorted = [...rules].sort((a, b) => a.level - b.level || a.name.localeCompare(b.name));
  const stuck = sorted.filter((r) => r.active && r.approvers === 0);
  return (
    <section className={styles.section} aria-labelledby="approval-rules-title">
      <div className={styles.sectionHead}>
        <h2 id="approval-rules-title">{t('rules.title')}</h2>
        {manage && (
          <Button onClick={() => setEditing('new')} data-testid="rule-add">
            <Plus size={16} aria-hidden="true" />
            {t('rules.add')}
          </Button>
        )}
      </div>
      <p className={styles.muted}>{t('rules.lead')}</p>
      {stuck.length > 0 && (
        <div data-testid="rules-no-approver">
          <Alert kind="warning">{t('rules.stuck', { count: stuck.length, names: stuck.map((r) => r.name).join(', ') })}</Alert>
        </div>
      )}
      {sorted.length === 0 ? (
        <div className={styles.empty} data-testid="rules-empty">
          <h2>{t('rules.emptyTitle')}</h2>
          <p>{manage ? t('rules.emptyText') : t('rules.emptyTextReader')}</p>
        </div>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.cards}`} data-testid="approval-rules">
            <thead>
              <tr>
                <th scope="col">{t('rules.level')}</th>
                <th scope="col">{t('rules.name')}</th>
                <th scope="col">{t('rules.condition')}</th>
                <th scope="col">{t('rules.approverRole')}</th>
                <th scope="col">{t('rules.state')}</th>
                {manage && (
                  <th scope="col">
                    <span className="visually-hidden">{t('limits.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {sorted.map((r) => (
                <tr key={r.id} data-testid="approval-rule">
                  <td data-label={t('rules.level')} className={styles.nowrap}>
                    {t('list.levelN', { level: r.level })}
                  </td>
                  <td>
                    <strong>{r.name}</strong>
                  </td>
                  <td data-label={t('rules.condition')}>{conditionText(r)}</td>
                  <td data-label={t('rules.approverRole')}>
                    {t(`companies:role.${r.approverRole}`)}
                    <br />
                    {r.approvers === 0 ? (
                      <span className={styles.warning} data-testid="rule-no-approver">
                        <TriangleAlert size={14} aria-hidden="true" />
                        {t('rules.noApprover')}
                      </span>
                    ) : (
                      <span className={styles.muted}>{t('rules.holders', { count: r.approvers })}</span>
                    )}
                  </td>
                  <td data-label={t('rules.state')}>
                    <StatusChip status={r.active ? 'active' : 'off'} text={r.active ? t('rules.active') : t('rules.inactive')} testId="rule-state" />
                  </td>
                  {manage && (
                    <td>
                      <div className={styles.rowActions}>
                        <Button variant="ghost" size="small" onClick={() => setEditing(r)} aria-label={t('rules.editOf', { name: r.name })} data-testid="rule-edit">
                          <Pencil size={16} aria-hidden="true" />
                          {t('rules.edit')}
                        </Button>
                        <Button variant="ghost" size="small" onClick={() => setRemoving(r)} aria-label={t('rules.removeOf', { name: r.name })} data-testid="rule-remove">
                          <Trash2 size={16} aria-hidden="true" />
                          {t('rules.remove')}
                        </Button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <RuleDialog rule={editing === 'new' ? null : editing} settings={settings} onClose={() => setEditing(null)} />}
      {removing && <RemoveDialog rule={removing} onClose={() => setRemoving(null)} />}
    </section>
  );
}

/** Removing a rule: asked once; requests it already made keep their levels. */
function RemoveDialog({ rule, onClose }: { rule: ApprovalRule; onClose(): void }) {
  const { t } = useTranslation(['approvals', 'common']);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => approvalsApi.removeRule(rule.id),
    onSuccess: ({ msg }) => alert.success(msg),
    onSettled: async () => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: APPROVALS_KEY });
    },
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('rules.removeTitle', { name: rule.name })}
      closeLabel={t('common:common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:common.cancel')}
          </Button>
          <Button variant="accent" busy={remove.isPending} onClick={() => remove.mutate()} data-testid="rule-remove-confirm">
            {t('rules.remove')}
          </Button>
        </>
      }
    >
      <div className={styles.dialogText}>
        <p>{t('rules.removeText')}</p>
      </div>
    </Dialog>
  );
}
