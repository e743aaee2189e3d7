import type { StaffChatTopic } from '@netshop/contract';
import { LANGUAGES } from '@netshop/contract/languages';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Fact } from '../../../../components/ui/fact';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { useTopicForm } from '../hooks/use-topic-form';
import { ANSWER_MAX, LABEL_MAX, topicName } from '../lib/topic-form';
import styles from './console-topics.module.css';

/** One topic opened: its name, key and action, then its order, whether it is offered, and its texts (useTopicForm checks them). */
export function TopicEditor({ topic, onBack }: { topic: StaffChatTopic; onBack(): void }) {
  const { t, i18n } = useTranslation(['console', 'account']);
  const form = useTopicForm(topic);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A topic opened from the list: the keyboard and screen reader land on its heading.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className={styles.editor} aria-labelledby="topic-editor-title" data-testid="topic-editor">
      <div className={styles.editorHead}>
        <Button variant="ghost" size="small" className={styles.back} onClick={onBack} data-testid="topic-back">
          <ArrowLeft size={16} aria-hidden="true" />
          {t('topics.back')}
        </Button>
        <h2 id="topic-editor-title" ref={headingRef} tabIndex={-1} className={styles.editorTitle}>
          {topicName(topic, i18n.language)}
        </h2>
      </div>
      <dl className={styles.meta}>
        <Fact label={t('topics.key')}>
          <code className={styles.key}>{topic.key}</code>
        </Fact>
        <Fact label={t('topics.actionLabel')}>{t(`topics.action.${topic.action}`)}</Fact>
      </dl>
      <p className={styles.note}>{t(`topics.actionNote.${topic.action}`)}</p>

      <form ref={form.formRef} className={styles.form} onSubmit={(e) => void form.save(e)} noValidate>
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
            {...form.fieldProps('sort')}
          />
          <div className={styles.check}>
            <label>
              <input
                type="checkbox"
                name="active"
                checked={form.values.active}
                onChange={(e) => form.setActive(e.target.checked)}
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
        <TopicTexts topic={topic} form={form} />
        <div className={styles.actions}>
          <Button type="submit" busy={form.busy} data-testid="topic-save">
            {t('topics.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The label and answer in each of the six languages, each with its length against the schema's limit. */
function TopicTexts({ topic, form }: { topic: StaffChatTopic; form: ReturnType<typeof useTopicForm> }) {
  const { t } = useTranslation(['console']);
  const counter = (length: number, max: number) => (
    <span className={styles.count} data-over={length > max || undefined}>
      {t('topics.count', { count: length, max })}
    </span>
  );
  return (
    <div className={styles.texts}>
      <h3>{t('topics.texts')}</h3>
      <p className={styles.hint}>{t('topics.textsHint')}</p>
      {topic.action === 'answer' && <p className={styles.hint}>{t('topics.amountsHint')}</p>}
      {LANGUAGES.map(({ shortName: lang, name: language }) => {
        const text = form.values.texts[lang];
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
              {...form.fieldProps(`texts.${lang}.label`)}
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
              {...form.fieldProps(`texts.${lang}.answer`)}
            />
          </fieldset>
        );
      })}
    </div>
  );
}
