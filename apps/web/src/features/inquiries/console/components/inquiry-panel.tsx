import { INQUIRY_REPLY_MAX, INQUIRY_STATUSES, staffInquiryReplyBody, type InquiryStatus, type StaffInquiry } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleDetail } from '../../../../components/console/console-detail';
import { FileField } from '../../components/file-field';
import { InquiryThread } from '../../components/inquiry-thread';
import { QuotationVersions } from '../../components/quotation-versions';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { inquiryFormData } from '../../../../lib/shared-api/inquiries-api';
import { serverFieldErrors, useZodForm } from '../../../../lib/use-zod-form';
import { inquiriesConsoleApi, inquiriesKey, staffInquiryQuery } from '../api/inquiries-console-api';
import { useConsoleFormats } from './formats';
import { QuotationBuilder } from './quotation-builder';
import styles from './inquiry-panel.module.css';

/**
 * One inquiry in the console: who sent it (and in which language to answer), what about, the
 * conversation with its files, a reply with a file (the buyer is told by message and mail), and
 * the status. Sections stack, so later work (a quotation of the inquiry) adds its own beside them.
 */
export function InquiryPanel({ id, onBack }: { id: number; onBack(): void }) {
  const { t } = useTranslation(['console', 'account']);
  const q = useQuery(staffInquiryQuery(id));
  return (
    <ConsoleDetail
      back={{ label: t('inquiries.back'), onBack, testId: 'inquiry-back' }}
      title={q.data ? t('inquiries.detailTitle', { no: q.data.inquiryNo }) : t('inquiries.title')}
      titleTestId="inquiry-title"
      query={q}
      notFound={<p className={styles.muted}>{t('inquiries.notFound')}</p>}
    >
      {(d) => <Detail inquiry={d} />}
    </ConsoleDetail>
  );
}

function Detail({ inquiry: d }: { inquiry: StaffInquiry }) {
  const { t } = useTranslation(['console', 'account']);
  const fmt = useConsoleFormats();
  const facts: [string, ReactNode][] = [
    [t('inquiries.kind'), t(`account:inquiries.type.${d.type}`)],
    ...(d.topic ? [[t('account:inquiries.contact.topic'), t(`account:inquiries.topic.${d.topic}`)] as [string, string]] : []),
    [t('inquiries.from'), `${d.name ? `${d.name} · ` : ''}${d.email} (${d.registered ? t('inquiries.registered') : t('inquiries.guest')})`],
    [t('inquiries.language'), fmt.language(d.lang)],
    ...(d.company ? [[t('inquiries.company'), d.company] as [string, string]] : []),
    ...(d.phone ? [[t('inquiries.phone'), d.phone] as [string, string]] : []),
    ...(d.solution ? [[t('account:inquiries.detail.solution'), d.solution] as [string, string]] : []),
    ...(d.productNo ? [[t('account:inquiries.form.productNo'), d.productNo] as [string, string]] : []),
    ...(d.spuId
      ? [
          [
            t('inquiries.product'),
            <a key="p" href={`/product/productDetail?spuId=${d.spuId}`} target="_blank" rel="noopener" className={styles.link}>
              {d.productName ?? d.spuId}
              <ExternalLink size={14} aria-hidden="true" />
              <span className="visually-hidden"> {t('inquiries.newTab')}</span>
            </a>,
          ] as [string, ReactNode],
        ]
      : []),
    [t('inquiries.source'), t(`inquiries.sources.${d.source}`)],
    [t('inquiries.sent'), fmt.date(d.createdAt)],
  ];
  return (
    <div className={styles.panel}>
      <div className={styles.status}>
        <span className={styles.badge} data-status={d.status} data-testid="inquiry-status">
          {t(`inquiries.status.${d.status}`)}
        </span>
        <StatusForm key={d.status} inquiry={d} />
      </div>
      <dl className={styles.facts}>
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {d.requestedLines.length > 0 && (
        <section aria-labelledby="inquiry-requested-title">
          <h2 id="inquiry-requested-title" className={styles.sectionTitle}>
            {t('account:inquiries.quotation.requested')}
          </h2>
          <ul className={styles.requested} data-testid="requested-lines">
            {d.requestedLines.map((l) => (
              <li key={l.skuId}>{t('account:inquiries.quotation.requestedLine', { productNo: l.productNo, name: l.name, count: l.quantity })}</li>
            ))}
          </ul>
        </section>
      )}
      <QuotationVersions quotations={d.quotations} viewer="staff" />
      {/* Quotations are answers to quotation inquiries; none once one is accepted or the inquiry closed. */}
      {d.type === 'quotation' && d.status !== 'closed' && !d.quotations.some((q) => q.state === 'accepted') && <QuotationBuilder key={d.quotations[0]?.id ?? 0} inquiry={d} />}
      <section aria-labelledby="inquiry-thread-title">
        <h2 id="inquiry-thread-title" className={styles.sectionTitle}>
          {t('account:inquiries.thread.title')}
        </h2>
        <div lang={d.lang}>
          <InquiryThread inquiry={d} viewer="staff" />
        </div>
      </section>
      <ReplyForm inquiry={d} />
    </div>
  );
}

type AfterReply = InquiryStatus | '';

/** A reply in the thread, with a file; by default the inquiry then waits for the buyer's feedback. */
function ReplyForm({ inquiry: d }: { inquiry: StaffInquiry }) {
  const { t } = useTranslation(['console', 'account']);
  const fmt = useConsoleFormats();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useZodForm(staffInquiryReplyBody, { body: '', status: '' as AfterReply });
  const onSubmit = form.submit(
    async (body) => {
      const { msg } = await inquiriesConsoleApi.reply(d.id, inquiryFormData({ body: body.body, status: body.status }, file));
      alert.success(msg);
      form.reset({ body: '', status: '' });
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: inquiriesKey });
    },
    (err) => {
      setFileError(serverFieldErrors(err)?.file);
      return false;
    },
  );
  return (
    <form ref={form.formRef} noValidate className={styles.reply} onSubmit={(e) => void onSubmit(e)} data-testid="staff-reply-form">
      <h2 className={styles.sectionTitle}>{t('inquiries.reply')}</h2>
      <TextAreaField
        label={t('inquiries.replyLabel', { language: fmt.language(d.lang) })}
        hint={t('inquiries.replyHint', { count: form.values.body.length, max: INQUIRY_REPLY_MAX })}
        rows={6}
        data-testid="staff-reply-text"
        {...form.field('body')}
      />
      <div className={styles.replyRow}>
        <FileField
          label={t('account:inquiries.form.file')}
          value={file}
          onChange={(f) => {
            setFile(f);
            setFileError(undefined);
          }}
          error={fileError}
          disabled={form.busy}
          testId="staff-reply-file"
        />
        <label className={styles.select}>
          <span>{t('inquiries.afterReply')}</span>
          <select name="status" value={form.values.status} onChange={(e) => form.setValue('status', e.target.value as AfterReply)} data-testid="staff-reply-status">
            <option value="">{t('inquiries.afterReplyDefault')}</option>
            {(['processing', 'closed'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`inquiries.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={form.busy} data-testid="staff-reply-submit">
          {t('inquiries.send')}
        </Button>
      </div>
    </form>
  );
}

/** Sets the status by itself (taken up, closed, reopened); the buyer sees processing and closed in their messages. */
function StatusForm({ inquiry: d }: { inquiry: StaffInquiry }) {
  const { t } = useTranslation(['console', 'account']);
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<InquiryStatus>(d.status);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const { msg } = await inquiriesConsoleApi.setStatus(d.id, { status });
      alert.success(msg);
      await queryClient.invalidateQueries({ queryKey: inquiriesKey });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.statusForm}>
      <label className={styles.select}>
        <span className="visually-hidden">{t('inquiries.statusLabel')}</span>
        <select value={status} onChange={(e) => setStatus(e.target.value as InquiryStatus)} data-testid="staff-status-select">
          {INQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`inquiries.status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <Button variant="secondary" size="small" busy={busy} disabled={status === d.status} onClick={() => void save()} data-testid="staff-status-save">
        {t('inquiries.setStatus')}
      </Button>
    </div>
  );
}
