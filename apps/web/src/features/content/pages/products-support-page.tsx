import { RETURN_PHOTOS_MAX, UPLOAD_MAX_BYTES } from '@netshop/contract/constants';
import type { ProductDetail } from '@netshop/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { BookOpen, Download, Headset, MessageCircle, MessageSquareQuote, PackageSearch, RotateCcw, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactButton } from '../../inquiries/contact';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button, buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { openChat } from '../../../lib/chat-launcher';
import { documentsQuery, productDetailQuery } from '../../../lib/shared-api/catalog-api';
import { useSite } from '../../../lib/site-store';
import { useShop } from '../../../lib/use-shop';
import { useUrlParams } from '../../../lib/use-url-params';
import styles from './products-support.module.css';

/** Products a lookup shows in full; a broader prefix points to the documents page for the rest. */
const SHOWN = 3;
const RETURN_STEPS = ['order', 'describe', 'ship', 'refund'] as const;

/**
 * /productsSupport: what a buyer of network hardware comes for after the sale. A product number
 * (as on the label or the invoice, coding suffix and all) leads to the product's documents and
 * compatibility; the return (RMA) steps of this shop; and the ways to reach support.
 */
export function Component() {
  const { t } = useTranslation(['support', 'content', 'pages']);
  const [params, set] = useUrlParams();
  const pn = (params.get('pn') ?? '').trim().slice(0, 60);
  const [draft, setDraft] = useState(pn);
  const { langId, currencyId, ready } = useShop();
  const cfg = useSite((s) => s.baseConfig);

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
    <PageFrame title={t('pages:productsSupport')}>
      <p className={styles.lead}>{t('lead')}</p>

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

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="support-returns-title" data-testid="support-returns">
          <h2 id="support-returns-title" className={styles.heading}>
            <RotateCcw size={22} aria-hidden="true" />
            {t('returns.title')}
          </h2>
          <p className={styles.muted}>{t('returns.lead')}</p>
          <ol className={styles.steps}>
            {RETURN_STEPS.map((step) => (
              <li key={step}>
                <h3>{t(`returns.steps.${step}.title`)}</h3>
                <p>{t(`returns.steps.${step}.text`, { photos: RETURN_PHOTOS_MAX, mb: UPLOAD_MAX_BYTES / 1024 / 1024 })}</p>
              </li>
            ))}
          </ol>
          <div className={styles.rules}>
            <h3>{t('returns.rules')}</h3>
            <ul>
              <li>{t('returns.ruleReturn')}</li>
              <li>{t('returns.ruleWithdraw')}</li>
              <li>{t('returns.ruleWarranty')}</li>
            </ul>
          </div>
          <p className={styles.actions}>
            <Link to="/accountCenter/orders" className={buttonClass('primary')}>
              {t('returns.myOrders')}
            </Link>
            <Link to="/policies?page=terms_of_use">{t('returns.terms')}</Link>
          </p>
        </section>

        <section className={styles.card} aria-labelledby="support-contact-title" data-testid="support-contact">
          <h2 id="support-contact-title" className={styles.heading}>
            <Headset size={22} aria-hidden="true" />
            {t('contact.title')}
          </h2>
          <div className={styles.channel}>
            <h3>
              <MessageCircle size={18} aria-hidden="true" />
              {t('contact.chat')}
            </h3>
            <p>{t('contact.chatText')}</p>
            <Button variant="secondary" onClick={openChat} data-testid="support-chat">
              {t('contact.chatOpen')}
            </Button>
          </div>
          <div className={styles.channel}>
            <h3>
              <MessageSquareQuote size={18} aria-hidden="true" />
              {t('contact.request')}
            </h3>
            <p>{t('contact.requestText')}</p>
            <ContactButton title={t('contact.request')} topic="support" message={supportMessage} testId="support-request">
              {t('contact.requestOpen')}
            </ContactButton>
          </div>
          <div className={styles.channel}>
            <h3>
              <Headset size={18} aria-hidden="true" />
              {t('content:support.contact')}
            </h3>
            {cfg && <p>{t('content:support.contactText', { email: cfg.contactEmail, phone: cfg.contactPhone })}</p>}
            <Link to="/contactUs">{t('contact.pageOpen')}</Link>
          </div>
        </section>
      </div>

      <section aria-labelledby="support-more-title">
        <h2 id="support-more-title" className={styles.moreTitle}>
          {t('more.title')}
        </h2>
        <div className={styles.more}>
          {[
            { icon: BookOpen, title: t('content:support.docs'), text: t('content:support.docsText'), to: '/resourceDocuments' },
            { icon: ShieldCheck, title: t('content:support.quality'), text: t('content:support.qualityText'), to: '/aboutUs/2' },
            { icon: MessageSquareQuote, title: t('content:support.inquiry'), text: t('content:support.inquiryText'), to: '/inquiry/create?source=support' },
          ].map(({ icon: Icon, title, text, to }) => (
            <article key={to} className={styles.card}>
              <h3 className={styles.heading}>
                <Icon size={20} aria-hidden="true" />
                <Link to={to}>{title}</Link>
              </h3>
              <p className={styles.muted}>{text}</p>
            </article>
          ))}
        </div>
      </section>
    </PageFrame>
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
