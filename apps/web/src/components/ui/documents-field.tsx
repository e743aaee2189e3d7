import { UPLOAD_ACCEPT } from '@netshop/contract/constants';
import { Paperclip, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../lib/http';
import { formatFileSize } from '../../lib/format-file-size';
import { uploadFile, uploadProblem } from '../../lib/shared-api/upload-api';
import { useShop } from '../../lib/use-shop';
import { Button } from './button';
import pick from './file-pick.module.css';

/** The document types an inquiry's file may be, which an application's documents are too. */
const DOCUMENT_TYPES = UPLOAD_ACCEPT.inquiry
  .split(',')
  .filter((e) => e !== '.jpeg')
  .map((e) => e.slice(1).toUpperCase())
  .join(', ');

export interface SentDocument {
  id: string;
  name: string;
  size: number;
}

interface DocumentsFieldProps {
  value: SentDocument[];
  onChange(files: SentDocument[]): void;
  /** The server's word on the ids (a file it no longer has), shown under the field. */
  error?: string;
  /** Tells the form a file is still on its way, so it is not sent without it. */
  onBusy?(busy: boolean): void;
  /**
   * Whose words: the namespace's `apply.documents`, `apply.documentsHint` ({{types}}, {{max}}),
   * `apply.documentsChosen` and `apply.documentsAnother` (a company application, a credit application).
   */
  ns: string;
  /** How many the form's contract body takes. */
  max: number;
  /** data-testid prefix: `<prefix>-documents`, `<prefix>-document`, `<prefix>-document-input`. */
  testId: string;
}

/**
 * An application's optional documents (a business licence, a bank letter): each is uploaded when
 * chosen, as an inquiry's file is (purpose inquiry: the same types, 5 MB, checked by content and
 * kept private), and the form sends their ids. Type and size are checked here first, so a file the
 * server would refuse is never sent. The company and the credit applications share it.
 */
export function DocumentsField({ value, onChange, error, onBusy, ns, max, testId }: DocumentsFieldProps) {
  const { t } = useTranslation([ns, 'common']);
  const { locale } = useShop();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = problem ?? error;
  const full = value.length >= max;

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
    <div className={pick.field} role="group" aria-labelledby={`${id}-label`} data-testid={`${testId}-documents`}>
      <span className={pick.label} id={`${id}-label`}>
        {t(`${ns}:apply.documents`)}
      </span>
      <span className={pick.hint} id={`${id}-hint`}>
        {t(`${ns}:apply.documentsHint`, { types: DOCUMENT_TYPES, max })}
      </span>
      {value.length > 0 && (
        <ul className={pick.files} aria-label={t(`${ns}:apply.documentsChosen`)}>
          {value.map((f) => (
            <li key={f.id} className={pick.file} data-testid={`${testId}-document`}>
              <Paperclip size={16} aria-hidden="true" />
              <span className={pick.name}>{f.name}</span>
              <span className={pick.size}>{formatFileSize(f.size, locale)}</span>
              <Button variant="ghost" size="icon" aria-label={t('common:upload.remove', { name: f.name })} onClick={() => onChange(value.filter((x) => x.id !== f.id))}>
                <X size={16} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
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
            data-testid={`${testId}-document-input`}
          />
          <Paperclip size={16} aria-hidden="true" />
          {busy ? t('common:upload.uploading') : value.length > 0 ? t(`${ns}:apply.documentsAnother`) : t('common:upload.chooseFile')}
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
