import { completeness, LANG_CODES, PRODUCT_TEXT_FIELDS, type LangCode, type ProductTextField } from '@netshop/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromTextsDraft } from '../lib/texts-draft';
import type { ProductForm } from '../hooks/use-product-form';
import styles from '../pages/console-catalog.module.css';
import { useErrorText } from './identity-fields';
import { LanguageBadge, langLabel } from './language-badges';

const ROWS: Record<ProductTextField, number> = { name: 1, shortDesc: 3, longDesc: 8, features: 5, specs: 5, faq: 6 };

/** On a phone: one language at a time, chosen here, each with its completeness badge. */
function LanguageSwitcher({ active, onChange, complete }: { active: LangCode; onChange(l: LangCode): void; complete: Record<LangCode, boolean> }) {
  const { t } = useTranslation('console-catalog');
  return (
    <div className={styles.switcher} role="group" aria-label={t('texts.switcher')} data-testid="texts-switcher">
      {LANG_CODES.map((l) => (
        <button key={l} type="button" className={styles.switch} aria-pressed={l === active} onClick={() => onChange(l)} data-testid={`texts-lang-${l}`}>
          <LanguageBadge lang={l} complete={complete[l]} />
        </button>
      ))}
    </div>
  );
}

/**
 * Every text of the product in the six languages side by side (ADR 0042): one block per text, its
 * six languages in a grid, each with its completeness; a phone shows one language at a time.
 * A language missing a text another one has is marked on that text.
 */
export function TextsEditor({ form }: { form: ProductForm }) {
  const { t } = useTranslation('console-catalog');
  const errorText = useErrorText();
  const [active, setActive] = useState<LangCode>('en');
  const state = useMemo(() => completeness(fromTextsDraft(form.texts)), [form.texts]);
  const complete = Object.fromEntries(LANG_CODES.map((l) => [l, state[l].complete])) as Record<LangCode, boolean>;
  return (
    <section className={styles.texts} aria-labelledby="texts-title" data-testid="product-texts">
      <h2 id="texts-title" className={styles.sectionTitle}>
        {t('texts.title')}
      </h2>
      <p className={styles.hintLine}>{t('texts.rule')}</p>
      <LanguageSwitcher active={active} onChange={setActive} complete={complete} />
      {PRODUCT_TEXT_FIELDS.map((field) => (
        <fieldset key={field} className={styles.textBlock} data-testid={`texts-${field}`}>
          <legend>{t(`texts.fields.${field}`)}</legend>
          {t(`texts.hints.${field}`, { defaultValue: '' }) && <p className={styles.hintLine}>{t(`texts.hints.${field}`)}</p>}
          <div className={styles.langGrid}>
            {LANG_CODES.map((l) => {
              const missing = state[l].missing.includes(field);
              const err = errorText(form.error(`texts.${l}.${field}`));
              const id = `text-${field}-${l}`;
              return (
                <div key={l} className={styles.langCell} data-active={l === active} data-missing={missing}>
                  <label htmlFor={id} className={styles.langLabel}>
                    <span lang={l}>{t(`languages.${l}`)}</span>
                    <span className={styles.code}>{langLabel(l)}</span>
                    {missing && <span className={styles.missingTag}>{t('texts.missing')}</span>}
                  </label>
                  {ROWS[field] === 1 ? (
                    <input id={id} lang={l} className={styles.control} value={form.texts[l][field]} maxLength={200} onChange={(e) => form.setText(l, field, e.target.value)} aria-invalid={err ? true : undefined} data-testid={id} />
                  ) : (
                    <textarea id={id} lang={l} className={styles.control} rows={ROWS[field]} value={form.texts[l][field]} onChange={(e) => form.setText(l, field, e.target.value)} aria-invalid={err ? true : undefined} data-testid={id} />
                  )}
                  {err && (
                    <span className={styles.fieldError} role="alert">
                      {err}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </section>
  );
}

/** Whether every language is complete now, and which are not. */
export function useIncomplete(form: ProductForm): LangCode[] {
  return useMemo(() => {
    const state = completeness(fromTextsDraft(form.texts));
    return LANG_CODES.filter((l) => !state[l].complete);
  }, [form.texts]);
}
