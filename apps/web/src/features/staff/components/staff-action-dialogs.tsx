import { STAFF_DISABLE_REASON_MAX, staffDisableBody } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { ApproveDialog, RejectDialog } from '../../../components/console/decision-dialogs';
import { staffApi } from '../api/staff-api';
import { StaffEditDialog } from './staff-edit-dialog';
import type { StaffAction } from './staff-table';

/** The dialog of the action chosen on a member's row: edit, disable with a reason, enable, or force a password reset. */
export function StaffActionDialogs({ action, onClose, onDone }: { action: StaffAction | null; onClose(): void; onDone(): Promise<void> }) {
  const { t } = useTranslation('console-staff');
  const m = action?.member;
  const name = m?.name ?? '';
  return (
    <>
      <StaffEditDialog member={action?.kind === 'edit' ? m! : null} onClose={onClose} onDone={onDone} />
      <RejectDialog
        item={action?.kind === 'disable' ? m!.staffId : null}
        title={t('manage.disableTitle', { name })}
        schema={staffDisableBody}
        reason={{ label: t('manage.reason'), hint: t('manage.reasonHint'), max: STAFF_DISABLE_REASON_MAX }}
        label={t('manage.disable')}
        testId="staff-disable"
        reject={(body) => staffApi.disable(m!.staffId, body)}
        onClose={onClose}
        onDone={onDone}
      />
      <ApproveDialog open={action?.kind === 'enable'} title={t('manage.enableTitle', { name })} label={t('manage.enable')} testId="staff-enable" approve={() => staffApi.enable(m!.staffId)} onClose={onClose} onDone={onDone}>
        {t('manage.enableText')}
      </ApproveDialog>
      <ApproveDialog open={action?.kind === 'reset'} title={t('manage.resetTitle', { name })} label={t('manage.resetConfirm')} testId="staff-reset" approve={() => staffApi.forceReset(m!.staffId)} onClose={onClose} onDone={onDone}>
        {t('manage.resetText', { email: m?.email ?? '' })}
      </ApproveDialog>
    </>
  );
}
