import { HOME_TEXT_FIELDS, LANG_CODES, type LangCode } from '@netshop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PermissionGate } from '../../../../components/console/permission-gate';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { StatusTag } from '../components/status-tag';
import { useHomeEditor } from '../hooks/use-home-editor';
import styles from './console-content.module.css';

/**
 * /console/content/home: the home page's hero (title, lead) and its blocks' titles in six
 * languages, and the solutions it features. An empty text shows the shop's built-in one.
 */
export function Component() {
  const { t } = useTranslation('console-content');
  const h = useHomeEditor();
  const [lang, setLang] = useState<LangCode>('en');
  const cur = h.draft.texts[lang];
  const filled = (l: LangCode) => HOME_TEXT_FIELDS.filter((f) => h.draft.texts[l][f]).length;
  return (
    <PermissionGate permission="content.edit" title={t('home.title')} noAccess={t('noAccess')} error={h.home.error} testId="content-no-access">
      <p className={styles.back}>
        <Link to="/console/content">{t('back')}</Link>
      </p>
      <h1>{t('home.title')}</h1>
      <p className={styles.lead}>{t('home.lead')}</p>
      {h.home.isError && !h.home.data ? (
        <LoadError onRetry={() => void h.home.refetch()} />
      ) : !h.home.data ? (
        <Skeleton height={400} />
      ) : (
        <form
          className={styles.homeGrid}
          onSubmit={(ev) => {
            ev.preventDefault();
            h.save.mutate();
          }}
        >
          {h.conflict && (
            <Alert kind="warning">
              <span data-testid="home-conflict">{t('conflict')}</span>{' '}
              <Button size="small" variant="secondary" onClick={() => void h.reload()}>
                {t('reload')}
              </Button>
            </Alert>
          )}
          <section className={styles.panel} aria-labelledby="home-texts">
            <h2 id="home-texts" className={styles.sectionTitle}>
              {t('home.texts')}
            </h2>
            <div className={styles.langTabs} role="tablist" aria-label={t('languages')}>
              {LANG_CODES.map((l) => (
                <button key={l} type="button" role="tab" aria-selected={l === lang} className={styles.langTab} data-complete={filled(l) === HOME_TEXT_FIELDS.length ? 'yes' : filled(l) ? 'part' : 'no'} onClick={() => setLang(l)} data-testid={`home-lang-${l}`}>
                  {t(`langNames.${l}`)}
                  <span className={styles.langState}>{t('home.filled', { n: filled(l), total: HOME_TEXT_FIELDS.length })}</span>
                </button>
              ))}
            </div>
            <div className={styles.textFields} lang={lang}>
              {HOME_TEXT_FIELDS.map((f) => {
                const Field = f === 'heroLead' ? TextAreaField : TextField;
                return (
                  <Field
                    key={f}
                    label={t(`home.fields.${f}`)}
                    hint={t('home.builtIn')}
                    value={cur[f]}
                    maxLength={f === 'heroLead' ? 400 : 120}
                    onChange={(e: { target: { value: string } }) => h.edit((d) => ({ ...d, texts: { ...d.texts, [lang]: { ...d.texts[lang], [f]: e.target.value } } }))}
                    data-testid={`home-${f}`}
                  />
                );
              })}
            </div>
          </section>
          <section className={styles.panel} aria-labelledby="home-solutions-title">
            <h2 id="home-solutions-title" className={styles.sectionTitle}>
              {t('home.solutions')}
            </h2>
            <p className={styles.hint}>{t('home.solutionsHint')}</p>
            <ul className={styles.checkList}>
              {h.home.data.solutions.map((s) => (
                <li key={s.id}>
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      checked={h.draft.featured.includes(s.id)}
                      onChange={(e) => h.edit((d) => ({ ...d, featured: e.target.checked ? [...d.featured, s.id] : d.featured.filter((x) => x !== s.id) }))}
                    />
                    {s.title}
                  </label>
                  <StatusTag status={s.status} publishedAt={null} />
                </li>
              ))}
            </ul>
            <Button type="submit" busy={h.save.isPending} disabled={!h.dirty} data-testid="home-save">
              {t('save')}
            </Button>
            <p className={styles.hint}>{h.dirty ? t('unsaved') : t('saved')}</p>
          </section>
        </form>
      )}
    </PermissionGate>
  );
}
