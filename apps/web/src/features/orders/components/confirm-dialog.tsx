import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** "Are you sure?" for actions that are hard or impossible to undo. */
export function ConfirmDialog({ open, title, text, confirmLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="accent" busy={busy} onClick={onConfirm} data-testid="confirm-dialog-ok">
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{text}</p>
    </Dialog>
  );
}
