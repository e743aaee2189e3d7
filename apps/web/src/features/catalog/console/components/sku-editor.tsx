import { converter, formatMoney, parseImportPrice, SKU_PRODUCT_NO_MAX, type StaffProduct, type StaffSkuOptions } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2, X } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { skuOptionsQuery } from '../api/catalog-skus-api';
import type { ProductForm } from '../hooks/use-product-form';
import { useSkuEditor, type SkuEditor as Editor } from '../hooks/use-sku-editor';
import styles from './sku-editor.module.css';

const KNOWN = new Set(['required', 'invalid', 'tooLong', 'productNoTooLong', 'tooMany', 'amountTooLarge', 'skuDuplicate', 'skuAttrsDiffer', 'skuTierOrder', 'skuNoTaken']);

/** A field's message: a key of the namespace's errors, or the server's own words as they came. */
function useErrorText() {
  const { t } = useTranslation('console-catalog-skus');
  return (v: string | undefined) => (v === undefined ? undefined : KNOWN.has(v) ? t(`errors.${v}`) : v);
}

/** One control of a row with its error under it. */
function Cell({ label, error, children, className }: { label: string; error?: string; children: ReactNode; className?: string }) {
  return (
    <td data-label={label} className={className}>
      <div className={styles.control}>
        {children}
        {error && <span className={styles.error}>{error}</span>}
      </div>
    </td>
  );
}

/** The base price in the shop's other currencies at today's rates: a hint, never stored. */
function Converted({ cents, currencies }: { cents: number | null; currencies: StaffSkuOptions['currencies'] }) {
  const { t, i18n } = useTranslation('console-catalog-skus');
  const base = currencies.find((c) => c.isBase);
  if (!base || cents === null || cents < 1) return null;
  const others = currencies.filter((c) => !c.isBase);
  if (!others.length) return null;
  return (
    <details className={styles.converted}>
      <summary>{t('otherCurrencies')}</summary>
      <ul>
        {others.map((c) => (
          <li key={c.code}>{formatMoney(converter(base, c)(cents), c.code, c.minorUnits, i18n.language)}</li>
        ))}
      </ul>
    </details>
  );
}

function Tiers({ editor, i }: { editor: Editor; i: number }) {
  const { t } = useTranslation('console-catalog-skus');
  const errorText = useErrorText();
  const row = editor.draft.rows[i]!;
  return (
    <div className={styles.tiers}>
      {row.tiers.map((tier, j) => {
        const qtyError = errorText(editor.error(`skus.${i}.tiers.${j}.minQty`));
        const priceError = errorText(editor.error(`skus.${i}.tiers.${j}.price`));
        return (
          <div key={j} className={styles.tier}>
            <span className={styles.tierLine}>
              <span aria-hidden="true">≥</span>
              <input
                className={styles.qty}
                inputMode="numeric"
                value={tier.minQty}
                aria-label={t('tierQty', { n: j + 1 })}
                aria-invalid={qtyError ? true : undefined}
                onChange={(e) => editor.setTier(i, j, 'minQty', e.target.value)}
                onKeyDown={enterSaves(editor)}
                data-testid={`sku-tier-qty-${i}-${j}`}
              />
              <input
                className={styles.money}
                inputMode="decimal"
                value={tier.price}
                aria-label={t('tierPrice', { n: j + 1 })}
                aria-invalid={priceError ? true : undefined}
                onChange={(e) => editor.setTier(i, j, 'price', e.target.value)}
                onKeyDown={enterSaves(editor)}
                data-testid={`sku-tier-price-${i}-${j}`}
              />
              <Button size="icon" variant="ghost" aria-label={t('removeTier', { n: j + 1 })} title={t('removeTier', { n: j + 1 })} onClick={() => editor.removeTier(i, j)} data-testid={`sku-tier-remove-${i}-${j}`}>
                <X size={14} aria-hidden="true" />
              </Button>
            </span>
            {(qtyError || priceError) && <span className={styles.error}>{qtyError ?? priceError}</span>}
          </div>
        );
      })}
      <Button size="small" variant="ghost" onClick={() => editor.addTier(i)} data-testid={`sku-tier-add-${i}`}>
        <Plus size={14} aria-hidden="true" /> {t('addTier')}
      </Button>
    </div>
  );
}

type Attributes = StaffSkuOptions['attributes'];

/** Enter in a SKU's field saves the SKUs, not the texts form around them. */
const enterSaves = (editor: Editor) => (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  void editor.save();
};

/** The sale attributes every SKU has: removable chips and a choice of the others. */
function AttributeBar({ editor, attributes }: { editor: Editor; attributes: Attributes }) {
  const { t } = useTranslation('console-catalog-skus');
  const keys = editor.draft.keys;
  const attrName = (k: string) => attributes.find((a) => a.key === k)?.name ?? k;
  const unchosen = attributes.filter((a) => !keys.includes(a.key));
  return (
    <div className={styles.attrBar} data-testid="sku-attributes">
      <span className={styles.attrLabel}>{t('attributes')}</span>
      {keys.length === 0 && <span className={styles.hint}>{t('noAttributes')}</span>}
      {keys.map((k) => (
        <span key={k} className={styles.chip}>
          {attrName(k)}
          <button type="button" className={styles.chipRemove} aria-label={t('removeAttribute', { name: attrName(k) })} title={t('removeAttribute', { name: attrName(k) })} onClick={() => editor.removeKey(k)} data-testid={`sku-attr-remove-${k}`}>
            <X size={12} aria-hidden="true" />
          </button>
        </span>
      ))}
      {unchosen.length > 0 && (
        <select className={styles.attrAdd} value="" aria-label={t('addAttribute')} onChange={(e) => e.target.value && editor.addKey(e.target.value)} data-testid="sku-attr-add">
          <option value="">{t('addAttribute')}</option>
          {unchosen.map((a) => (
            <option key={a.key} value={a.key}>
              {a.name}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

/** The variant's attributes, one named line each: five attributes stay one column wide. */
function VariantCell({ editor, i, attributes, rowError }: { editor: Editor; i: number; attributes: Attributes; rowError?: string }) {
  const { t } = useTranslation('console-catalog-skus');
  const errorText = useErrorText();
  const row = editor.draft.rows[i]!;
  return (
    <td className={styles.stackCell}>
      <div className={styles.stack}>
        {editor.draft.keys.map((k) => {
          const attribute = attributes.find((a) => a.key === k);
          const values = attribute?.values ?? [];
          const error = errorText(editor.error(`skus.${i}.attrs.${k}`));
          return (
            <label key={k} className={styles.stackField}>
              <span className={styles.stackName}>{attribute?.name ?? k}</span>
              <select value={row.attrs[k] ?? ''} aria-invalid={error ? true : undefined} onChange={(e) => editor.setAttr(i, k, e.target.value)} data-testid={`sku-attr-${i}-${k}`}>
                <option value="">{t('choose')}</option>
                {/* A value the reference no longer lists stays visible as it is stored. */}
                {row.attrs[k] && !values.some((v) => v.key === row.attrs[k]) && <option value={row.attrs[k]}>{row.attrs[k]}</option>}
                {values.map((v) => (
                  <option key={v.key} value={v.key}>
                    {v.label}
                  </option>
                ))}
              </select>
              {error && <span className={styles.stackError}>{error}</span>}
            </label>
          );
        })}
      </div>
      {rowError && <span className={styles.error}>{rowError}</span>}
    </td>
  );
}

/** Stock, weight and sample limit one under the other, each named: the table stays within a desktop's width. */
function QuantitiesCell({ editor, i }: { editor: Editor; i: number }) {
  const { t } = useTranslation('console-catalog-skus');
  const errorText = useErrorText();
  const row = editor.draft.rows[i]!;
  const fields = [
    ['stock', t('columns.stock'), `sku-stock-${i}`],
    ['weightG', t('columns.weight'), `sku-weight-${i}`],
    ['sampleLimit', t('columns.sampleLimit'), `sku-sample-${i}`],
  ] as const;
  return (
    <td className={styles.stackCell}>
      <div className={styles.stack}>
        {fields.map(([f, label, testId]) => {
          const error = errorText(editor.error(`skus.${i}.${f}`));
          return (
            <label key={f} className={styles.stackField}>
              <span className={styles.stackName}>{label}</span>
              <input className={styles.qty} inputMode="numeric" value={row[f]} aria-invalid={error ? true : undefined} onChange={(e) => editor.setField(i, f, e.target.value)} onKeyDown={enterSaves(editor)} data-testid={testId} />
              {error && <span className={styles.stackError}>{error}</span>}
            </label>
          );
        })}
      </div>
    </td>
  );
}

function SkuRow({ editor, i, attributes, currencies }: { editor: Editor; i: number; attributes: Attributes; currencies: StaffSkuOptions['currencies'] }) {
  const { t } = useTranslation('console-catalog-skus');
  const errorText = useErrorText();
  const r = editor.draft.rows[i]!;
  const rowError = errorText(editor.error(`skus.${i}.attrs`) ?? editor.error(`skus.${i}.id`));
  const productNoError = errorText(editor.error(`skus.${i}.productNo`));
  const priceError = errorText(editor.error(`skus.${i}.price`));
  return (
    <tr data-testid={`sku-row-${i}`}>
      {editor.draft.keys.length > 0 && <VariantCell editor={editor} i={i} attributes={attributes} rowError={rowError} />}
      <Cell label={t('columns.productNo')} error={productNoError}>
        <input
          className={styles.productNo}
          maxLength={SKU_PRODUCT_NO_MAX}
          value={r.productNo}
          aria-label={`${t('columns.productNo')} (${i + 1})`}
          aria-invalid={productNoError ? true : undefined}
          onChange={(e) => editor.setField(i, 'productNo', e.target.value)}
          onKeyDown={enterSaves(editor)}
          data-testid={`sku-product-no-${i}`}
        />
      </Cell>
      <Cell label={t('columns.price')} error={priceError}>
        <input
          className={styles.money}
          inputMode="decimal"
          value={r.price}
          aria-label={`${t('columns.price')} (${i + 1})`}
          aria-invalid={priceError ? true : undefined}
          onChange={(e) => editor.setField(i, 'price', e.target.value)}
          onKeyDown={enterSaves(editor)}
          data-testid={`sku-price-${i}`}
        />
        <Converted cents={parseImportPrice(r.price.trim().replace(',', '.'))} currencies={currencies} />
      </Cell>
      <td data-label={t('columns.tiers')} className={styles.tiersCell}>
        <Tiers editor={editor} i={i} />
      </td>
      <QuantitiesCell editor={editor} i={i} />
      <td className={styles.actionsCell}>
        {editor.draft.keys.length === 0 && rowError && <span className={styles.error}>{rowError}</span>}
        <Button size="small" variant="ghost" onClick={() => editor.removeRow(i)} aria-label={t('remove', { productNo: r.productNo || i + 1 })} data-testid={`sku-remove-${i}`}>
          <Trash2 size={16} aria-hidden="true" /> <span className={styles.removeText}>{t('removeShort')}</span>
        </Button>
      </td>
    </tr>
  );
}

/**
 * The product's SKUs, editable (permission catalog.edit): its sale attributes, and per SKU the
 * values, product number, base price in US dollars with its volume prices, weight, stock and
 * sample limit; saved as a whole over the page's version. A table on a desktop, cards on a phone.
 */
export function SkuEditor({ product, form, onReload, onDirty }: { product: StaffProduct; form: ProductForm; onReload: () => Promise<unknown>; onDirty?: (dirty: boolean) => void }) {
  const { t, i18n } = useTranslation('console-catalog-skus');
  const editor = useSkuEditor(product, form, onDirty);
  const options = useQuery(skuOptionsQuery(i18n.language));
  const errorText = useErrorText();
  const attributes = options.data?.attributes ?? [];
  const currencies = options.data?.currencies ?? [];
  const { keys, rows } = editor.draft;

  return (
    <section className={styles.panel} aria-labelledby="skus-title" data-testid="product-skus">
      <h2 id="skus-title" className={styles.title}>
        {t('title', { count: rows.length })}
      </h2>
      <p className={styles.hint}>{t('rule')}</p>
      {editor.conflict && (
        <Alert kind="error">
          <span data-testid="sku-conflict">{editor.conflict}</span>{' '}
          <Button size="small" variant="secondary" busy={editor.busy === 'reload'} onClick={() => void editor.reload(onReload)} data-testid="sku-reload">
            {t('reload')}
          </Button>
        </Alert>
      )}
      {editor.problem && (
        <Alert kind="error">
          <span data-testid="sku-problem">{editor.problem}</span>
        </Alert>
      )}
      <AttributeBar editor={editor} attributes={attributes} />
      {rows.length === 0 ? (
        <p className={styles.hint} data-testid="sku-none">
          {t('none')}
        </p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                {keys.length > 0 && <th scope="col">{t('columns.variant')}</th>}
                <th scope="col">{t('columns.productNo')}</th>
                <th scope="col">{t('columns.price')}</th>
                <th scope="col">{t('columns.tiers')}</th>
                <th scope="col">{t('columns.quantities')}</th>
                <th scope="col">
                  <span className={styles.srOnly}>{t('columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <SkuRow key={r.uid} editor={editor} i={i} attributes={attributes} currencies={currencies} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editor.error('skus') && <span className={styles.error}>{errorText(editor.error('skus'))}</span>}
      <div className={styles.footer}>
        <Button variant="secondary" onClick={editor.addRow} data-testid="sku-add">
          <Plus size={16} aria-hidden="true" /> {t('add')}
        </Button>
        <Button busy={editor.busy === 'save'} disabled={!editor.dirty} onClick={() => void editor.save()} data-testid="sku-save">
          {t('save')}
        </Button>
        {editor.dirty && (
          <span className={styles.hint} data-testid="sku-unsaved">
            {editor.removed > 0 ? t('unsavedRemoved', { count: editor.removed }) : t('unsaved')}
          </span>
        )}
      </div>
    </section>
  );
}

/** Where the SKUs will be on a new product's page: they are added once it has been saved (it needs an id). */
export function SkusAfterFirstSave() {
  const { t } = useTranslation('console-catalog-skus');
  return (
    <section className={styles.panel} aria-labelledby="skus-title" data-testid="product-skus-later">
      <h2 id="skus-title" className={styles.title}>
        {t('title', { count: 0 })}
      </h2>
      <p className={styles.hint}>{t('afterFirstSave')}</p>
    </section>
  );
}
