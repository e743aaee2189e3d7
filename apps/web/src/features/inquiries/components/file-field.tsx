import { UPLOAD_ACCEPT } from '@netshop/contract/constants';
import { Paperclip, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadProblem } from '../../../lib/shared-api/upload-api';
import { Button } from '../../../components/ui/button';
import styles from '../../../components/ui/file-pick.module.css';

/** The extensions an inquiry may carry, for the hint and the wrong-type message (docs/product.md#validation). */
export const INQUIRY_FILE_TYPES = UPLOAD_ACCEPT.inquiry
  .split(',')
  .filter((e) => e !== '.jpeg')
  .map((e) => e.slice(1).toUpperCase())
  .join(', ');

interface FileFieldProps {
  label: string;
  value: File | null;
  onChange(file: File | null): void;
  /** The server's word on the file (415, 413), shown until another is chosen. */
  error?: string;
  disabled?: boolean;
  /** data-testid prefix: `<id>-input`, `<id>-chosen`. */
  testId: string;
}

/**
 * One optional attachment of an inquiry form or reply: the types of docs/product.md#validation and 5 MB are checked here by
 * name and size (a file the server would refuse is never sent); the server checks the content.
 * The file goes with the form when it is sent, so a guest can attach one too.
 */
export function FileField({ label, value, onChange, error, disabled, testId }: FileFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const pick = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const p = uploadProblem(chosen, 'inquiry');
    setProblem(p ? t(p, { types: INQUIRY_FILE_TYPES }) : null);
    if (!p) onChange(chosen);
  };

  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-label`}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <span className={styles.hint} id={`${id}-hint`}>
        {t('upload.documentHint', { types: INQUIRY_FILE_TYPES })}
      </span>
      {value ? (
        <div className={styles.file} data-testid={`${testId}-chosen`}>
          <Paperclip size={16} aria-hidden="true" />
          <span className={styles.name}>{value.name}</span>
          <Button variant="ghost" size="icon" aria-label={t('upload.remove', { name: value.name })} onClick={() => onChange(null)} disabled={disabled}>
            <X size={16} aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <label className={styles.pick}>
          <input
            ref={input}
            type="file"
            name="file"
            accept={UPLOAD_ACCEPT.inquiry}
            className={styles.input}
            aria-describedby={`${id}-hint`}
            aria-invalid={shown ? true : undefined}
            disabled={disabled}
            onChange={(e) => pick(e.target.files?.[0])}
            data-testid={`${testId}-input`}
          />
          <Paperclip size={16} aria-hidden="true" />
          {t('upload.chooseFile')}
        </label>
      )}
      {shown && (
        <span className={styles.error} role="alert">
          {shown}
        </span>
      )}
    </div>
  );
}
