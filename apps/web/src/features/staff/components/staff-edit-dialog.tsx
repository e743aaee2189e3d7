import { staffUpdateBody, type StaffRole } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { alert } from '../../../lib/alerts';
import { useZodForm } from '../../../lib/use-zod-form';
import { staffApi, type StaffAccount } from '../api/staff-api';
import styles from './staff.module.css';
import { StaffRolesField } from './staff-roles-field';

interface StaffEditDialogProps {
  /** The account edited; null: the dialog is closed. */
  member: StaffAccount | null;
  onClose(): void;
  onDone(): Promise<void>;
}

/** A member's name and roles. The server refuses what would lock the shop out (one's own admin role, the last admin) and says why. */
export function StaffEditDialog({ member, onClose, onDone }: StaffEditDialogProps) {
  const { t } = useTranslation(['console-staff', 'common']);
  return (
    <Dialog open={member !== null} onClose={onClose} title={t('manage.editTitle', { name: member?.name ?? '' })} closeLabel={t('common:common.close')}>
      {member && <EditForm key={member.staffId} member={member} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function EditForm({ member, onClose, onDone }: { member: StaffAccount; onClose(): void; onDone(): Promise<void> }) {
  const { t } = useTranslation(['console-staff', 'console', 'common']);
  const form = useZodForm(staffUpdateBody, { name: member.name, roles: member.roles as StaffRole[] });
  const submit = form.submit(async (body) => {
    const { msg } = await staffApi.update(member.staffId, body);
    alert.success(msg);
    await onDone();
  });
  return (
    <form ref={form.formRef} className={styles.dialogForm} onSubmit={(e) => void submit(e)} noValidate data-testid="staff-edit-form">
      <p className={styles.dialogText}>{member.email}</p>
      <TextField label={t('console:staff.name')} autoComplete="off" maxLength={80} {...form.field('name')} />
      <StaffRolesField value={form.values.roles} onChange={(roles) => form.setValue('roles', roles)} error={form.error('roles')} testId="staff-edit-roles" />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('common:common.cancel')}
        </Button>
        <Button type="submit" busy={form.busy} data-testid="staff-edit-save">
          {t('manage.save')}
        </Button>
      </div>
    </form>
  );
}
