import { staffChatTopicBody, type StaffChatTopic, type StaffChatTopicBody } from '@netshop/contract';
import type { LangCode } from '@netshop/contract/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { firstIssues, serverFieldErrors } from '../../../../lib/use-zod-form';
import { chatTopicsApi, chatTopicsQuery } from '../api/chat-console-api';
import { ANSWER_MAX, LABEL_MAX, toInput, topicName, toValues, valueAt, type FieldPath, type TopicValues } from '../lib/topic-form';

/**
 * One topic's form, checked with the contract's schema (the one the server validates with): a
 * field shows its problem once the form was submitted, or once the person left it after changing
 * it; a 422 from the server puts its texts on the fields it names.
 */
export function useTopicForm(topic: StaffChatTopic) {
  const { t, i18n } = useTranslation(['console', 'account']);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<TopicValues>(() => toValues(topic));
  const [initial, setInitial] = useState<TopicValues>(values);
  const [touched, setTouched] = useState<Partial<Record<FieldPath, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const parsed = useMemo(() => staffChatTopicBody.safeParse(toInput(values)), [values]);
  const issues = useMemo(() => (parsed.success ? {} : firstIssues(parsed.error.issues.map((i) => ({ ...i, path: [i.path.join('.')] })))), [parsed]);

  const messageFor = (path: FieldPath, key: string): string => {
    if (path === 'sort') return values.sort.trim() === '' ? t('account:validation.required') : t('topics.sortInvalid');
    if (key === 'tooLong') return t('topics.tooLong', { max: path.endsWith('.label') ? LABEL_MAX : ANSWER_MAX });
    return t(`account:validation.${key}`, { defaultValue: t('account:validation.invalid') });
  };
  const error = (path: FieldPath): string | undefined => {
    if (server[path]) return server[path];
    if (!(submitted || touched[path])) return undefined;
    const key = issues[path];
    return key ? messageFor(path, key) : undefined;
  };

  const setField = (path: FieldPath, value: string) => {
    setValues((v) => {
      if (path === 'sort') return { ...v, sort: value };
      const [, lang, part] = path.split('.') as ['texts', LangCode, 'label' | 'answer'];
      return { ...v, texts: { ...v.texts, [lang]: { ...v.texts[lang], [part]: value } } };
    });
    setServer((s) => {
      if (!(path in s)) return s;
      const { [path]: _gone, ...rest } = s;
      return rest;
    });
  };
  const fieldProps = (path: FieldPath) => ({
    name: path,
    value: valueAt(values, path),
    onChange: (e: { target: { value: string } }) => setField(path, e.target.value),
    onBlur: (e: FocusEvent) => {
      // Leaving for Save: the submit shows every message at once (a message appearing now would
      // move the button from under the pointer and swallow the click).
      const to = e.relatedTarget as HTMLButtonElement | null;
      if (to?.type === 'submit' && to.form === formRef.current) return;
      if (valueAt(values, path) !== valueAt(initial, path)) setTouched((s) => (s[path] ? s : { ...s, [path]: true }));
    },
    error: error(path),
  });

  const focusFirst = (paths: string[]) => {
    // After React has rendered the messages, so the field is announced with its error.
    requestAnimationFrame(() => {
      for (const path of paths) {
        const el = formRef.current?.elements.namedItem(path);
        if (el instanceof HTMLElement) return el.focus();
      }
    });
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (!parsed.success) return focusFirst(Object.keys(issues));
    const body: StaffChatTopicBody = parsed.data;
    setBusy(true);
    try {
      await chatTopicsApi.update(topic.key, body);
      const saved: TopicValues = { sort: String(body.sort), active: body.active, texts: body.texts };
      setValues(saved);
      setInitial(saved);
      setTouched({});
      setSubmitted(false);
      alert.success(t('topics.saved', { name: body.texts[i18n.language as LangCode]?.label ?? topicName(topic, i18n.language) }));
      await queryClient.invalidateQueries({ queryKey: chatTopicsQuery.queryKey });
    } catch (err) {
      // The HTTP client has shown the answer's message (403: no permission, 404, network…).
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

  const setActive = (active: boolean) => setValues((v) => ({ ...v, active }));
  return { values, fieldProps, setActive, save, busy, formRef };
}
