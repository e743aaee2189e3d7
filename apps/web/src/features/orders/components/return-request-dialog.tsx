import { RETURN_PHOTOS_MAX, RETURN_REASONS, type OrderLine, type ReturnReason, type ReturnRequestBody } from '@netshop/contract';
import { UPLOAD_MAX_BYTES } from '@netshop/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { HttpError } from '../../../lib/http';
import { orderDetailQuery, ordersApi } from '../api/orders-api';
import { RETURN_DESCRIPTION_MAX, returnFormErrors, toReturnBody, type ReturnFormValues } from '../lib/return-form';
import thumbStyles from '../../../components/ui/thumbnails.module.css';
import styles from './orders.module.css';

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

interface ReturnRequestDialogProps {
  orderNo: string | null;
  busy: boolean;
  onSubmit(body: ReturnRequestBody): void;
  onClose(): void;
}

/** Return or refund: reason, the lines and units, a description and up to five photos. */
export function ReturnRequestDialog({ orderNo, busy, onSubmit, onClose }: ReturnRequestDialogProps) {
  const { t } = useTranslation(['orders', 'common']);
  return (
    <Dialog open={orderNo !== null} onClose={onClose} title={t('return.title')} closeLabel={t('common:common.close')}>
      {orderNo && <ReturnForm key={orderNo} orderNo={orderNo} busy={busy} onSubmit={onSubmit} onClose={onClose} />}
    </Dialog>
  );
}

function ReturnForm({ orderNo, busy, onSubmit, onClose }: Omit<ReturnRequestDialogProps, 'orderNo'> & { orderNo: string }) {
  const { t } = useTranslation(['orders', 'common']);
  // The list shows only an order's first lines; the request may name any of them.
  const detail = useQuery(orderDetailQuery(orderNo));
  const lines = detail.data?.lines ?? [];
  const [values, setValues] = useState<ReturnFormValues>({ reason: '', quantities: {}, description: '', photos: [] });
  const [tried, setTried] = useState(false);
  const upload = usePhotoUpload((url) => setValues((v) => ({ ...v, photos: [...v.photos, url].slice(0, RETURN_PHOTOS_MAX) })));
  const id = useId();

  const ordered = Object.fromEntries(lines.map((l) => [l.skuId, l.quantity]));
  const errors = returnFormErrors(values, ordered);
  const shown = tried ? errors : {};
  const set = (patch: Partial<ReturnFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const setQty = (l: OrderLine, q: number) => set({ quantities: { ...values.quantities, [l.skuId]: Math.max(0, Math.min(l.quantity, Math.floor(q) || 0)) } });

  const errorText = (field: keyof typeof errors) => {
    const key = shown[field];
    return key ? t(`return.errors.${field}.${key}`, { max: RETURN_DESCRIPTION_MAX }) : undefined;
  };

  return (
    <form
      className={styles.dialogForm}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (Object.keys(errors).length > 0 || upload.uploading) return;
        onSubmit(toReturnBody(values));
      }}
    >
      <p className={styles.dialogLead}>{t('return.lead', { orderNo })}</p>

      <fieldset className={styles.radioGroup} aria-invalid={shown.reason ? true : undefined} aria-describedby={shown.reason ? `${id}-reason` : undefined}>
        <legend>{t('return.reason')}</legend>
        {RETURN_REASONS.map((r) => (
          <label key={r} className={styles.radio}>
            <input type="radio" name="returnReason" value={r} checked={values.reason === r} onChange={() => set({ reason: r as ReturnReason })} />
            <span>{t(`returnReasons.${r}`)}</span>
          </label>
        ))}
      </fieldset>
      {shown.reason && (
        <p id={`${id}-reason`} className={styles.fieldError} role="alert">
          {errorText('reason')}
        </p>
      )}

      <fieldset className={styles.radioGroup} aria-describedby={shown.items ? `${id}-items` : undefined}>
        <legend>{t('return.items')}</legend>
        {detail.isPending ? <Skeleton height={56} /> : <ReturnLines lines={lines} quantities={values.quantities} setQty={setQty} />}
      </fieldset>
      {shown.items && (
        <p id={`${id}-items`} className={styles.fieldError} role="alert">
          {errorText('items')}
        </p>
      )}

      <div className={styles.field}>
        <label htmlFor={`${id}-description`}>{t('return.description')}</label>
        <textarea
          id={`${id}-description`}
          rows={4}
          maxLength={RETURN_DESCRIPTION_MAX}
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
          className={styles.textarea}
          aria-invalid={shown.description ? true : undefined}
          aria-describedby={`${id}-description-hint${shown.description ? ` ${id}-description-error` : ''}`}
        />
        <span id={`${id}-description-hint`} className={styles.hint}>
          {t('return.descriptionHint', { count: values.description.length, max: RETURN_DESCRIPTION_MAX })}
        </span>
        {shown.description && (
          <span id={`${id}-description-error`} className={styles.fieldError} role="alert">
            {errorText('description')}
          </span>
        )}
      </div>

      <ReturnPhotos id={`${id}-photos`} photos={values.photos} onRemove={(p) => set({ photos: values.photos.filter((x) => x !== p) })} upload={upload} />

      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('common:common.cancel')}
        </Button>
        <Button type="submit" variant="primary" busy={busy} disabled={upload.uploading} data-testid="return-submit">
          {t('return.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Each line of the order: ticked to return it all, or the number of its units. */
function ReturnLines({ lines, quantities, setQty }: { lines: OrderLine[]; quantities: ReturnFormValues['quantities']; setQty(l: OrderLine, q: number): void }) {
  const { t } = useTranslation('orders');
  return (
    <ul className={styles.returnLines}>
      {lines.map((l) => {
        const q = quantities[l.skuId] ?? 0;
        return (
          <li key={l.skuId}>
            <label className={styles.radio}>
              <input type="checkbox" checked={q > 0} onChange={(e) => setQty(l, e.target.checked ? l.quantity : 0)} />
              <span>
                {l.name}
                <span className={styles.muted}> · {l.productNo}</span>
              </span>
            </label>
            <input
              type="number"
              className={styles.qty}
              min={0}
              max={l.quantity}
              value={q}
              onChange={(e) => setQty(l, Number(e.target.value))}
              aria-label={t('return.quantityOf', { name: l.name, max: l.quantity })}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** A photo the buyer picked, checked here (type, size) and uploaded at once; `onUploaded` takes its address. */
function usePhotoUpload(onUploaded: (url: string) => void) {
  const { t } = useTranslation('orders');
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file again still fires a change
    if (!file) return;
    setError(undefined);
    if (!PHOTO_TYPES.includes(file.type)) return setError(t('return.photoType'));
    if (file.size > UPLOAD_MAX_BYTES) return setError(t('return.photoTooLarge'));
    setUploading(true);
    try {
      onUploaded(await ordersApi.upload(file));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      setError(err.message);
    } finally {
      setUploading(false);
    }
  };
  return { uploading, error, onFile };
}

/** Up to five photos, each with a remove button, and the button that adds one. */
function ReturnPhotos({ id, photos, onRemove, upload }: { id: string; photos: string[]; onRemove(photo: string): void; upload: ReturnType<typeof usePhotoUpload> }) {
  const { t } = useTranslation('orders');
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.field}>
      <span id={id} className={styles.fieldLabelText}>
        {t('return.photos')}
      </span>
      <span className={styles.hint}>{t('return.photosHint', { max: RETURN_PHOTOS_MAX })}</span>
      <ul className={thumbStyles.thumbs} aria-labelledby={id}>
        {photos.map((p, i) => (
          <li key={p}>
            <img src={p} alt={t('return.photoAlt', { index: i + 1 })} width={72} height={72} />
            <button type="button" className={thumbStyles.remove} aria-label={t('return.removePhoto', { index: i + 1 })} onClick={() => onRemove(p)}>
              <X size={14} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {photos.length < RETURN_PHOTOS_MAX && (
        <>
          <input ref={fileInput} type="file" accept={PHOTO_TYPES.join(',')} hidden onChange={(e) => void upload.onFile(e)} aria-label={t('return.addPhoto')} />
          <Button variant="secondary" size="small" busy={upload.uploading} onClick={() => fileInput.current?.click()} className={styles.addPhoto}>
            <ImagePlus size={16} aria-hidden="true" />
            {t('return.addPhoto')}
          </Button>
        </>
      )}
      {upload.error && (
        <span className={styles.fieldError} role="alert">
          {upload.error}
        </span>
      )}
    </div>
  );
}
