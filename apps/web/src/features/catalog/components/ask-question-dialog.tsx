import type { ProductDetail } from '@netshop/contract';
import { QUESTION_TAGS, QUESTION_TEXT_MAX, QUESTION_TYPES, UPLOAD_ACCEPT, type QuestionTag, type QuestionType } from '@netshop/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Paperclip, X } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import pickStyles from '../../../components/ui/file-pick.module.css';
import { alert } from '../../../lib/alerts';
import { HttpError } from '../../../lib/http';
import { MY_QUESTIONS_KEY, questionsApi } from '../../../lib/shared-api/questions-api';
import { uploadFile, uploadProblem, type UploadedFile } from '../../../lib/shared-api/upload-api';
import { serverFieldErrors } from '../../../lib/use-zod-form';
import styles from './ask-question-dialog.module.css';

// The product page's question form (docs/product.md#entities type, tag, content, optional file; docs/product.md#validation the first three
// required, the file one of the types of docs/product.md#validation up to 5 MB). Checked here by the contract's constants and
// not its zod schema: zod stays out of the catalogue's first-paint chunks (ADR 0012); the server
// checks with the schema and its field texts land on the fields.

type Field = 'type' | 'tag' | 'content' | 'uploadId';
const FIELDS: Field[] = ['type', 'tag', 'content', 'uploadId'];
/** The extensions a buyer may attach, for the hint and the wrong-type message. */
const TYPES_TEXT = UPLOAD_ACCEPT.question
  .split(',')
  .filter((e) => e !== '.jpeg')
  .map((e) => e.slice(1).toUpperCase())
  .join(', ');

interface Values {
  type: QuestionType | '';
  tag: QuestionTag | '';
  content: string;
  public: boolean;
}

/** The problems of the form as message keys of the catalog namespace, by field. */
export function questionProblems(v: Values): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  if (!v.type) out.type = 'questions.form.typeRequired';
  if (!v.tag) out.tag = 'questions.form.tagRequired';
  const text = v.content.trim();
  if (!text) out.content = 'questions.form.contentRequired';
  else if (text.length > QUESTION_TEXT_MAX) out.content = 'questions.form.contentTooLong';
  return out;
}

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
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({ type: '', tag: '', content: '', public: true });
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const problems = questionProblems(values);
  const error = (name: Field): string | undefined => {
    if (server[name]) return server[name];
    if (name === 'uploadId') return fileError ?? undefined;
    const key = submitted ? problems[name] : undefined;
    return key ? t(key, { max: QUESTION_TEXT_MAX }) : undefined;
  };
  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServer((s) => ({ ...s, [name]: undefined }));
  };
  const focusFirst = (names: string[]) =>
    // After React has rendered the messages, so the field is announced with its error.
    requestAnimationFrame(() => {
      for (const name of FIELDS.filter((f) => names.includes(f))) {
        const el = formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`);
        if (el) return el.focus();
      }
    });

  const pick = async (chosen: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!chosen) return;
    setServer((s) => ({ ...s, uploadId: undefined }));
    const problem = uploadProblem(chosen, 'question');
    if (problem) return setFileError(t(`common:${problem}`, { types: TYPES_TEXT }));
    setFileError(null);
    setUploading(true);
    try {
      setFile(await uploadFile(chosen, 'question'));
    } catch (err) {
      // The HTTP client has shown the server's message (415, 413, 429…); a network error is silent (docs/product.md#errors).
      if (!(err instanceof HttpError)) throw err;
    } finally {
      setUploading(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || uploading) return;
    setSubmitted(true);
    const invalid = Object.keys(problems);
    if (invalid.length) return focusFirst(invalid);
    setBusy(true);
    try {
      const { msg } = await questionsApi.ask({
        spuId: product.spuId,
        type: values.type as QuestionType,
        tag: values.tag as QuestionTag,
        content: values.content.trim(),
        public: values.public,
        ...(file ? { uploadId: file.id } : {}),
      });
      // docs/product.md#errors: "question received (reply within 12-24 hours)", in the server's words and language.
      alert.success(msg);
      void queryClient.invalidateQueries({ queryKey: MY_QUESTIONS_KEY });
      onClose();
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const fields = serverFieldErrors(err);
      if (fields && Object.keys(fields).length) {
        setServer(fields);
        focusFirst(Object.keys(fields));
      }
    } finally {
      setBusy(false);
    }
  };

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

      <div className={pickStyles.field} role="group" aria-labelledby="question-file-label">
        <span className={pickStyles.label} id="question-file-label">
          {t('questions.form.file')}
        </span>
        <span className={pickStyles.hint} id="question-file-hint">
          {t('questions.form.fileHint', { types: TYPES_TEXT })}
        </span>
        {file ? (
          <div className={pickStyles.file} data-testid="question-file">
            <Paperclip size={16} aria-hidden="true" />
            <span className={pickStyles.name}>{file.name}</span>
            <Button variant="ghost" size="icon" aria-label={t('common:upload.remove', { name: file.name })} onClick={() => setFile(null)}>
              <X size={16} aria-hidden="true" />
            </Button>
          </div>
        ) : (
          <label className={pickStyles.pick}>
            <input
              ref={fileInput}
              type="file"
              name="uploadId"
              accept={UPLOAD_ACCEPT.question}
              className={pickStyles.input}
              aria-describedby="question-file-hint"
              aria-invalid={error('uploadId') ? true : undefined}
              disabled={uploading}
              onChange={(e) => void pick(e.target.files?.[0])}
              data-testid="question-file-input"
            />
            <Paperclip size={16} aria-hidden="true" />
            {uploading ? t('common:upload.uploading') : t('questions.form.chooseFile')}
          </label>
        )}
        {error('uploadId') && (
          <span className={pickStyles.error} role="alert">
            {error('uploadId')}
          </span>
        )}
      </div>

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
