import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  closeLabel: string;
  /** The id of the <form> inside: the footer's submit button belongs to it. */
  formId: string;
  /** The secondary button that closes without doing anything ("Keep the order", "Close"). */
  dismissLabel: string;
  submitLabel: string;
  busy: boolean;
  submitTestId?: string;
  children: ReactNode;
}

/**
 * A dialog around one form, with the form's two actions in its footer: dismiss, and submit (tied to
 * the form by id, so Enter in a field and the button do the same). The console's order actions
 * (ship, cancel, refund) all take this shape.
 */
export function FormDialog({ open, title, onClose, closeLabel, formId, dismissLabel, submitLabel, busy, submitTestId, children }: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={closeLabel}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {dismissLabel}
          </Button>
          <Button type="submit" form={formId} busy={busy} data-testid={submitTestId}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
