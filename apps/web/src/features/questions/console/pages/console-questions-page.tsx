import { QUESTION_ANSWER_MAX, QUESTION_TAGS, QUESTION_TYPES, questionAnswerBody, type QuestionTag, type QuestionType, type StaffQuestion } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Paperclip } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleQueue } from '../../../../components/console/console-queue';
import { QueueFilters, QueueSearch, QueueSelect } from '../../../../components/console/queue-filters';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { alert } from '../../../../lib/alerts';
import { useZodForm } from '../../../../lib/use-zod-form';
import { questionsConsoleApi, questionsKey, staffQuestionsQuery } from '../api/questions-console-api';
import styles from './console-questions.module.css';

type Status = 'pending' | 'answered';
const STATUSES: Status[] = ['pending', 'answered'];
const PAGE_SIZE = 20;

/** Dates and language names in the console's language. */
function useFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'language' });
    } catch {
      names = null;
    }
    return { date: (iso: string) => when.format(new Date(iso)), language: (code: string) => names?.of(code) ?? code };
  }, [locale]);
}

/**
 * /console/questions (agents, sales, administrators: questions.answer): buyers' product questions,
 * waiting ones first and the longest waiting first (docs/product.md#limits: answered within 12–24 hours), answered ones
 * after; filtered by type, topic and words. Each shows its product, buyer, language and file, with
 * a form to answer (the buyer is told by message and mail) or to edit the answer.
 */
export function Component() {
  const { t } = useTranslation(['console', 'catalog']);
  const allowed = useStaffCan('questions.answer');
  const [status, setStatus] = useState<Status>('pending');
  const [type, setType] = useState<QuestionType | ''>('');
  const [tag, setTag] = useState<QuestionTag | ''>('');
  const [draft, setDraft] = useState('');
  const [words, setWords] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery({ ...staffQuestionsQuery({ status, type: type || undefined, tag: tag || undefined, q: words || undefined, page }), enabled: allowed });

  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <PermissionGate permission="questions.answer" title={t('questions.title')} noAccess={t('questions.noAccess')} error={list.error} testId="questions-no-access">
      <ConsoleQueue
        testId="questions"
        title={t('questions.title')}
        lead={t('questions.lead')}
        filters={
          <QueueFilters>
            <QueueSelect label={t('questions.filterType')} value={type} onChange={(v) => filter(() => setType(v))} options={QUESTION_TYPES} optionLabel={(k) => t(`catalog:questions.type.${k}`)} any={t('questions.any')} testId="questions-filter-type" />
            <QueueSelect label={t('questions.filterTag')} value={tag} onChange={(v) => filter(() => setTag(v))} options={QUESTION_TAGS} optionLabel={(k) => t(`catalog:questions.tag.${k}`)} any={t('questions.any')} />
            <QueueSearch label={t('questions.searchLabel')} button={t('questions.search')} testId="questions-search" draft={draft} setDraft={setDraft} onSearch={(words) => filter(() => setWords(words))} />
          </QueueFilters>
        }
        tabs={{
          label: t('questions.tabsLabel'),
          items: STATUSES,
          value: status,
          onChange: (s) => filter(() => setStatus(s)),
          name: (s) => t(`questions.tabs.${s}`),
          count: (s, data) => data.counts[s],
        }}
        query={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        empty={t(`questions.empty.${status}`)}
        renderItem={(q) => <QuestionCard key={q.id} question={q} />}
      />
    </PermissionGate>
  );
}

function QuestionCard({ question: q }: { question: StaffQuestion }) {
  const { t } = useTranslation(['console', 'catalog']);
  const fmt = useFormats();
  return (
    <li className={styles.card} data-testid={`question-${q.id}`}>
      <div className={styles.head}>
        <a href={`/product/productDetail?spuId=${q.spuId}&tab=questions`} target="_blank" rel="noopener" className={styles.product}>
          {q.productName} <span className={styles.model}>{q.productModel}</span>
          <ExternalLink size={14} aria-hidden="true" />
          <span className="visually-hidden"> {t('questions.newTab')}</span>
        </a>
        <span className={styles.status} data-status={q.status}>
          {t(`questions.tabs.${q.status}`)}
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('questions.buyer')}</dt>
          <dd>{q.buyerEmail}</dd>
        </div>
        <div>
          <dt>{t('questions.language')}</dt>
          <dd>{fmt.language(q.lang)}</dd>
        </div>
        <div>
          <dt>{t('questions.asked')}</dt>
          <dd>{fmt.date(q.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('questions.kind')}</dt>
          <dd>
            {t(`catalog:questions.type.${q.type}`)} · {t(`catalog:questions.tag.${q.tag}`)}
          </dd>
        </div>
      </dl>
      <p className={styles.text} lang={q.lang}>
        {q.content}
      </p>
      {q.file && (
        <a href={q.file.url} target="_blank" rel="noopener" className={styles.file} data-testid={`question-file-${q.id}`}>
          <Paperclip size={14} aria-hidden="true" />
          {t('questions.file', { name: q.file.name })}
        </a>
      )}
      {q.status === 'answered' && q.answeredAt && (
        <p className={styles.muted}>{q.answeredBy ? t('questions.answeredBy', { name: q.answeredBy, date: fmt.date(q.answeredAt) }) : t('questions.answeredAt', { date: fmt.date(q.answeredAt) })}</p>
      )}
      <AnswerForm question={q} />
    </li>
  );
}

/** Answer (or edit the answer) with the contract's schema, the one the server checks with. */
function AnswerForm({ question: q }: { question: StaffQuestion }) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const form = useZodForm(questionAnswerBody, { answer: q.answer ?? '', public: q.public });
  const id = `answer-${q.id}`;
  const onSubmit = form.submit(async (body) => {
    const { msg } = await questionsConsoleApi.answer(q.id, body);
    alert.success(msg);
    await queryClient.invalidateQueries({ queryKey: questionsKey });
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      className={styles.answer}
      data-testid={`answer-form-${q.id}`}
      onSubmit={(e) => void onSubmit(e)}
    >
      <TextAreaField
        id={id}
        label={q.status === 'answered' ? t('questions.editAnswer') : t('questions.answer')}
        rows={4}
        maxLength={QUESTION_ANSWER_MAX}
        hint={t('questions.answerHint', { count: form.values.answer.length, max: QUESTION_ANSWER_MAX })}
        data-testid={`answer-text-${q.id}`}
        {...form.field('answer')}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          name="public"
          checked={form.values.public}
          disabled={!q.public}
          onChange={(e) => form.setValue('public', e.target.checked)}
          aria-describedby={`${id}-public-hint`}
          data-testid={`answer-public-${q.id}`}
        />
        <span>{t('questions.public')}</span>
      </label>
      <span id={`${id}-public-hint`} className={styles.muted}>
        {q.public ? t('questions.publicHint') : t('questions.keptPrivate')}
      </span>
      <div className={styles.actions}>
        <Button type="submit" busy={form.busy} data-testid={`answer-submit-${q.id}`}>
          {q.status === 'answered' ? t('questions.save') : t('questions.send')}
        </Button>
      </div>
    </form>
  );
}
