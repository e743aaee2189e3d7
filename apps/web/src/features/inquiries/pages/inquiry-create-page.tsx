import { INQUIRY_SOURCES, INQUIRY_TYPES, type InquirySource, type InquiryType } from '@netshop/contract';
import { DIGIT_PARAM } from '@netshop/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InquiryForm, type InquiryPrefill, type InquirySent } from '../components/inquiry-form';
import { InquirySentPanel } from '../components/inquiry-sent';
import { PageFrame } from '../../../components/layout/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { productDetailQuery } from '../../../lib/shared-api/catalog-api';
import { useShop } from '../../../lib/use-shop';
import styles from './inquiries.module.css';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/**
 * /inquiry/create (the "create inquiry" screen of the texts of docs/product.md#screens): the inquiry form on a page, for
 * buyers and guests. Links fill it in: ?type=, ?productNo=, ?spuId= (and ?skuId=: the product's
 * name shown and its product number filled in), ?source= (support, search, solution…).
 */
export function Component() {
  const { t } = useTranslation(['pages', 'account']);
  const [params] = useSearchParams();
  const { langId, currencyId, ready } = useShop();
  const spuId = DIGIT_PARAM.test(params.get('spuId') ?? '') ? Number(params.get('spuId')) : undefined;
  const skuId = DIGIT_PARAM.test(params.get('skuId') ?? '') ? Number(params.get('skuId')) : undefined;
  const product = useQuery({ ...productDetailQuery(langId, spuId ?? 0, currencyId), enabled: ready && spuId !== undefined });
  const [sent, setSent] = useState<InquirySent | null>(null);
  const [round, setRound] = useState(0);

  const type = oneOf<InquiryType>(INQUIRY_TYPES, params.get('type'));
  const source = oneOf<InquirySource>(INQUIRY_SOURCES, params.get('source')) ?? (spuId ? 'product' : 'page');
  // A product that is gone (or a wrong id) leaves the form blank rather than blocking it.
  const waiting = spuId !== undefined && !product.data && !product.isError;
  const p = product.data;
  const prefill: InquiryPrefill = {
    type,
    productNo: p ? (p.skus.find((s) => s.skuId === skuId)?.productNo ?? p.model) : (params.get('productNo') ?? ''),
    spuId: p ? spuId : undefined,
    skuId: p?.skus.some((s) => s.skuId === skuId) ? skuId : undefined,
    productName: p?.name,
  };

  return (
    <PageFrame title={t('pages:inquiryCreate')}>
      <p className={styles.createLead}>{t('account:inquiries.create.lead')}</p>
      <div className={styles.createLayout}>
        {sent ? (
          <InquirySentPanel
            sent={sent}
            onAgain={() => {
              setSent(null);
              setRound((n) => n + 1);
            }}
          />
        ) : waiting ? (
          <Skeleton height={480} />
        ) : (
          <div className={styles.formCard}>
            <InquiryForm key={round} prefill={prefill} source={source} onSent={setSent} />
          </div>
        )}
        <aside className={styles.steps} aria-labelledby="inquiry-steps-title">
          <h2 id="inquiry-steps-title">{t('account:inquiries.create.stepsTitle')}</h2>
          <ol>
            {(['step1', 'step2', 'step3'] as const).map((k) => (
              <li key={k}>{t(`account:inquiries.create.${k}`)}</li>
            ))}
          </ol>
        </aside>
      </div>
    </PageFrame>
  );
}
