import type { ProductDetail } from '@netshop/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Download, PackageSearch } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactButton } from '../../inquiries/contact';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { documentsQuery, productDetailQuery } from '../../../lib/shared-api/catalog-api';
import { useShop } from '../../../lib/use-shop';
import { useUrlParams } from '../../../lib/use-url-params';
import styles from '../pages/products-support.module.css';

/** Products a lookup shows in full; a broader prefix points to the documents page for the rest. */
const SHOWN = 3;

/**
 * The lookup: a product number (as on the label or the invoice, coding suffix and all) leads to
 * the products whose model or SKU starts with it, each with its documents and compatibility.
 */
export function SupportLookup() {
  const { t } = useTranslation(['support', 'content']);
  const [params, set] = useUrlParams();
  const pn = (params.get('pn') ?? '').trim().slice(0, 60);
  const [draft, setDraft] = useState(pn);
  const { langId, currencyId, ready } = useShop();

  // The documents endpoint matches a model or a SKU's product number by prefix: its products are the lookup's.
  const docs = useQuery({ ...documentsQuery(langId, { model: pn, page: 1 }), enabled: ready && pn.length > 0 });
  const found = docs.data && !docs.isPlaceholderData ? [...new Set(docs.data.items.map((d) => d.spuId))] : undefined;
  const details = useQueries({ queries: (found ?? []).slice(0, SHOWN).map((spuId) => ({ ...productDetailQuery(langId, spuId, currencyId), enabled: ready })) });
  const more = found && (found.length > SHOWN || (docs.data?.total ?? 0) > (docs.data?.items.length ?? 0));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    set({ pn: draft.trim() || undefined });
  };
  const supportMessage = pn ? t('contact.requestMessage', { pn }) : undefined;

  return (
    <section className={styles.card} aria-labelledby="support-lookup-title" data-testid="support-lookup">
      <h2 id="support-lookup-title" className={styles.heading}>
        <PackageSearch size={22} aria-hidden="true" />
        {t('lookup.title')}
      </h2>
      <p className={styles.muted}>{t('lookup.text')}</p>
      <form className={styles.lookupForm} onSubmit={submit} role="search" aria-labelledby="support-lookup-title">
        <TextField className={styles.lookupField} label={t('lookup.label')} hint={t('lookup.hint')} value={draft} maxLength={60} onChange={(e) => setDraft(e.target.value)} autoComplete="off" spellCheck={false} />
        <Button type="submit" className={styles.lookupButton}>
          {t('lookup.submit')}
        </Button>
      </form>

      {pn && !found && <Skeleton height={220} />}
      {found && found.length === 0 && (
        <div className={styles.none} role="status" data-testid="support-none">
          <p>{t('lookup.none', { pn })}</p>
          <ContactButton title={t('contact.request')} topic="support" message={supportMessage} testId="support-none-request">
            {t('contact.requestOpen')}
          </ContactButton>
        </div>
      )}
      {found && found.length > 0 && (
        <div className={styles.results} aria-live="polite">
          {details.map((d, i) => (d.data ? <ProductSupport key={d.data.spuId} product={d.data} pn={pn} langId={langId} /> : <Skeleton key={found[i]} height={220} />))}
          {more && <p className={styles.muted}>{t('lookup.more', { pn })}</p>}
          <p className={styles.links}>
            <Link to={`/resourceDocuments?model=${encodeURIComponent(pn)}`}>{t('lookup.allDocuments', { pn })}</Link>
          </p>
          <p className={styles.note}>{t('lookup.firmware')}</p>
        </div>
      )}
    </section>
  );
}

/** One product a lookup found: its documents, its coding and its compatibility. */
function ProductSupport({ product, pn, langId }: { product: ProductDetail; pn: string; langId: number }) {
  const { t } = useTranslation(['support', 'content']);
  const coding = product.options.find((o) => o.key === 'coding');
  const sku = product.skus.find((s) => s.productNo.toUpperCase() === pn.toUpperCase());
  const skuCoding = sku?.attrs.coding ? coding?.values.find((v) => v.key === sku.attrs.coding)?.label : undefined;
  return (
    <article className={styles.product} data-testid="support-product">
      <header>
        <h3>{product.name}</h3>
        <p className={styles.model}>{sku?.productNo ?? product.model}</p>
        <Link to={`/product/productDetail?spuId=${product.spuId}`}>{t('lookup.productPage')}</Link>
      </header>
      <div>
        <h4>{t('lookup.documents')}</h4>
        <ul className={styles.docs}>
          {product.docs.map((d) => (
            <li key={d.id}>
              <a href={`${d.url}?langId=${langId}`} download>
                <Download size={16} aria-hidden="true" />
                <span>
                  {d.title}
                  <span className={styles.docType}> · {t(`content:docTypes.${d.type}`)}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div data-testid="support-compat">
        <h4>{t('lookup.compat')}</h4>
        {skuCoding && sku ? (
          <p>{t('lookup.coding', { productNo: sku.productNo, coding: skuCoding })}</p>
        ) : (
          coding && <p>{t('lookup.codings', { codings: coding.values.map((v) => v.label).join(', ') })}</p>
        )}
        {product.compat.length > 0 ? (
          <ul className={styles.compat}>
            {product.compat.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('lookup.compatNone')}</p>
        )}
      </div>
    </article>
  );
}
