import type { InquirySource } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { InquiryForm, type InquiryPrefill } from './inquiry-form';

/** The inquiry form in a dialog (product, solution pages): sent, it closes; the alert says when we reply. */
export function InquiryDialog({ prefill, source, onClose }: { prefill?: InquiryPrefill; source: InquirySource; onClose(): void }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Dialog open onClose={onClose} title={t('inquiries.form.title')} closeLabel={t('common:common.close')}>
      <InquiryForm prefill={prefill} source={source} onSent={onClose} onCancel={onClose} />
    </Dialog>
  );
}
