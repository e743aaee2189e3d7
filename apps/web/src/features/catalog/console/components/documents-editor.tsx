import { DOC_TYPES, DOCUMENT_MAX_BYTES, LANG_CODES, type LangCode, type StaffDocument } from '@netshop/contract';
import { ArrowDownToLine, FileText, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useCatalogData, useDocumentsEditor, type DocumentsEditorState } from '../hooks/use-catalog-data';
import type { ProductForm } from '../hooks/use-product-form';
import catalog from '../pages/console-catalog.module.css';
import { langLabel } from './language-badges';
import styles from './catalog-data.module.css';

const MB = DOCUMENT_MAX_BYTES / 1024 / 1024;

/** A size in the reader's language: "1.2 MB", "850 kB". */
function useSize() {
  const { i18n } = useTranslation();
  return (bytes: number) => {
    const [n, unit] = bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'megabyte'] : [Math.max(1, bytes / 1024), 'kilobyte'];
    return new Intl.NumberFormat(i18n.language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(n);
  };
}

/** A field's message in words (a key of this section's errors, else "not valid"). */
function useFieldError() {
  const { t } = useTranslation('console-catalog-data');
  return (key: string | undefined) => (key ? t(`errors.${['required', 'tooLong', 'invalid', 'taken', 'notPdf', 'tooLarge'].includes(key) ? key : 'invalid'}`, { max: MB }) : undefined);
}

function DocumentRow({ doc, index, editor }: { doc: StaffDocument; index: number; editor: DocumentsEditorState }) {
  const { t, i18n } = useTranslation(['console-catalog-data', 'content']);
  const size = useSize();
  const [confirming, setConfirming] = useState(false);
  const lang = (LANG_CODES as readonly string[]).includes(i18n.language) ? (i18n.language as LangCode) : 'en';
  const title = doc.titles[lang] || doc.titles.en || doc.titles['zh-CN'] || t('docs.untitled');
  return (
    <li className={styles.doc} data-testid={`doc-item-${index}`}>
      <div className={styles.docMain}>
        <span className={styles.docTitle}>{title}</span>
        <span className={styles.meta}>
          <span className={styles.tag}>{t(`content:docTypes.${doc.type}`)}</span>{' '}
          {doc.file ? (
            <span className={styles.tag} data-kind="file">
              <ArrowDownToLine size={12} aria-hidden="true" /> {t('docs.uploaded', { name: doc.file.name, size: size(doc.file.size) })}
            </span>
          ) : (
            <span className={styles.tag}>{t('docs.generated')}</span>
          )}{' '}
          {t('docs.changed', { date: new Date(doc.updatedAt).toLocaleDateString(i18n.language) })}
        </span>
      </div>
      <div className={styles.rowActions}>
        {confirming ? (
          <>
            <Button size="small" variant="secondary" busy={editor.busy === doc.id} onClick={() => editor.remove(doc)} data-testid={`doc-remove-confirm-${index}`}>
              {t('docs.removeConfirm')}
            </Button>
            <Button size="small" variant="ghost" onClick={() => setConfirming(false)}>
              {t('docs.keep')}
            </Button>
          </>
        ) : (
          <Button size="small" variant="ghost" aria-label={t('docs.removeNamed', { title })} onClick={() => setConfirming(true)} data-testid={`doc-remove-${index}`}>
            {t('docs.remove')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The form of a new document: the PDF, its type, and its title in each language side by side. */
function AddDocument({ editor }: { editor: DocumentsEditorState }) {
  const { t } = useTranslation(['console-catalog-data', 'content', 'console-catalog']);
  const fieldError = useFieldError();
  const fileError = fieldError(editor.error('file'));
  const typeError = fieldError(editor.error('type'));
  return (
    <fieldset className={styles.addForm} data-testid="doc-form">
      <legend>{t('docs.addTitle')}</legend>
      <div className={styles.fileRow}>
        <div className={styles.field} role="group" aria-labelledby="doc-file-label">
          <span id="doc-file-label" className={styles.fieldLabel}>
            {t('docs.file')}
          </span>
          {editor.file && (
            <span className={styles.chosen} data-testid="doc-chosen">
              <FileText size={16} aria-hidden="true" />
              <span className={styles.chosenName}>{editor.file.name}</span>
            </span>
          )}
          <label className={styles.pick}>
            <Upload size={16} aria-hidden="true" />
            {editor.file ? t('docs.otherFile') : t('docs.chooseFile')}
            <input
              key={editor.fileKey}
              type="file"
              accept="application/pdf,.pdf"
              className={styles.hiddenInput}
              onChange={(e) => editor.setFile(e.target.files?.[0] ?? null)}
              aria-invalid={fileError ? true : undefined}
              aria-describedby="doc-file-hint"
              data-testid="doc-upload"
            />
          </label>
          <span id="doc-file-hint" className={catalog.hintLine}>
            {t('docs.fileHint', { max: MB })}
          </span>
          {fileError && (
            <span className={catalog.fieldError} role="alert">
              {fileError}
            </span>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor="doc-type" className={styles.fieldLabel}>
            {t('docs.type')}
          </label>
          <select id="doc-type" className={catalog.control} value={editor.type} onChange={(e) => editor.setType(e.target.value as typeof editor.type)} aria-invalid={typeError ? true : undefined} data-testid="doc-type">
            <option value="">{t('docs.chooseType')}</option>
            {DOC_TYPES.map((d) => (
              <option key={d} value={d}>
                {t(`content:docTypes.${d}`)}
              </option>
            ))}
          </select>
          {typeError && (
            <span className={catalog.fieldError} role="alert">
              {typeError}
            </span>
          )}
        </div>
      </div>
      <p id="doc-titles" className={styles.groupLabel}>
        {t('docs.titles')}
      </p>
      <div className={catalog.langGrid} role="group" aria-labelledby="doc-titles">
        {LANG_CODES.map((l) => {
          const err = fieldError(editor.error(`titles.${l}`));
          const id = `doc-title-${l}`;
          return (
            <div key={l} className={catalog.langCell}>
              <label htmlFor={id} className={catalog.langLabel}>
                <span>{t(`console-catalog:languages.${l}`)}</span>
                <span className={catalog.code}>{langLabel(l)}</span>
              </label>
              <input id={id} lang={l} className={catalog.control} value={editor.titles[l]} maxLength={200} onChange={(e) => editor.setTitle(l, e.target.value)} aria-invalid={err ? true : undefined} data-testid={id} />
              {err && (
                <span className={catalog.fieldError} role="alert">
                  {err}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <div className={styles.footer}>
        <Button variant="secondary" busy={editor.busy === 'add'} onClick={() => void editor.add()} data-testid="doc-add">
          {t('docs.add')}
        </Button>
        <span className={catalog.hintLine}>{t('docs.addHint')}</span>
      </div>
    </fieldset>
  );
}

/**
 * The product's documents (issue 27): the seeded ones generated from the product's data, the
 * uploaded PDFs as they are; staff with catalog.edit add a PDF with a type and six titles, or
 * remove one. Buyers see the change at once on the product page and the documents page.
 */
export function DocumentsEditor({ productId, form }: { productId: number; form: ProductForm }) {
  const { t } = useTranslation('console-catalog-data');
  const data = useCatalogData(productId);
  const editor = useDocumentsEditor(productId, form);
  return (
    <section className={styles.section} aria-labelledby="docs-title" data-testid="product-documents">
      <h2 id="docs-title" className={catalog.sectionTitle}>
        {t('docs.title')}
      </h2>
      <p className={catalog.hintLine}>{t('docs.lead')}</p>
      {editor.problem && (
        <Alert kind="error">
          <span data-testid="doc-problem">{editor.problem}</span>
        </Alert>
      )}
      {data.data ? (
        data.data.documents.length ? (
          <ul className={styles.list} aria-label={t('docs.listLabel')}>
            {data.data.documents.map((d, i) => (
              <DocumentRow key={d.id} doc={d} index={i} editor={editor} />
            ))}
          </ul>
        ) : (
          <p className={catalog.hintLine} data-testid="doc-empty">
            {t('docs.none')}
          </p>
        )
      ) : data.isError ? (
        <LoadError onRetry={data.refetch} />
      ) : (
        <Skeleton height={80} />
      )}
      <AddDocument editor={editor} />
    </section>
  );
}
