import type { ContactTopic } from '@netshop/contract';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { loadNamespaces } from '../../../lib/i18n';
import { Button, type ButtonProps } from '../../../components/ui/button';

// Like the inquiry dialog: the form, zod and the account texts load when a visitor opens it.
const ContactDialog = lazy(async () => {
  const [module] = await Promise.all([import('./contact-dialog'), loadNamespaces(['account'])]);
  return { default: module.ContactDialog };
});

/**
 * Opens the contact form in a dialog with a topic chosen (e.g. support) and a first line of the
 * message; it becomes an inquiry in the sales and support queue like the contact page's form.
 */
export function ContactButton({ children, title, topic, message, variant = 'secondary', testId }: { children: ReactNode; title: string; topic: ContactTopic; message?: string; variant?: ButtonProps['variant']; testId?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} data-testid={testId}>
        {children}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ContactDialog title={title} initial={{ topic, message }} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
