import { UPLOAD_ACCEPT } from '@netshop/contract/constants';
import { Paperclip, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import pick from '../../../components/ui/file-pick.module.css';
import { HttpError } from '../../../lib/http';
import { uploadFile, uploadProblem } from '../../../lib/shared-api/upload-api';
import styles from '../credit.module.css';

/** The application's documents are uploaded as an inquiry's files are: the same types, 5 MB, kept private. */
const DOCUMENT_TYPES = UPLOAD_ACCEPT.inquiry
  .split(',')
  .filter((e) => e !== '.jpeg')
  .map((e) => e.slice(1).toUpperCase())
  .join(', ');
/** The contract's creditApplicationBody takes at most five. */
export const CREDIT_FILES_MAX = 5;

export interface SentDocument {
  id: string;
  name: string;
  size: number;
}

/**
 * Bank letters, annual accounts: each uploaded when chosen (purpose inquiry, checked by content
 * on the server and kept private), the form sends their ids. Type and size are checked here
 * first, so a file the server would refuse is never sent. The company application's field, in
 * the credit page's words.
 */
export function CreditDocumentsField({ value, onChange, error, onBusy }: { value: SentDocument[]; onChange(files: SentDocument[]): void; error?: string; onBusy?(busy: boolean): void }) {
  const { t } = useTranslation(['credit', 'common']);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = problem ?? error;

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const p = uploadProblem(file, 'inquiry');
    setProblem(p ? t(`common:${p}`, { types: DOCUMENT_TYPES }) : null);
    if (p) return;
    setBusy(true);
    onBusy?.(true);
    try {
      const up = await uploadFile(file, 'inquiry');
      onChange([...value, { id: up.id, name: up.name || file.name, size: up.size }]);
    } catch (err) {
      // The client showed the server's message; keep it beside the field as well.
      if (err instanceof HttpError && err.kind === 'api') setProblem(err.message);
    } finally {
      setBusy(false);
      onBusy?.(false);
    }
  };

  return (
    <div className={pick.field} role="group" aria-labelledby={`${id}-label`} data-testid="credit-documents">
      <span className={pick.label} id={`${id}-label`}>
        {t('apply.documents')}
      </span>
      <span className={pick.hint} id={`${id}-hint`}>
        {t('apply.documentsHint', { types: DOCUMENT_TYPES, max: CREDIT_FILES_MAX })}
      </span>
      {value.length > 0 && (
        <ul className={styles.files} aria-label={t('apply.documentsChosen')}>
          {value.map((f) => (
            <li key={f.id} className={pick.file} data-testid="credit-document">
              <Paperclip size={16} aria-hidden="true" />
              <span className={pick.name}>{f.name}</span>
              <Button variant="ghost" size="icon" aria-label={t('common:upload.remove', { name: f.name })} onClick={() => onChange(value.filter((x) => x.id !== f.id))}>
                <X size={16} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {value.length < CREDIT_FILES_MAX && (
        <label className={pick.pick} aria-busy={busy || undefined}>
          <input
            ref={input}
            type="file"
            name="document"
            accept={UPLOAD_ACCEPT.inquiry}
            className={pick.input}
            aria-describedby={`${id}-hint`}
            aria-invalid={shown ? true : undefined}
            disabled={busy}
            onChange={(e) => void choose(e.target.files?.[0])}
            data-testid="credit-document-input"
          />
          <Paperclip size={16} aria-hidden="true" />
          {busy ? t('common:upload.uploading') : value.length > 0 ? t('apply.documentsAnother') : t('common:upload.chooseFile')}
        </label>
      )}
      {shown && (
        <span className={pick.error} role="alert">
          {shown}
        </span>
      )}
    </div>
  );
}
