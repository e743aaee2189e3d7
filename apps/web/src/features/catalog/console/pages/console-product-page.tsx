import type { ProductStatus, StaffProduct } from '@netshop/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PermissionGate, useStaffCan } from '../../../../components/console/permission-gate';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { productQuery } from '../api/catalog-console-api';
import { IdentityFields } from '../components/identity-fields';
import { ImagesEditor } from '../components/images-editor';
import { PublishDialog } from '../components/publish-dialog';
import { StatusTag } from '../components/status-tag';
import { SkuEditor, SkusAfterFirstSave } from '../components/sku-editor';
import { TextsEditor, useIncomplete } from '../components/texts-editor';
import { DocumentsEditor } from '../components/documents-editor';
import { CompatEditor } from '../components/compat-editor';
import { useProductActions } from '../hooks/use-product-actions';
import { loadedOf, useProductForm } from '../hooks/use-product-form';
import styles from './console-catalog.module.css';

/** The editor over one loaded product (or a new one): its form lives as long as the page. */
function Editor({ product }: { product: StaffProduct | null }) {
  const { t } = useTranslation('console-catalog');
  const form = useProductForm(loadedOf(product));
  const [state, setState] = useState<{ status: ProductStatus; reason: string | null }>({ status: product?.status ?? 'draft', reason: product?.publishOverrideReason ?? null });
  const actions = useProductActions(product?.id ?? null, form, (s) => setState((x) => ({ status: s.status, reason: 'publishOverrideReason' in s ? (s as StaffProduct).publishOverrideReason : x.reason })));
  const [publishing, setPublishing] = useState(false);
  // Unsaved SKUs hold publishing as unsaved texts do: what is published is what was saved.
  const [skusDirty, setSkusDirty] = useState(false);
  const incomplete = useIncomplete(form);
  const title = product ? form.identity.model || product.model : t('newTitle');

  return (
    <form
      className={styles.editor}
      onSubmit={(e) => {
        e.preventDefault();
        actions.save();
      }}
      data-testid="product-editor"
    >
      <div className={styles.titleRow}>
        <h1>{title}</h1>
        {product && <StatusTag status={state.status} />}
        {product && <span className={styles.muted}>{t('version', { version: form.version })}</span>}
      </div>
      {state.status === 'published' && state.reason && <p className={styles.hintLine}>{t('overrideNote', { reason: state.reason })}</p>}
      {actions.conflict && (
        <Alert kind="error">
          <span data-testid="product-conflict">{actions.conflict}</span>{' '}
          <Button size="small" variant="secondary" busy={actions.busy === 'reload'} onClick={() => void actions.reload()} data-testid="product-reload">
            {t('reload')}
          </Button>
        </Alert>
      )}
      {actions.problem && (
        <Alert kind="error">
          <span data-testid="product-problem">{actions.problem}</span>
        </Alert>
      )}
      <IdentityFields form={form} />
      <TextsEditor form={form} />
      {product && <ImagesEditor productId={product.id} form={form} />}
      {product && <SkuEditor product={product} form={form} onReload={actions.reload} onDirty={setSkusDirty} />}
      {!product && <SkusAfterFirstSave />}
      {product && <DocumentsEditor productId={product.id} form={form} />}
      {product && <CompatEditor productId={product.id} form={form} />}
      <div className={styles.actions}>
        <Button type="submit" busy={actions.busy === 'save'} disabled={!form.dirty && product !== null} data-testid="product-save">
          {t('save')}
        </Button>
        {product && state.status !== 'published' && (
          <Button variant="accent" disabled={form.dirty || skusDirty} title={form.dirty || skusDirty ? t('saveFirst') : undefined} onClick={() => setPublishing(true)} data-testid="product-publish">
            {t('publish.button')}
          </Button>
        )}
        {product && state.status === 'published' && (
          <Button variant="secondary" disabled={form.dirty || skusDirty} busy={actions.busy === 'unpublish'} onClick={() => void actions.unpublish()} data-testid="product-unpublish">
            {t('unpublish')}
          </Button>
        )}
        {product && (
          <Button variant="ghost" busy={actions.busy === 'duplicate'} onClick={() => void actions.duplicate()} data-testid="product-duplicate">
            {t('duplicate')}
          </Button>
        )}
        {form.dirty && <span className={styles.muted}>{t('unsaved')}</span>}
      </div>
      <PublishDialog
        open={publishing}
        incomplete={incomplete}
        busy={actions.busy === 'publish'}
        onClose={() => setPublishing(false)}
        onPublish={(reason) => {
          void Promise.resolve(actions.publish(reason)).then(() => setPublishing(false));
        }}
      />
    </form>
  );
}

/**
 * /console/catalog/:productId and /console/catalog/new (permission catalog.edit): a product's
 * identity and every text in six languages side by side, saved over the version loaded (ADR 0042).
 */
export function Component() {
  const { t } = useTranslation(['console-catalog', 'console']);
  const { productId } = useParams();
  const isNew = productId === 'new' || productId === undefined;
  const id = isNew ? 0 : Number(productId);
  const allowed = useStaffCan('catalog.edit');
  const product = useQuery({ ...productQuery(id), enabled: allowed && !isNew && Number.isInteger(id) && id > 0 });
  return (
    <PermissionGate permission="catalog.edit" title={t('title')} noAccess={t('noAccess')} error={product.error} testId="catalog-no-access">
      <Link to="/console/catalog" className={styles.back}>
        <ArrowLeft size={16} aria-hidden="true" /> {t('back')}
      </Link>
      {isNew ? (
        <Editor key="new" product={null} />
      ) : product.data ? (
        <Editor key={product.data.id} product={product.data} />
      ) : product.isError ? (
        <LoadError onRetry={() => void product.refetch()} />
      ) : (
        <Skeleton height={400} />
      )}
    </PermissionGate>
  );
}
