import { fitsSpecialInvoice, INVOICE_REVIEW_DAYS, INVOICE_TYPES, invoiceApplyBody, type InvoiceType } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button, buttonClass } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { useShop } from '../../../lib/use-shop';
import { useZodForm } from '../../../lib/use-zod-form';
import { INVOICES_KEY, invoiceableOrdersQuery, invoicesApi, invoiceTitlesQuery } from '../api/invoices-api';
import { InvoiceNav } from '../components/invoice-nav';
import styles from '../invoices.module.css';

// /accountCenter/invoiceApp (issue 15): request a VAT invoice for a paid or completed order that
// has none yet: the order (its amount is the invoice's), general or special, and a title. A special
// invoice needs a complete company title; the form says so before the server would.

export function Component() {
  const { t } = useTranslation(['invoices', 'pages']);
  const { langId, ready } = useShop();
  const orders = useQuery({ ...invoiceableOrdersQuery(), enabled: ready });
  const titles = useQuery({ ...invoiceTitlesQuery(langId), enabled: ready });

  let content;
  if ((orders.isError && !orders.data) || (titles.isError && !titles.data)) content = <LoadError onRetry={() => void Promise.all([orders.refetch(), titles.refetch()])} />;
  else if (!orders.data || !titles.data) content = <Skeleton height={320} />;
  else if (orders.data.length === 0)
    content = (
      <div className={styles.empty} data-testid="apply-no-orders">
        <FileText size={40} aria-hidden="true" />
        <h2>{t('apply.noOrders')}</h2>
        <p>{t('apply.noOrdersText')}</p>
        <div className={styles.emptyActions}>
          <Link to="/accountCenter/orders" className={buttonClass('primary')}>
            {t('apply.toOrders')}
          </Link>
        </div>
      </div>
    );
  else if (titles.data.length === 0)
    content = (
      <div className={styles.empty} data-testid="apply-no-titles">
        <FileText size={40} aria-hidden="true" />
        <h2>{t('apply.noTitles')}</h2>
        <p>{t('apply.noTitlesText')}</p>
        <div className={styles.emptyActions}>
          <Link to="/accountCenter/invoiceTitle" className={buttonClass('primary')}>
            {t('titles.add')}
          </Link>
        </div>
      </div>
    );
  else content = <ApplicationForm />;

  return (
    <PageFrame title={t('pages:invoiceApp')}>
      <InvoiceNav />
      <p className={styles.lead}>{t('apply.lead', { days: INVOICE_REVIEW_DAYS })}</p>
      {content}
    </PageFrame>
  );
}

interface ApplyValues extends Record<string, unknown> {
  orderNo: string;
  type: InvoiceType;
  titleId: number | undefined;
}

function ApplicationForm() {
  const { t } = useTranslation(['invoices', 'common']);
  const { langId, locale, money } = useShop();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // Both lists are loaded: the page renders the form only then.
  const orders = useQuery(invoiceableOrdersQuery()).data ?? [];
  const titles = useQuery(invoiceTitlesQuery(langId)).data ?? [];
  const asked = params.get('orderNo');
  const firstOrder = orders.find((o) => o.orderNo === asked) ?? (orders.length === 1 ? orders[0] : undefined);
  // The order's company decides the title (issue 29): a company order's invoice takes one of the company's titles, a personal order's one of the buyer's own.
  const titlesFor = (companyId: number | null | undefined) => titles.filter((x) => x.companyId === (companyId ?? null));
  const defaultTitle = (companyId: number | null | undefined) => {
    const choices = titlesFor(companyId);
    return (choices.find((x) => x.isDefault) ?? choices[0])?.id;
  };
  const initial: ApplyValues = {
    orderNo: firstOrder?.orderNo ?? '',
    type: 'general',
    titleId: defaultTitle(firstOrder?.companyId),
  };
  const titleOf = (id: number | undefined) => titles.find((x) => x.id === id);
  const form = useZodForm(invoiceApplyBody, initial, {
    check: (v) => (v.type === 'special' && titleOf(v.titleId) && !fitsSpecialInvoice(titleOf(v.titleId)!) ? { titleId: 'invalid' } : {}),
  });
  const v = form.values;
  const order = orders.find((o) => o.orderNo === v.orderNo);
  const title = titleOf(v.titleId);
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });

  const submit = form.submit(async (body) => {
    const { data, msg } = await invoicesApi.apply(body);
    alert.success(msg);
    await queryClient.invalidateQueries({ queryKey: INVOICES_KEY });
    await navigate(`/invoiceDetail?id=${data.id}`);
  });

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="apply-form">
      <SelectField
        name="orderNo"
        label={t('apply.order')}
        hint={t('apply.orderHint')}
        value={v.orderNo}
        onChange={(e) => {
          const next = orders.find((o) => o.orderNo === e.target.value);
          form.setValue('orderNo', e.target.value);
          if (next && titleOf(v.titleId)?.companyId !== next.companyId) form.setValue('titleId', defaultTitle(next.companyId));
        }}
        onBlur={() => form.touch('orderNo')}
        error={form.error('orderNo')}
        data-testid="apply-order"
      >
        <option value="">{t('apply.chooseOrder')}</option>
        {orders.map((o) => (
          <option key={o.orderNo} value={o.orderNo}>
            {t('apply.orderOption', { orderNo: o.orderNo, date: date(o.createdAt), total: money(o.total) })}
            {o.companyId !== null ? ` · ${t('apply.company.companyOrder')}` : ''}
          </option>
        ))}
      </SelectField>
      {order && (
        <p className={styles.summary} data-testid="apply-amount">
          <span>{t('apply.amount')}</span>
          <strong>{money(order.total)}</strong>
          <span className={styles.muted}>{order.lineCount > 1 ? t('apply.items', { first: order.firstLine, count: order.lineCount - 1 }) : order.firstLine}</span>
        </p>
      )}

      <fieldset className={styles.choice}>
        <legend>{t('apply.type')}</legend>
        {INVOICE_TYPES.map((type) => (
          <label key={type} className={styles.option}>
            <input type="radio" name="type" value={type} checked={v.type === type} onChange={() => form.setValue('type', type)} data-testid={`apply-type-${type}`} />
            <span>
              <strong>{t(`type.${type}`)}</strong>
              <small>{t(`apply.typeHint.${type}`)}</small>
            </span>
          </label>
        ))}
      </fieldset>

      <SelectField
        name="titleId"
        label={t('apply.title')}
        value={v.titleId ?? ''}
        onChange={(e) => form.setValue('titleId', e.target.value ? Number(e.target.value) : undefined)}
        onBlur={() => form.touch('titleId')}
        error={form.error('titleId')}
        data-testid="apply-title"
      >
        <option value="">{t('apply.chooseTitle')}</option>
        {titlesFor(order?.companyId).map((x) => (
          <option key={x.id} value={x.id}>
            {x.taxNo ? t('apply.titleOption', { name: x.name, taxNo: x.taxNo }) : x.name}
          </option>
        ))}
      </SelectField>
      {order && orders.some((o) => o.companyId !== null) && <TitleOwnerHint company={order.companyId !== null} none={titlesFor(order.companyId).length === 0} />}
      {v.type === 'special' && title && !fitsSpecialInvoice(title) ? (
        <p className={styles.warning} role="note" data-testid="apply-title-not-special">
          {t('apply.titleNotSpecial')} <Link to="/accountCenter/invoiceTitle">{t('apply.manageTitles')}</Link>
        </p>
      ) : (
        <p className={styles.muted}>
          <Link to="/accountCenter/invoiceTitle">{t('apply.manageTitles')}</Link>
        </p>
      )}

      <div className={styles.formActions}>
        <Button type="submit" busy={form.busy} data-testid="apply-submit">
          {t('apply.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Whose titles a company member chooses from (issue 29): the company's for a company order, their own otherwise. */
function TitleOwnerHint({ company, none }: { company: boolean; none: boolean }) {
  const { t } = useTranslation('invoices');
  return (
    <p className={styles.muted} data-testid="apply-title-owner">
      {company ? t(none ? 'apply.company.noCompanyTitles' : 'apply.company.companyTitleHint') : t('apply.company.personalTitleHint')}
    </p>
  );
}
