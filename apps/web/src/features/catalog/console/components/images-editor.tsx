import { LANG_CODES, PRODUCT_IMAGE_ACCEPT, PRODUCT_IMAGE_ALT_MAX, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '@netshop/contract';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useImagesEditor, type ImagesEditorState } from '../hooks/use-images-editor';
import type { ProductForm } from '../hooks/use-product-form';
import { langLabel } from './language-badges';
import styles from './images-editor.module.css';

interface Drag {
  dragged: number | null;
  over: number | null;
  setDragged(i: number | null): void;
  setOver(i: number | null): void;
  end(): void;
}

/** One picture: its thumbnail with the move and remove buttons, and its six texts side by side. Dragged onto another to take its place. */
function ImageItem({ editor, index: i, drag }: { editor: ImagesEditorState; index: number; drag: Drag }) {
  const { t } = useTranslation(['console-catalog-media', 'console-catalog']);
  const img = editor.draft[i]!;
  return (
    <li
      className={styles.item}
      data-testid={`image-item-${i}`}
      data-dragging={drag.dragged === i}
      data-over={drag.over === i && drag.dragged !== null && drag.dragged !== i}
      draggable
      onDragStart={(e) => {
        drag.setDragged(i);
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(i));
      }}
      onDragOver={(e) => {
        if (drag.dragged === null) return;
        e.preventDefault();
        drag.setOver(i);
      }}
      onDragLeave={() => drag.setOver(drag.over === i ? null : drag.over)}
      onDrop={(e) => {
        e.preventDefault();
        if (drag.dragged !== null) editor.move(drag.dragged, i);
        drag.end();
      }}
      onDragEnd={drag.end}
    >
      <div className={styles.picture}>
        <img src={img.url} alt={t('thumbAlt', { n: i + 1 })} width={160} height={160} loading="lazy" decoding="async" draggable={false} />
        {i === 0 && <span className={styles.mainTag}>{t('main')}</span>}
        <span className={styles.size}>{img.width && img.height ? t('pixels', { w: img.width, h: img.height }) : ''}</span>
        <div className={styles.tools}>
          <Button variant="ghost" size="icon" aria-label={t('up', { n: i + 1 })} title={t('up', { n: i + 1 })} disabled={i === 0} onClick={() => editor.move(i, i - 1)} data-testid={`image-up-${i}`}>
            <ArrowUp size={18} aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('down', { n: i + 1 })}
            title={t('down', { n: i + 1 })}
            disabled={i === editor.draft.length - 1}
            onClick={() => editor.move(i, i + 1)}
            data-testid={`image-down-${i}`}
          >
            <ArrowDown size={18} aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={t('remove.button', { n: i + 1 })} title={t('remove.button', { n: i + 1 })} onClick={() => editor.askRemove(i)} data-testid={`image-remove-${i}`}>
            <Trash2 size={18} aria-hidden="true" />
          </Button>
        </div>
      </div>
      <fieldset className={styles.alts}>
        <legend>{t('alt', { n: i + 1 })}</legend>
        {LANG_CODES.map((l) => {
          const id = `image-alt-${img.id}-${l}`;
          return (
            <div key={l} className={styles.altCell}>
              <label htmlFor={id} className={styles.altLabel}>
                <span lang={l}>{t(`console-catalog:languages.${l}`)}</span>
                <span className={styles.code}>{langLabel(l)}</span>
              </label>
              <input
                id={id}
                className={styles.input}
                lang={l}
                value={img.alt[l]}
                maxLength={PRODUCT_IMAGE_ALT_MAX}
                placeholder={t('altPlaceholder')}
                onChange={(e) => editor.setAlt(i, l, e.target.value)}
                // Enter would send the product's form around this section.
                onKeyDown={(e) => {
                  if (e.key === 'Enter') e.preventDefault();
                }}
                data-testid={`image-alt-${i}-${l}`}
              />
            </div>
          );
        })}
      </fieldset>
    </li>
  );
}

/** The confirmation of a removal, with the picture and what its removal changes for buyers. */
function RemoveDialog({ editor }: { editor: ImagesEditorState }) {
  const { t } = useTranslation('console-catalog-media');
  return (
  <Dialog
    open={editor.removing !== null}
    title={t('remove.title')}
    closeLabel={t('remove.cancel')}
    onClose={() => editor.askRemove(null)}
    footer={
      <>
        <Button variant="secondary" onClick={() => editor.askRemove(null)}>
          {t('remove.cancel')}
        </Button>
        <Button busy={editor.busy === 'remove'} onClick={() => void editor.remove()} data-testid="image-remove-confirm">
          {t('remove.confirm')}
        </Button>
      </>
    }
  >
    {editor.removing !== null && editor.draft[editor.removing] && (
      <div className={styles.confirm}>
        <img src={editor.draft[editor.removing]!.url} alt={t('thumbAlt', { n: editor.removing + 1 })} width={96} height={96} />
        <p>{t(editor.removing === 0 && editor.draft.length > 1 ? 'remove.bodyMain' : editor.removing === 0 ? 'remove.bodyLast' : 'remove.body')}</p>
      </div>
    )}
  </Dialog>
  );
}

/**
 * A product's pictures in the editor (issue 27): thumbnails in order, the first the main picture
 * buyers see; dragged, or moved with buttons a keyboard reaches; each picture's alternative text in
 * the six languages side by side; upload and removal (confirmed). Each change the server takes
 * bumps the product's version, which the rest of the form follows.
 */
export function ImagesEditor({ productId, form }: { productId: number; form: ProductForm }) {
  const { t } = useTranslation(['console-catalog-media', 'console-catalog']);
  const editor = useImagesEditor(productId, form);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const drag: Drag = {
    dragged,
    over,
    setDragged,
    setOver,
    end: () => {
      setDragged(null);
      setOver(null);
    },
  };
  const { draft } = editor;

  return (
    <section className={styles.section} aria-labelledby="images-title" data-testid="product-images">
      <h2 id="images-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.hint}>{t('hint', { max: PRODUCT_IMAGES_MAX, mb: PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024 })}</p>
      {editor.error && (
        <Alert kind="error" onClose={editor.clearError} closeLabel={t('closeError')}>
          <span data-testid="images-error">{editor.error}</span>
        </Alert>
      )}
      {editor.loading ? (
        <Skeleton height={160} />
      ) : editor.loadError ? (
        <LoadError onRetry={editor.retry} />
      ) : draft.length === 0 ? (
        <p className={styles.empty} data-testid="images-empty">
          {t('empty')}
        </p>
      ) : (
        <ol className={styles.list}>
          {draft.map((img, i) => (
            <ImageItem key={img.id} editor={editor} index={i} drag={drag} />
          ))}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">
        {editor.announce}
      </p>
      <div className={styles.actions}>
        <label className={`${buttonClass('secondary')} ${styles.uploadButton}`} data-disabled={editor.full || editor.busy !== null}>
          <ImagePlus size={18} aria-hidden="true" />
          <span>{t('upload')}</span>
          <input
            type="file"
            accept={PRODUCT_IMAGE_ACCEPT}
            className="visually-hidden"
            disabled={editor.full || editor.busy !== null}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void editor.upload(file);
            }}
            data-testid="image-upload"
          />
        </label>
        <Button busy={editor.busy === 'save'} disabled={!editor.dirty || editor.busy !== null} onClick={() => void editor.save()} data-testid="images-save">
          {t('save')}
        </Button>
        {editor.dirty && <span className={styles.muted}>{t('unsaved')}</span>}
        {editor.full && <span className={styles.muted}>{t('full', { max: PRODUCT_IMAGES_MAX })}</span>}
      </div>
      {editor.uploading && (
        <div className={styles.progress} role="status" data-testid="image-progress">
          <progress aria-label={t('uploading', { name: editor.uploading })} />
          <span>{t('uploading', { name: editor.uploading })}</span>
        </div>
      )}
      <RemoveDialog editor={editor} />
    </section>
  );
}
