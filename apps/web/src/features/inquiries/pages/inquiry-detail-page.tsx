import { INQUIRY_TEXT_MAX, inquiryReplyBody, type InquiryDetail } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FileField } from '../components/file-field';
import { InquiryThread } from '../components/inquiry-thread';
import { QuotationVersions } from '../components/quotation-versions';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { HttpError } from '../../../lib/http';
import { inquiriesApi, inquiryFormData, MY_INQUIRIES_KEY, myInquiryQuery } from '../../../lib/shared-api/inquiries-api';
import { useMyCompany } from '../../companies';
import { serverFieldErrors, useZodForm } from '../../../lib/use-zod-form';
import styles from './inquiries.module.css';

// /accountCenter/inquiry/detail?no=… (issue 15): one inquiry with its conversation; the buyer
// replies (with a file) while it is open, which hands it back to sales, or closes it.

export function Component() {
  const { t } = useTranslation(['account', 'pages']);
  const [params] = useSearchParams();
  const no = params.get('no') ?? '';
  const valid = /^IQ\d{7,18}$/.test(no);
  const detail = useQuery({ ...myInquiryQuery(no), enabled: valid, retry: (n, err) => !(err instanceof HttpError && err.code === 404) && n < 1 });

  if (!valid || (detail.error instanceof HttpError && detail.error.code === 404)) return <NotFoundPage />;
  const d = detail.data;
  return (
    <PageFrame title={d ? t('inquiries.detail.title', { no: d.inquiryNo }) : t('pages:inquiry')}>
      <div className={styles.detailHead}>
        <Link to="/accountCenter/inquiry" className={styles.back}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('inquiries.detail.back')}
        </Link>
        {d && (
          <span className={styles.status} data-status={d.status} data-testid="inquiry-status">
            {t(`inquiries.status.${d.status}`)}
          </span>
        )}
      </div>
      {detail.isError && !d ? <LoadError onRetry={() => void detail.refetch()} /> : !d ? <Skeleton height={320} /> : <InquiryView inquiry={d} />}
    </PageFrame>
  );
}

function InquiryView({ inquiry: d }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation('account');
  const company = useMyCompany();
  // A company's inquiry (issue 29): every colleague who may read it sees it; those who may manage
  // the company's quotations reply, accept and ask for revisions (the server checks again).
  const mayAct = d.purchaseFor === 'personal' || company.can('quotations.manage');
  const companyName = company.membership?.company.name ?? '';
  const facts: [string, string][] = [
    ...(d.placedBy ? [[t('inquiries.company.forCompany'), t('inquiries.company.askedBy', { company: companyName, name: d.placedBy.name })] as [string, string]] : []),
    [t('inquiries.detail.type'), t(`inquiries.type.${d.type}`)],
    ...(d.topic ? [[t('inquiries.contact.topic'), t(`inquiries.topic.${d.topic}`)] as [string, string]] : []),
    ...(d.solution ? [[t('inquiries.detail.solution'), d.solution] as [string, string]] : []),
    ...(d.productNo ? [[t('inquiries.form.productNo'), d.productNo] as [string, string]] : []),
    ...(d.productName ? [[t('inquiries.detail.product'), d.productName] as [string, string]] : []),
    ...(d.company ? [[t('inquiries.detail.company'), d.company] as [string, string]] : []),
    ...(d.phone ? [[t('inquiries.detail.phone'), d.phone] as [string, string]] : []),
  ];
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {d.requestedLines.length > 0 && (
        <>
          <h2 className={styles.sectionTitle}>{t('inquiries.quotation.requested')}</h2>
          <ul className={styles.requested} data-testid="requested-lines">
            {d.requestedLines.map((l) => (
              <li key={l.skuId}>{t('inquiries.quotation.requestedLine', { productNo: l.productNo, name: l.name, count: l.quantity })}</li>
            ))}
          </ul>
        </>
      )}
      <QuotationVersions quotations={d.quotations} viewer="buyer" closed={d.status === 'closed'} canAct={mayAct} />
      <h2 className={styles.sectionTitle}>{t('inquiries.thread.title')}</h2>
      <InquiryThread inquiry={d} viewer="buyer" />
      {d.status === 'closed' ? (
        <p className={styles.closedNote}>{t('inquiries.detail.closedNote')}</p>
      ) : mayAct ? (
        <ReplyForm inquiry={d} />
      ) : (
        <p className={styles.closedNote} data-testid="inquiry-read-only">
          {t('inquiries.company.readOnly')}
        </p>
      )}
    </>
  );
}

/** The buyer's reply with an optional file; closing ends the conversation (after a confirmation). */
function ReplyForm({ inquiry: d }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation(['account', 'common']);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const form = useZodForm(inquiryReplyBody, { body: '' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: MY_INQUIRIES_KEY });

  const onSubmit = form.submit(
    async (body) => {
      const { msg } = await inquiriesApi.reply(d.inquiryNo, inquiryFormData(body, file));
      alert.success(msg);
      form.reset({ body: '' });
      setFile(null);
      await refresh();
    },
    (err) => {
      setFileError(serverFieldErrors(err)?.file);
      // Closed meanwhile (by sales): show it as it is now.
      if (err.code === 409) void refresh();
      return false;
    },
  );
  const close = async () => {
    setClosing(true);
    try {
      const { msg } = await inquiriesApi.close(d.inquiryNo);
      alert.success(msg);
      setConfirming(false);
      await refresh();
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
    } finally {
      setClosing(false);
    }
  };

  return (
    <form ref={form.formRef} noValidate className={styles.replyForm} onSubmit={(e) => void onSubmit(e)} data-testid="inquiry-reply-form">
      <TextAreaField
        label={t('inquiries.detail.reply')}
        hint={t('inquiries.form.counter', { count: form.values.body.length, max: INQUIRY_TEXT_MAX })}
        rows={4}
        data-testid="inquiry-reply-text"
        {...form.field('body')}
      />
      <FileField
        label={t('inquiries.form.file')}
        value={file}
        onChange={(f) => {
          setFile(f);
          setFileError(undefined);
        }}
        error={fileError}
        disabled={form.busy}
        testId="inquiry-reply-file"
      />
      <div className={styles.replyActions}>
        <Button variant="ghost" onClick={() => setConfirming(true)} data-testid="inquiry-close">
          {t('inquiries.detail.close')}
        </Button>
        <Button type="submit" busy={form.busy} data-testid="inquiry-reply-submit">
          {t('inquiries.detail.send')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('inquiries.detail.closeTitle')}
        closeLabel={t('common:common.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common:common.cancel')}
            </Button>
            <Button busy={closing} onClick={() => void close()} data-testid="inquiry-close-confirm">
              {t('inquiries.detail.close')}
            </Button>
          </>
        }
      >
        <p>{t('inquiries.detail.closeText')}</p>
      </Dialog>
    </form>
  );
}
