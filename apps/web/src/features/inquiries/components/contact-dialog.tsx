import type { ContactTopic } from '@netshop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { ContactForm } from './contact-form';
import type { InquirySent } from './inquiry-form';
import { InquirySentPanel } from './inquiry-sent';

/** The contact form in a dialog (a support request from the support page); sent, it shows the number. */
export function ContactDialog({ title, initial, onClose }: { title: string; initial?: { topic?: ContactTopic; message?: string }; onClose(): void }) {
  const { t } = useTranslation(['account', 'common']);
  const [sent, setSent] = useState<InquirySent | null>(null);
  const [round, setRound] = useState(0);
  return (
    <Dialog open onClose={onClose} title={title} closeLabel={t('common:common.close')}>
      {sent ? (
        <InquirySentPanel
          sent={sent}
          kind="contact"
          onAgain={() => {
            setSent(null);
            setRound((n) => n + 1);
          }}
        />
      ) : (
        <ContactForm key={round} initial={initial} onSent={setSent} />
      )}
    </Dialog>
  );
}
