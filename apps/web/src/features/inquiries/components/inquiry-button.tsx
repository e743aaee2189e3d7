import type { InquirySource } from '@netshop/contract';
import { MessageSquareQuote } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../../lib/i18n';
import { Button, type ButtonProps } from '../../../components/ui/button';
import type { InquiryPrefill } from './inquiry-form';

// The dialog, its form (checked with zod), its texts (account namespace) load when a visitor opens
// it: most visitors of a product page never do, and a first visit loads no zod (ADR 0012).
const InquiryDialog = lazy(async () => {
  const [module] = await Promise.all([import('./inquiry-dialog'), loadNamespaces(['account'])]);
  return { default: module.InquiryDialog };
});

/**
 * "Send inquiry": opens the inquiry form in a dialog, prefilled by the page (the product and the
 * chosen SKU, a solution). Guests may send one too, with their e-mail.
 */
export function InquiryButton({ prefill, source, label, variant = 'secondary', testId = 'send-inquiry' }: { prefill?: InquiryPrefill; source: InquirySource; label?: string; variant?: ButtonProps['variant']; testId?: string }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} data-testid={testId}>
        <MessageSquareQuote size={16} aria-hidden="true" />
        {label ?? t('sendInquiry')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <InquiryDialog prefill={prefill} source={source} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
