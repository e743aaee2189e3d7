import { LANG_CODES, type ContentTexts, type ContentType, type LangCode } from '@netshop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import styles from '../pages/console-content.module.css';
import { BodyPreview } from './body-preview';
import { MarkdownEditor } from './markdown-editor';

interface Props {
  type: ContentType;
  texts: Record<LangCode, ContentTexts>;
  complete: Record<LangCode, boolean>;
  onChange(lang: LangCode, texts: ContentTexts): void;
}

/**
 * The six languages' texts, one language at a time behind tabs that say which are complete; the
 * Markdown body beside its preview (under it on a phone). A language without a title has no texts:
 * buyers reading it get English, then Chinese.
 */
export function TextsEditor({ type, texts, complete, onChange }: Props) {
  const { t } = useTranslation('console-content');
  const [lang, setLang] = useState<LangCode>('en');
  const cur = texts[lang];
  const set = (field: keyof ContentTexts) => (value: string) => onChange(lang, { ...cur, [field]: value });
  return (
    <section className={styles.panel} aria-labelledby="content-texts">
      <h2 id="content-texts" className={styles.sectionTitle}>
        {t('texts')}
      </h2>
      <div className={styles.langTabs} role="tablist" aria-label={t('languages')}>
        {LANG_CODES.map((l) => (
          <button key={l} type="button" role="tab" aria-selected={l === lang} className={styles.langTab} data-complete={complete[l] ? 'yes' : texts[l].title ? 'part' : 'no'} onClick={() => setLang(l)} data-testid={`content-lang-${l}`}>
            {t(`langNames.${l}`)}
            <span className={styles.langState}>{complete[l] ? t('complete') : texts[l].title ? t('incomplete') : t('missing')}</span>
          </button>
        ))}
      </div>
      <div className={styles.textFields} lang={lang}>
        <TextField label={t('fields.title')} value={cur.title} onChange={(e) => set('title')(e.target.value)} maxLength={200} data-testid="content-title" />
        <TextAreaField label={t('fields.summary')} value={cur.summary} onChange={(e) => set('summary')(e.target.value)} rows={2} maxLength={1000} />
        {type === 'case' && (
          <div className={styles.pair}>
            <TextField label={t('fields.industry')} value={cur.industry} onChange={(e) => set('industry')(e.target.value)} maxLength={120} />
            <TextField label={t('fields.customer')} value={cur.customer} onChange={(e) => set('customer')(e.target.value)} maxLength={120} />
          </div>
        )}
      </div>
      <div className={styles.bodyRow}>
        <div>
          <p className={styles.fieldLabel} id="content-body-label">
            {t('fields.body')}
          </p>
          <MarkdownEditor key={lang} id={`content-body-${lang}`} label={t('fields.body')} value={cur.body} onChange={set('body')} />
          <p className={styles.hint}>{t('markdownHint')}</p>
        </div>
        <BodyPreview texts={cur} />
      </div>
    </section>
  );
}
