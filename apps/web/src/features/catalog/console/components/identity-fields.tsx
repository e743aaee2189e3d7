import { PRODUCT_IMAGE_KINDS } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/field';
import { useCategoryOptions } from '../hooks/use-category-options';
import type { ProductForm } from '../hooks/use-product-form';
import styles from '../pages/console-catalog.module.css';

const KNOWN = new Set(['required', 'tooLong', 'invalid', 'taken']);

/** A field's message key in words (anything unexpected reads as "invalid"). */
export function useErrorText() {
  const { t } = useTranslation('console-catalog');
  return (key: string | undefined) => (key ? t(`errors.${KNOWN.has(key) ? key : 'invalid'}`) : undefined);
}

/** Who makes it, its model and address key, where it is listed, its picture and its flags. */
export function IdentityFields({ form }: { form: ProductForm }) {
  const { t } = useTranslation('console-catalog');
  const categories = useCategoryOptions();
  const errorText = useErrorText();
  const { identity, setIdentity } = form;
  const text = (k: 'brand' | 'model' | 'key', maxLength: number, hint?: string) => (
    <TextField label={t(`identity.${k}`)} hint={hint} value={identity[k]} maxLength={maxLength} onChange={(e) => setIdentity(k, e.target.value)} error={errorText(form.error(k))} data-testid={`product-${k}`} />
  );
  return (
    <fieldset className={styles.identity} data-testid="product-identity">
      <legend>{t('identity.title')}</legend>
      {text('brand', 40)}
      {text('model', 60)}
      {text('key', 80, t('identity.keyHint'))}
      <label className={styles.filter}>
        <span>{t('columns.category')}</span>
        <select value={identity.categoryId} onChange={(e) => setIdentity('categoryId', e.target.value)} aria-invalid={form.error('categoryId') ? true : undefined} data-testid="product-category">
          <option value="">{t('identity.chooseCategory')}</option>
          {categories.options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
        {form.error('categoryId') && <span className={styles.fieldError}>{errorText(form.error('categoryId'))}</span>}
      </label>
      <label className={styles.filter}>
        <span>{t('identity.image')}</span>
        <select value={identity.image} onChange={(e) => setIdentity('image', e.target.value)} data-testid="product-image">
          {PRODUCT_IMAGE_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`images.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.flags}>
        <label className={styles.check}>
          <input type="checkbox" checked={identity.featured} onChange={(e) => setIdentity('featured', e.target.checked)} />
          <span>{t('identity.featured')}</span>
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={identity.isNew} onChange={(e) => setIdentity('isNew', e.target.checked)} />
          <span>{t('identity.isNew')}</span>
        </label>
      </div>
    </fieldset>
  );
}
