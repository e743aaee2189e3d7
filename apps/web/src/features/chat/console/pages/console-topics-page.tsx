import { staffChatTopicBody, type StaffChatTopic, type StaffChatTopicBody } from '@netshop/contract';
import { LANG_CODES, LANGUAGES, type LangCode } from '@netshop/contract/languages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { staffCan, useStaffMe } from '../../../../lib/staff-session';
import { firstIssues, serverFieldErrors } from '../../../../lib/use-zod-form';
import { chatTopicsApi, chatTopicsQuery } from '../api/chat-console-api';
import styles from '../components/console-topics.module.css';

// The schema's own limits, shown by the counters (the server checks the same schema).
const TEXT_SCHEMA = staffChatTopicBody.shape.texts.shape.en.shape;
const LABEL_MAX = TEXT_SCHEMA.label.maxLength!;
const ANSWER_MAX = TEXT_SCHEMA.answer.maxLength!;

type Texts = Record<LangCode, { label: string; answer: string }>;
/** The form as typed: the order is the number input's text until it is checked. */
interface Values {
  sort: string;
  active: boolean;
  texts: Texts;
}
/** A field of the form by its path in the body, as the server's 422 names it: 'sort', 'texts.fi.label'. */
type FieldPath = 'sort' | `texts.${LangCode}.${'label' | 'answer'}`;

const isForbidden = (err: unknown) => err instanceof HttpError && err.code === 403;

function toValues(topic: StaffChatTopic): Values {
  const texts = Object.fromEntries(LANG_CODES.map((l) => [l, { label: topic.texts[l]?.label ?? '', answer: topic.texts[l]?.answer ?? '' }])) as Texts;
  return { sort: String(topic.sort), active: topic.active, texts };
}
/** What the schema checks: an empty order is missing, anything else a number (1.5 and 10001 fail there). */
const toInput = (v: Values) => ({ sort: v.sort.trim() === '' ? undefined : Number(v.sort), active: v.active, texts: v.texts });

function valueAt(v: Values, path: FieldPath): string {
  if (path === 'sort') return v.sort;
  const [, lang, part] = path.split('.') as ['texts', LangCode, 'label' | 'answer'];
  return v.texts[lang][part];
}

/** A topic's name for the staff member: its label in the console's language, else English, else its key. */
function topicName(topic: StaffChatTopic, lang: string): string {
  return topic.texts[lang]?.label || topic.texts.en?.label || topic.key;
}

/**
 * /console/chat/topics (administrators, permission chat.assistant): the topics the chat assistant
 * offers visitors, in their order, and an editor for one of them: its position, whether it is
 * offered, and its label and answer in all six languages. Which topic is open is in the address
 * (`?key=shipping`); on a phone the list and the editor take turns.
 */
export function Component() {
  const { t, i18n } = useTranslation('console');
  const me = useStaffMe();
  const allowed = staffCan(me.data, 'chat.assistant');
  const list = useQuery({ ...chatTopicsQuery, enabled: allowed });
  const [params, setParams] = useSearchParams();
  const key = params.get('key');
  // Where focus goes back to when the phone's editor returns to the list.
  const returnTo = useRef<string | null>(null);

  const topics = useMemo(() => (list.data ? [...list.data].sort((a, b) => a.sort - b.sort) : undefined), [list.data]);
  const selected = topics?.find((topic) => topic.key === key) ?? null;

  if (!me.data) return <Skeleton height={200} />;
  if (!allowed || isForbidden(list.error)) {
    return (
      <>
        <h1>{t('topics.title')}</h1>
        <p className={styles.noAccess} data-testid="topics-no-access">
          {t('topics.noAccess')}
        </p>
      </>
    );
  }

  return (
    <>
      <h1>{t('topics.title')}</h1>
      <p className={styles.lead}>{t('topics.lead')}</p>
      <div className={styles.layout} data-view={selected ? 'editor' : 'list'}>
        <section className={styles.listPane} aria-labelledby="topics-list-title">
          <h2 id="topics-list-title">{t('topics.list')}</h2>
          {list.isError && !list.data ? (
            <LoadError onRetry={() => void list.refetch()} />
          ) : !topics ? (
            <Skeleton height={240} />
          ) : topics.length === 0 ? (
            <p className={styles.empty}>{t('topics.empty')}</p>
          ) : (
            <TopicList topics={topics} selected={selected?.key ?? null} lang={i18n.language} returnTo={returnTo} />
          )}
        </section>
        <div className={styles.editorPane}>
          {selected ? (
            <TopicEditor
              key={selected.key}
              topic={selected}
              onBack={() => {
                returnTo.current = selected.key;
                const next = new URLSearchParams(params);
                next.delete('key');
                setParams(next);
              }}
            />
          ) : (
            <div className={styles.noSelection}>
              <h2>{t('topics.noSelection.title')}</h2>
              <p>{t('topics.noSelection.text')}</p>
            </div>
          )}
        </div>
      </div>
    </>
  );
}

/** The topics in order; ↑ and ↓ (Home, End) move between them, Enter opens one. */
function TopicList({ topics, selected, lang, returnTo }: { topics: StaffChatTopic[]; selected: string | null; lang: string; returnTo: { current: string | null } }) {
  const { t } = useTranslation('console');
  const listRef = useRef<HTMLUListElement>(null);

  // Keys are letters, digits, - and _ (the contract's staffChatTopicParams): safe in a selector.
  useEffect(() => {
    if (returnTo.current === null || selected !== null) return;
    listRef.current?.querySelector<HTMLAnchorElement>(`[data-topic="${returnTo.current}"]`)?.focus();
    returnTo.current = null;
  });

  const move = (e: KeyboardEvent<HTMLUListElement>) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-topic]') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const last = links.length - 1;
    const next = e.key === 'ArrowDown' ? Math.min(at + 1, last) : e.key === 'ArrowUp' ? Math.max(at - 1, 0) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (next < 0 || at < 0) return;
    e.preventDefault();
    links[next]?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys move between the links inside, heard as they bubble
    <ul ref={listRef} className={styles.list} onKeyDown={move} data-testid="topics-list">
      {topics.map((topic) => (
        <li key={topic.key}>
          <Link
            to={`?key=${encodeURIComponent(topic.key)}`}
            className={styles.row}
            aria-current={topic.key === selected ? 'true' : undefined}
            data-topic={topic.key}
            data-testid={`topic-row-${topic.key}`}
          >
            <span className={styles.rowTop}>
              <strong className={styles.rowName}>{topicName(topic, lang)}</strong>
              <span className={styles.state} data-active={topic.active || undefined}>
                {topic.active ? t('topics.active') : t('topics.inactive')}
              </span>
            </span>
            <span className={styles.rowMeta}>
              <code className={styles.key}>{topic.key}</code>
              <span>{t(`topics.action.${topic.action}`)}</span>
              <span>{t('topics.sortValue', { sort: topic.sort })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * One topic's form, checked with the contract's schema (the one the server validates with): a
 * field shows its problem once the form was submitted, or once the person left it after changing
 * it; a 422 from the server puts its texts on the fields it names.
 */
function TopicEditor({ topic, onBack }: { topic: StaffChatTopic; onBack(): void }) {
  const { t, i18n } = useTranslation(['console', 'account']);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => toValues(topic));
  const [initial, setInitial] = useState<Values>(values);
  const [touched, setTouched] = useState<Partial<Record<FieldPath, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const name = topicName(topic, i18n.language);

  // A topic opened from the list: the keyboard and screen reader land on its heading.
  useEffect(() => headingRef.current?.focus(), []);

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
      const saved: Values = { sort: String(body.sort), active: body.active, texts: body.texts };
      setValues(saved);
      setInitial(saved);
      setTouched({});
      setSubmitted(false);
      alert.success(t('topics.saved', { name: body.texts[i18n.language as LangCode]?.label ?? name }));
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

  const counter = (length: number, max: number) => (
    <span className={styles.count} data-over={length > max || undefined}>
      {t('topics.count', { count: length, max })}
    </span>
  );

  return (
    <section className={styles.editor} aria-labelledby="topic-editor-title" data-testid="topic-editor">
      <div className={styles.editorHead}>
        <Button variant="ghost" size="small" className={styles.back} onClick={onBack} data-testid="topic-back">
          <ArrowLeft size={16} aria-hidden="true" />
          {t('topics.back')}
        </Button>
        <h2 id="topic-editor-title" ref={headingRef} tabIndex={-1} className={styles.editorTitle}>
          {name}
        </h2>
      </div>
      <dl className={styles.meta}>
        <div>
          <dt>{t('topics.key')}</dt>
          <dd>
            <code className={styles.key}>{topic.key}</code>
          </dd>
        </div>
        <div>
          <dt>{t('topics.actionLabel')}</dt>
          <dd>{t(`topics.action.${topic.action}`)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t(`topics.actionNote.${topic.action}`)}</p>

      <form ref={formRef} className={styles.form} onSubmit={(e) => void save(e)} noValidate>
        <div className={styles.settings}>
          <TextField
            className={styles.sort}
            id="topic-sort"
            type="number"
            inputMode="numeric"
            min={0}
            max={10_000}
            step={1}
            label={t('topics.sort')}
            hint={t('topics.sortHint')}
            {...fieldProps('sort')}
          />
          <div className={styles.check}>
            <label>
              <input
                type="checkbox"
                name="active"
                checked={values.active}
                onChange={(e) => setValues((v) => ({ ...v, active: e.target.checked }))}
                aria-describedby="topic-active-hint"
                data-testid="topic-active"
              />
              {t('topics.activeLabel')}
            </label>
            <span id="topic-active-hint" className={styles.hint}>
              {t('topics.activeHint')}
            </span>
          </div>
        </div>

        <div className={styles.texts}>
          <h3>{t('topics.texts')}</h3>
          <p className={styles.hint}>{t('topics.textsHint')}</p>
          {topic.action === 'answer' && <p className={styles.hint}>{t('topics.amountsHint')}</p>}
          {LANGUAGES.map(({ shortName: lang, name: language }) => {
            const text = values.texts[lang];
            // Six labels of each kind: the language makes each one's name unique for a screen reader.
            const suffix = <span className="visually-hidden" lang={lang}>{` (${language})`}</span>;
            return (
              <fieldset key={lang} className={styles.language} data-testid={`topic-lang-${lang}`}>
                <legend lang={lang}>{language}</legend>
                <TextField
                  id={`topic-${lang}-label`}
                  lang={lang}
                  autoComplete="off"
                  label={
                    <>
                      {t('topics.label')}
                      {suffix}
                    </>
                  }
                  hint={counter(text.label.length, LABEL_MAX)}
                  {...fieldProps(`texts.${lang}.label`)}
                />
                <TextAreaField
                  id={`topic-${lang}-answer`}
                  lang={lang}
                  rows={4}
                  label={
                    <>
                      {t(topic.action === 'handoff' ? 'topics.handoffAnswer' : 'topics.answer')}
                      {suffix}
                    </>
                  }
                  hint={counter(text.answer.length, ANSWER_MAX)}
                  {...fieldProps(`texts.${lang}.answer`)}
                />
              </fieldset>
            );
          })}
        </div>

        <div className={styles.actions}>
          <Button type="submit" busy={busy} data-testid="topic-save">
            {t('topics.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
