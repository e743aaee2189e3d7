import type { ProductDetail } from '@netshop/contract';
import { QUESTION_TEXT_MAX, type QuestionTag, type QuestionType } from '@netshop/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../lib/alerts';
import { HttpError } from '../../../lib/http';
import { MY_QUESTIONS_KEY, questionsApi } from '../../../lib/shared-api/questions-api';
import { uploadFile, uploadProblem, type UploadedFile } from '../../../lib/shared-api/upload-api';
import { serverFieldErrors } from '../../../lib/use-zod-form';
import { QUESTION_FIELDS, QUESTION_FILE_TYPES, questionProblems, type QuestionField, type QuestionValues } from '../lib/question-form';

/**
 * A question being asked on the product page (docs/product.md#entities): the values, their
 * messages once submitted (or the server's texts on the fields it names), the attachment uploaded
 * as soon as it is picked, and the send.
 */
export function useQuestionForm(product: ProductDetail, onClose: () => void) {
  const { t } = useTranslation(['catalog', 'common']);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<QuestionValues>({ type: '', tag: '', content: '', public: true });
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Partial<Record<QuestionField, string>>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const problems = questionProblems(values);
  const error = (name: QuestionField): string | undefined => {
    if (server[name]) return server[name];
    if (name === 'uploadId') return fileError ?? undefined;
    const key = submitted ? problems[name] : undefined;
    return key ? t(key, { max: QUESTION_TEXT_MAX }) : undefined;
  };
  const set = <K extends keyof QuestionValues>(name: K, value: QuestionValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServer((s) => ({ ...s, [name]: undefined }));
  };
  const focusFirst = (names: string[]) =>
    // After React has rendered the messages, so the field is announced with its error.
    requestAnimationFrame(() => {
      for (const name of QUESTION_FIELDS.filter((f) => names.includes(f))) {
        const el = formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`);
        if (el) return el.focus();
      }
    });

  const pick = async (chosen: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!chosen) return;
    setServer((s) => ({ ...s, uploadId: undefined }));
    const problem = uploadProblem(chosen, 'question');
    if (problem) return setFileError(t(`common:${problem}`, { types: QUESTION_FILE_TYPES }));
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

  return { values, set, error, file, setFile, uploading, busy, formRef, fileInput, pick, submit };
}
