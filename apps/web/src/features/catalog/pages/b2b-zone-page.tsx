import type { ProductCard, SkuView } from '@netshop/contract';
import { HOME_PRODUCT_ROWS } from '@netshop/contract/filters';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, Building2, CalendarClock, ClipboardList, FileText, FlaskConical, ListPlus, RadioTower, ReceiptText, Server, ShieldCheck, ShoppingCart, Wallet, Workflow, type LucideIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyCompany } from '../../companies';
import { InquiryButton } from '../../inquiries';
import { Breadcrumb, useDocumentTitle } from '../../../components/layout/page-frame';
import frame from '../../../components/layout/page-frame.module.css';
import { productPath } from '../components/product-card';
import { buttonClass } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { categoriesQuery, productDetailQuery, productListQuery } from '../../../lib/shared-api/catalog-api';
import { useShop } from '../../../lib/use-shop';
import styles from './b2b-zone-page.module.css';

// The home page's featured row, the same request: a visitor coming from home has it cached already.
const FEATURED = HOME_PRODUCT_ROWS.featured;
/** Products shown with their tier prices; each costs one detail request (tiers are not in the listing). */
const SHOWN = 4;

const AUDIENCES: { key: string; icon: LucideIcon }[] = [
  { key: 'companies', icon: Building2 },
  { key: 'integrators', icon: Workflow },
  { key: 'isps', icon: RadioTower },
  { key: 'datacenters', icon: Server },
];

/** A project purchase, as the shop really runs it (ADR 0024, 0025, 0023): each step links to where it happens. */
const STEPS: { key: string; links: { key: string; to: string }[] }[] = [
  { key: 'inquiry', links: [{ key: 'link', to: '/inquiry/create?type=quotation&source=page' }] },
  { key: 'quotation', links: [{ key: 'link', to: '/accountCenter/inquiry' }] },
  { key: 'order', links: [{ key: 'link', to: '/accountCenter/orders' }] },
  {
    key: 'invoice',
    links: [
      { key: 'link', to: '/accountCenter/invoice' },
      { key: 'titlesLink', to: '/accountCenter/invoiceTitle' },
    ],
  },
];

/** A company's money controls (issue 30, ADR 0046): each card links to the account-centre page where it is set or read. */
const MONEY: { key: string; icon: LucideIcon; links: { key: string; to: string }[] }[] = [
  {
    key: 'approvals',
    icon: ShieldCheck,
    links: [
      { key: 'link', to: '/accountCenter/approvals/rules' },
      { key: 'queueLink', to: '/accountCenter/approvals' },
    ],
  },
  { key: 'budgets', icon: Wallet, links: [{ key: 'link', to: '/accountCenter/approvals/rules' }] },
  {
    key: 'credit',
    icon: CalendarClock,
    links: [
      { key: 'link', to: '/accountCenter/credit' },
      { key: 'applyLink', to: '/accountCenter/credit/apply' },
    ],
  },
  { key: 'statements', icon: ReceiptText, links: [{ key: 'link', to: '/accountCenter/credit' }] },
];

const GOOD_TO_KNOW = ['payment', 'stock', 'quotation', 'guest', 'invoice'] as const;

/** /b2b: what a business buyer gets here (quotations, tier prices, samples, VAT invoices), with the way in to each. */
export function Component() {
  const { t } = useTranslation(['b2b', 'catalog', 'pages']);
  useDocumentTitle(t('pages:b2b'));
  return (
    <div className={`container ${frame.frame} ${styles.page}`}>
      <Breadcrumb items={[{ label: t('pages:b2b') }]} />
      <Hero />
      <Together />
      <Money />
      <Steps />
      <VolumePrices />
      <Programmes />
      <section className={styles.section} aria-labelledby="b2b-good-to-know">
        <h2 id="b2b-good-to-know">{t('b2b.goodToKnow.title')}</h2>
        <ul className={styles.facts} data-testid="b2b-good-to-know">
          {GOOD_TO_KNOW.map((key) => (
            <li key={key}>{t(`b2b.goodToKnow.${key}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Hero() {
  const { t } = useTranslation(['b2b', 'catalog', 'pages']);
  return (
    <section className={styles.hero} aria-labelledby="b2b-title">
      <p className={styles.eyebrow}>{t('pages:b2b')}</p>
      <h1 id="b2b-title">{t('b2b.hero.title')}</h1>
      <p className={styles.lead}>{t('b2b.hero.lead')}</p>
      <div className={styles.actions}>
        {/* The dialog and its zod form load only when it opens (ADR 0012). */}
        <InquiryButton source="page" prefill={{ type: 'quotation' }} label={t('b2b.hero.requestQuote')} variant="accent" testId="b2b-request-quote" />
        <Link to="/contactUs" className={buttonClass('secondary')} data-testid="b2b-contact-sales">
          {t('b2b.hero.contactSales')}
        </Link>
      </div>
      <p className={styles.note}>{t('b2b.hero.replyNote')}</p>
      <h2 className="visually-hidden">{t('b2b.audience.title')}</h2>
      <ul className={styles.audiences}>
        {AUDIENCES.map(({ key, icon: Icon }) => (
          <li key={key}>
            <Icon size={22} aria-hidden="true" />
            <div>
              <strong>{t(`b2b.audience.${key}.name`)}</strong>
              <span>{t(`b2b.audience.${key}.text`)}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Buying together as a company (issue 29): the company account, quick order by part number, shared requisition lists. */
function Together() {
  const { t } = useTranslation(['b2b', 'catalog']);
  const { membership, application } = useMyCompany();
  const company = membership
    ? { text: t('b2b.together.company.memberText', { name: membership.company.name }), label: t('b2b.together.company.member'), to: '/accountCenter/company' }
    : application?.status === 'pending'
      ? { text: t('b2b.together.company.pendingText'), label: t('b2b.together.company.pending'), to: '/accountCenter/company/apply' }
      : { text: t('b2b.together.company.text'), label: t('b2b.together.company.apply'), to: '/accountCenter/company/apply' };
  const cards: { key: string; icon: LucideIcon; text: string; label: string; to: string }[] = [
    { key: 'company', icon: Building2, ...company },
    { key: 'quickOrder', icon: ListPlus, text: t('b2b.together.quickOrder.text'), label: t('b2b.together.quickOrder.link'), to: '/quickOrder' },
    { key: 'lists', icon: ClipboardList, text: t('b2b.together.lists.text'), label: t('b2b.together.lists.link'), to: '/accountCenter/lists' },
  ];
  return (
    <section className={styles.section} aria-labelledby="b2b-together">
      <h2 id="b2b-together">{t('b2b.together.title')}</h2>
      <p className={styles.sectionLead}>{t('b2b.together.lead')}</p>
      <ul className={styles.programmes} data-testid="b2b-together">
        {cards.map(({ key, icon: Icon, text, label, to }) => (
          <li key={key} className={styles.programme} data-testid={`b2b-together-${key}`}>
            <Icon size={28} aria-hidden="true" />
            <h3>{t(`b2b.together.${key}.title`)}</h3>
            <p>{text}</p>
            <p className={styles.links}>
              <Link to={to}>{label}</Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a company can do with its money now (issue 30): approvals, budgets, Net terms, statements. */
function Money() {
  const { t } = useTranslation(['b2b', 'catalog']);
  return (
    <section className={styles.section} aria-labelledby="b2b-money">
      <h2 id="b2b-money">{t('b2b.money.title')}</h2>
      <p className={styles.sectionLead}>{t('b2b.money.lead')}</p>
      <ul className={styles.programmes} data-testid="b2b-money">
        {MONEY.map(({ key, icon: Icon, links }) => (
          <li key={key} className={styles.programme} data-testid={`b2b-money-${key}`}>
            <Icon size={28} aria-hidden="true" />
            <h3>{t(`b2b.money.${key}.title`)}</h3>
            <p>{t(`b2b.money.${key}.text`)}</p>
            <p className={styles.links}>
              {links.map((l) => (
                <Link key={l.key} to={l.to}>
                  {t(`b2b.money.${key}.${l.key}`)}
                </Link>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Steps() {
  const { t } = useTranslation(['b2b', 'catalog']);
  return (
    <section className={styles.section} aria-labelledby="b2b-steps">
      <h2 id="b2b-steps">{t('b2b.steps.title')}</h2>
      <p className={styles.sectionLead}>{t('b2b.steps.lead')}</p>
      <ol className={styles.steps} data-testid="b2b-steps">
        {STEPS.map(({ key, links }, i) => (
          <li key={key} className={styles.step} data-testid="b2b-step">
            <span className={styles.stepNo} aria-hidden="true">
              {i + 1}
            </span>
            <h3>
              <span className="visually-hidden">{t('b2b.steps.step', { n: i + 1 })}: </span>
              {t(`b2b.steps.${key}.title`)}
            </h3>
            <p>{t(`b2b.steps.${key}.text`)}</p>
            <p className={styles.links}>
              {links.map((l) => (
                <Link key={l.to} to={l.to}>
                  {t(`b2b.steps.${key}.${l.key}`)}
                </Link>
              ))}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function VolumePrices() {
  const { t } = useTranslation(['b2b', 'catalog']);
  const { langId, currencyId, ready } = useShop();
  const list = useQuery({ ...productListQuery(langId, { ...FEATURED, currencyId }), enabled: ready });
  const items = list.data?.items.slice(0, SHOWN);
  return (
    <section className={styles.section} aria-labelledby="b2b-volume">
      <h2 id="b2b-volume">{t('b2b.volume.title')}</h2>
      <p className={styles.sectionLead}>{t('b2b.volume.lead')}</p>
      {list.isError && !items ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : (
        <div className={styles.tierGrid} data-testid="b2b-volume">
          {items ? items.map((p) => <TierCard key={p.spuId} card={p} />) : Array.from({ length: SHOWN }, (_, i) => <Skeleton key={i} height={300} />)}
        </div>
      )}
      <p className={styles.note}>{t('b2b.volume.note')}</p>
      <p className={styles.links}>
        <Link to="/product/goodsb" data-testid="b2b-volume-all">
          {t('b2b.volume.all')}
        </Link>
      </p>
    </section>
  );
}

/** The option with the lowest price: the one a product's "from" price is, as the product page shows before a choice. */
const cheapest = (skus: SkuView[]) => skus.reduce<SkuView | undefined>((m, s) => (!m || s.price.amount < m.price.amount ? s : m), undefined);

function TierCard({ card }: { card: ProductCard }) {
  const { t } = useTranslation(['b2b', 'catalog']);
  const { langId, currencyId, ready, money, locale } = useShop();
  const detail = useQuery({ ...productDetailQuery(langId, card.spuId, currencyId), enabled: ready });
  const sku = detail.data ? cheapest(detail.data.skus) : undefined;
  const tiers = sku?.tiers ?? [];
  const percent = useMemo(() => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }), [locale]);
  const last = tiers.at(-1);
  const saving = sku && last && sku.price.amount > 0 ? 1 - last.price.amount / sku.price.amount : 0;
  const sample = detail.data?.skus.some((s) => s.sampleLimit > 0);
  return (
    <article className={styles.tierCard} data-testid="b2b-tier-card">
      <Link to={productPath(card.spuId)} tabIndex={-1} aria-hidden="true" className={styles.tierImage}>
        <img src={card.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
      </Link>
      <div className={styles.tierHead}>
        <h3>
          <Link to={productPath(card.spuId)}>{card.name}</Link>
        </h3>
        <span className={styles.model}>{card.model}</span>
      </div>
      {tiers.length > 0 ? (
        <table className={styles.tiers} aria-label={t('b2b.volume.tableLabel', { name: card.name })}>
          <thead>
            <tr>
              <th scope="col">{t('catalog:quantity')}</th>
              <th scope="col">{t('catalog:unitPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier, i) => {
              const next = tiers[i + 1];
              return (
                <tr key={tier.minQty}>
                  <td>{next ? t('catalog:tierRange', { from: tier.minQty, to: next.minQty - 1 }) : t('catalog:tierFrom', { from: tier.minQty })}</td>
                  <td data-testid="b2b-tier-price">{money(tier.price)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : detail.isError ? (
        // The listing's own prices, when the tiers could not be read.
        <p className={styles.fallback}>
          <span>
            {money(card.price)} {t('catalog:from')}
          </span>
          <span>
            {money(card.volumePrice)} {t('catalog:volumeFrom')}
          </span>
        </p>
      ) : (
        <Skeleton height={112} />
      )}
      <div className={styles.badges}>
        {saving >= 0.005 && <span className={styles.save}>{t('b2b.volume.saveUpTo', { percent: percent.format(saving) })}</span>}
        {sample && <span className={styles.sample}>{t('b2b.volume.sample')}</span>}
      </div>
    </article>
  );
}

function Programmes() {
  const { t } = useTranslation(['b2b', 'catalog', 'pages']);
  const { langId, ready } = useShop();
  // Optics and cables are what the shop offers as samples: the way to their product pages.
  const categories = useQuery({ ...categoriesQuery(langId), enabled: ready });
  const sampleCategories = (categories.data ?? []).filter((c) => c.key === 'transceivers' || c.key === 'cables');
  const cards: { key: string; icon: LucideIcon; links: { label: string; to: string }[] }[] = [
    {
      key: 'samples',
      icon: FlaskConical,
      links: [...sampleCategories.map((c) => ({ label: c.name, to: `/product/queryProduct?cateId=${c.categoryId}` })), { label: t('b2b.programmes.samples.link'), to: '/accountCenter/samples' }],
    },
    { key: 'coded', icon: BadgeCheck, links: [{ label: t('b2b.programmes.coded.link'), to: '/product/queryBendProduct' }] },
    { key: 'cart', icon: ShoppingCart, links: [{ label: t('b2b.programmes.cart.link'), to: '/shoppingCart' }] },
    {
      key: 'docs',
      icon: FileText,
      links: [
        { label: t('b2b.programmes.docs.link'), to: '/resourceDocuments' },
        { label: t('b2b.programmes.docs.supportLink'), to: '/productsSupport' },
      ],
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="b2b-programmes">
      <h2 id="b2b-programmes">{t('b2b.programmes.title')}</h2>
      <ul className={styles.programmes} data-testid="b2b-programmes">
        {cards.map(({ key, icon: Icon, links }) => (
          <li key={key} className={styles.programme} data-testid={`b2b-programme-${key}`}>
            <Icon size={28} aria-hidden="true" />
            <h3>{t(`b2b.programmes.${key}.title`)}</h3>
            <p>{t(`b2b.programmes.${key}.text`)}</p>
            <p className={styles.links}>
              {links.map((l) => (
                <Link key={l.to} to={l.to}>
                  {l.label}
                </Link>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
