import { UPLOAD_ACCEPT, type UploadPurpose } from '@netshop/contract/constants';
import { ImagePlus, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../lib/http';
import { uploadFile, uploadProblem, type UploadedFile } from '../../lib/shared-api/upload-api';
import { Button } from './button';
import styles from './image-picker.module.css';
import thumbStyles from './thumbnails.module.css';

interface ImagePickerProps {
  purpose: Extract<UploadPurpose, 'image' | 'review'>;
  value: UploadedFile[];
  onChange(files: UploadedFile[]): void;
  max: number;
  addLabel: string;
  /** "Picture {{index}}" for each thumbnail's alt text. */
  altOf(index: number): string;
  onBusy?(busy: boolean): void;
}

/**
 * Pictures uploaded one by one as they are chosen (docs/product.md#calls), shown as thumbnails that can be removed.
 * The name and size are checked here first; the server decides the type by content.
 */
export function ImagePicker({ purpose, value, onChange, max, addLabel, altOf, onBusy }: ImagePickerProps) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const types = 'JPG, PNG, WEBP';

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])].slice(0, max - value.length);
    e.target.value = ''; // the same file again still fires a change
    setError(undefined);
    let next = value;
    setBusy(true);
    onBusy?.(true);
    try {
      for (const file of files) {
        const problem = uploadProblem(file, purpose);
        if (problem) {
          setError(t(problem, { types }));
          continue;
        }
        try {
          next = [...next, await uploadFile(file, purpose)];
          onChange(next);
        } catch (err) {
          // The HTTP client has shown the server's message (or nothing, for a network error).
          if (!(err instanceof HttpError)) throw err;
          break;
        }
      }
    } finally {
      setBusy(false);
      onBusy?.(false);
    }
  };

  return (
    <div className={styles.picker}>
      <ul className={thumbStyles.thumbs}>
        {value.map((f, i) => (
          <li key={f.id}>
            <img src={f.url} alt={altOf(i + 1)} width={72} height={72} />
            <button type="button" className={thumbStyles.remove} aria-label={t('upload.remove', { name: altOf(i + 1) })} onClick={() => onChange(value.filter((x) => x.id !== f.id))}>
              <X size={14} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {value.length < max && (
        <>
          <input ref={input} type="file" multiple accept={UPLOAD_ACCEPT[purpose]} hidden onChange={(e) => void onFiles(e)} aria-label={addLabel} data-testid="image-picker-input" />
          <Button variant="secondary" size="small" busy={busy} onClick={() => input.current?.click()} className={styles.add}>
            <ImagePlus size={16} aria-hidden="true" />
            {busy ? t('upload.uploading') : addLabel}
          </Button>
        </>
      )}
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
