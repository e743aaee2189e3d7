import { COMPAT_MAX, COMPAT_NAME_MAX } from '@netshop/contract';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useCatalogData, useCompatEditor } from '../hooks/use-catalog-data';
import type { ProductForm } from '../hooks/use-product-form';
import catalog from '../pages/console-catalog.module.css';
import styles from './catalog-data.module.css';

function CompatList({ productId, form, initial }: { productId: number; form: ProductForm; initial: readonly string[] }) {
  const { t } = useTranslation('console-catalog-data');
  const c = useCompatEditor(productId, form, initial);
  // What a screen reader hears after a move or a removal (the list itself changes silently).
  const [said, setSaid] = useState('');
  const inputError = c.inputProblem ? t(`compat.errors.${c.inputProblem}`, { max: COMPAT_NAME_MAX, limit: COMPAT_MAX }) : undefined;
  const add = () => {
    const name = c.input.trim();
    if (c.add()) setSaid(t('compat.added', { name, position: c.names.length + 1 }));
  };
  const move = (i: number, by: -1 | 1) => {
    const name = c.names[i]!;
    if (by < 0) c.up(i);
    else c.down(i);
    setSaid(t('compat.moved', { name, position: i + by + 1, total: c.names.length }));
  };
  return (
    <>
      {c.problem && (
        <Alert kind="error">
          <span data-testid="compat-problem">{c.problem}</span>
        </Alert>
      )}
      <div className={styles.compatAdd}>
        <div className={styles.field}>
          <label htmlFor="compat-input" className={styles.fieldLabel}>
            {t('compat.input')}
          </label>
          <input
            id="compat-input"
            className={catalog.control}
            value={c.input}
            maxLength={COMPAT_NAME_MAX + 20}
            placeholder={t('compat.placeholder')}
            onChange={(e) => c.setInput(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds the name: the editor's form around this section must not be submitted by it.
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? 'compat-input-error' : 'compat-input-hint'}
            data-testid="compat-input"
          />
        </div>
        <Button variant="secondary" onClick={add} data-testid="compat-add">
          {t('compat.add')}
        </Button>
      </div>
      {inputError ? (
        <span id="compat-input-error" className={catalog.fieldError} role="alert">
          {inputError}
        </span>
      ) : (
        <span id="compat-input-hint" className={catalog.hintLine}>
          {t('compat.hint', { max: COMPAT_NAME_MAX, limit: COMPAT_MAX })}
        </span>
      )}
      {c.names.length ? (
        <ol className={styles.list} aria-label={t('compat.listLabel')}>
          {c.names.map((name, i) => (
            <li key={name} className={styles.compatItem} data-bad={c.badIndex === i} data-testid={`compat-item-${i}`}>
              <span className={styles.position} aria-hidden="true">
                {i + 1}.
              </span>
              <span className={styles.compatName}>{name}</span>
              <span className={styles.rowActions}>
                <Button size="icon" variant="ghost" disabled={i === 0} aria-label={t('compat.up', { name })} title={t('compat.up', { name })} onClick={() => move(i, -1)} data-testid={`compat-up-${i}`}>
                  <ArrowUp size={16} aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  disabled={i === c.names.length - 1}
                  aria-label={t('compat.down', { name })}
                  title={t('compat.down', { name })}
                  onClick={() => move(i, 1)}
                  data-testid={`compat-down-${i}`}
                >
                  <ArrowDown size={16} aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t('compat.remove', { name })}
                  title={t('compat.remove', { name })}
                  onClick={() => {
                    c.remove(i);
                    setSaid(t('compat.removed', { name }));
                  }}
                  data-testid={`compat-remove-${i}`}
                >
                  <X size={16} aria-hidden="true" />
                </Button>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={catalog.hintLine} data-testid="compat-empty">
          {t('compat.none')}
        </p>
      )}
      <span className={styles.liveRegion} aria-live="polite">
        {said}
      </span>
      <div className={styles.footer}>
        <Button busy={c.busy} disabled={!c.dirty} onClick={() => void c.save()} data-testid="compat-save">
          {t('compat.save')}
        </Button>
        {c.dirty && <span className={catalog.muted}>{t('compat.unsaved')}</span>}
      </div>
    </>
  );
}

/**
 * The part numbers of other brands this product stands in for (issue 27), in the order buyers see
 * them under "compatible with": added, removed and moved here, then saved as one list.
 */
export function CompatEditor({ productId, form }: { productId: number; form: ProductForm }) {
  const { t } = useTranslation('console-catalog-data');
  const data = useCatalogData(productId);
  return (
    <section className={styles.section} aria-labelledby="compat-title" data-testid="product-compat">
      <h2 id="compat-title" className={catalog.sectionTitle}>
        {t('compat.title')}
      </h2>
      <p className={catalog.hintLine}>{t('compat.lead')}</p>
      {data.data ? (
        <CompatList productId={productId} form={form} initial={data.data.compat} />
      ) : data.isError ? (
        <LoadError onRetry={data.refetch} />
      ) : (
        <Skeleton height={80} />
      )}
    </section>
  );
}
