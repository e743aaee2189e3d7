import type { ProductDetail } from '@netshop/contract';
import { QUESTION_TAGS, QUESTION_TEXT_MAX, QUESTION_TYPES, UPLOAD_ACCEPT, type QuestionTag, type QuestionType } from '@netshop/contract/constants';
import { Paperclip, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import pickStyles from '../../../components/ui/file-pick.module.css';
import { useQuestionForm } from '../hooks/use-question-form';
import { QUESTION_FILE_TYPES } from '../lib/question-form';
import styles from './ask-question-dialog.module.css';

// The product page's question dialog (docs/product.md#entities type, tag, content, optional file; docs/product.md#validation the first three
// required, the file one of the types of docs/product.md#validation up to 5 MB). Checked by the contract's constants
// (lib/question-form.ts) and not its zod schema: zod stays out of the catalogue's first-paint chunks (ADR 0012); the server
// checks with the schema and its field texts land on the fields.

export function AskQuestionDialog({ open, product, onClose }: { open: boolean; product: ProductDetail; onClose(): void }) {
  const { t } = useTranslation(['catalog', 'common']);
  return (
    <Dialog open={open} onClose={onClose} title={t('questions.form.title')} closeLabel={t('common:common.close')}>
      {/* A fresh form each time it opens. */}
      {open && <QuestionForm product={product} onClose={onClose} />}
    </Dialog>
  );
}

function QuestionForm({ product, onClose }: { product: ProductDetail; onClose(): void }) {
  const { t } = useTranslation(['catalog', 'common']);
  const { values, set, error, file, setFile, uploading, busy, formRef, fileInput, pick, submit } = useQuestionForm(product, onClose);

  const count = values.content.length;
  return (
    <form ref={formRef} noValidate className={styles.form} onSubmit={(e) => void submit(e)} data-testid="question-form">
      <p className={styles.product}>{t('questions.form.about', { name: product.name })}</p>
      <div className={styles.row}>
        <SelectField label={t('questions.form.type')} name="type" value={values.type} onChange={(e) => set('type', e.target.value as QuestionType)} error={error('type')} required>
          <option value="">{t('questions.form.choose')}</option>
          {QUESTION_TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`questions.type.${k}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('questions.form.tag')} name="tag" value={values.tag} onChange={(e) => set('tag', e.target.value as QuestionTag)} error={error('tag')} required>
          <option value="">{t('questions.form.choose')}</option>
          {QUESTION_TAGS.map((k) => (
            <option key={k} value={k}>
              {t(`questions.tag.${k}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={t('questions.form.content')}
        name="content"
        rows={5}
        maxLength={QUESTION_TEXT_MAX}
        required
        placeholder={t('questions.form.placeholder')}
        hint={t('questions.form.counter', { count, max: QUESTION_TEXT_MAX })}
        value={values.content}
        onChange={(e) => set('content', e.target.value)}
        error={error('content')}
        data-testid="question-content"
      />

      <QuestionFile form={{ file, setFile, uploading, fileInput, pick, error: error('uploadId') }} />

      <label className={styles.check}>
        <input type="checkbox" name="public" checked={values.public} onChange={(e) => set('public', e.target.checked)} />
        <span>{t('questions.form.public')}</span>
      </label>
      <p className={styles.hint}>{t('questions.form.replyTime')}</p>

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('common:common.cancel')}
        </Button>
        <Button type="submit" busy={busy} disabled={uploading} data-testid="question-submit">
          {t('questions.form.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The optional attachment: its types, then the file (with a way to remove it) or the picker, and its problem. */
function QuestionFile({ form }: { form: Pick<ReturnType<typeof useQuestionForm>, 'file' | 'setFile' | 'uploading' | 'fileInput' | 'pick'> & { error: string | undefined } }) {
  const { t } = useTranslation(['catalog', 'common']);
  return (
    <div className={pickStyles.field} role="group" aria-labelledby="question-file-label">
      <span className={pickStyles.label} id="question-file-label">
        {t('questions.form.file')}
      </span>
      <span className={pickStyles.hint} id="question-file-hint">
        {t('questions.form.fileHint', { types: QUESTION_FILE_TYPES })}
      </span>
      {form.file ? (
        <div className={pickStyles.file} data-testid="question-file">
          <Paperclip size={16} aria-hidden="true" />
          <span className={pickStyles.name}>{form.file.name}</span>
          <Button variant="ghost" size="icon" aria-label={t('common:upload.remove', { name: form.file.name })} onClick={() => form.setFile(null)}>
            <X size={16} aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <label className={pickStyles.pick}>
          <input
            ref={form.fileInput}
            type="file"
            name="uploadId"
            accept={UPLOAD_ACCEPT.question}
            className={pickStyles.input}
            aria-describedby="question-file-hint"
            aria-invalid={form.error ? true : undefined}
            disabled={form.uploading}
            onChange={(e) => void form.pick(e.target.files?.[0])}
            data-testid="question-file-input"
          />
          <Paperclip size={16} aria-hidden="true" />
          {form.uploading ? t('common:upload.uploading') : t('questions.form.chooseFile')}
        </label>
      )}
      {form.error && (
        <span className={pickStyles.error} role="alert">
          {form.error}
        </span>
      )}
    </div>
  );
}
