import type { TFunction } from 'i18next';
import { staffOrderNoteBody, type StaffOrderDetail, type StaffOrderTimelineEntry } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsoleDate } from '../../../../components/console/use-console-date';
import { useStaffCan } from '../../../../components/console/permission-gate';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { alert } from '../../../../lib/alerts';
import { useZodForm } from '../../../../lib/use-zod-form';
import { consoleOrdersApi } from '../api/orders-console-api';
import styles from './order-detail.module.css';

/** Who did it: the buyer, a staff member by name (the operator CLI has none), or the shop's system. */
function useActor() {
  const { t } = useTranslation('console-orders');
  return (e: StaffOrderTimelineEntry) => (e.actor === 'staff' ? (e.staffName ?? t('timeline.operator')) : t(`timeline.actor.${e.actor}`));
}

/** What an event carries that the staff need: which shipment of several (issue 28), carrier and number, a reason, an amount. */
function eventDetail(e: Extract<StaffOrderTimelineEntry, { kind: 'event' }>, t: TFunction): string {
  const d = e.data;
  const part = d.seq && d.of ? t('orders:shipments.heading', { seq: d.seq, total: d.of }) : '';
  return [part, d.carrier, d.trackingNo, d.reason, d.amount].filter(Boolean).join(' · ');
}

/** Every event of the order and every staff note, oldest first, each with who and when; the note form under them. */
export function OrderTimeline({ order: o }: { order: StaffOrderDetail }) {
  const { t } = useTranslation(['console-orders', 'orders']);
  const date = useConsoleDate();
  const actor = useActor();
  return (
    <section className={styles.panel} aria-labelledby="order-timeline">
      <h2 id="order-timeline">{t('timeline.title')}</h2>
      <ol className={styles.timeline} data-testid="order-timeline">
        {o.timeline.map((e, i) =>
          e.kind === 'note' ? (
            <li key={`n${e.id}`} className={styles.note} data-testid="timeline-note">
              <span className={styles.muted}>
                {t('timeline.note', { who: actor(e) })} · {date(e.at)}
              </span>
              <p>{e.body}</p>
            </li>
          ) : (
            <li key={`e${i}`} data-testid={`timeline-${e.type}`}>
              <strong>{t(`orders:events.${e.type}`)}</strong>
              {eventDetail(e, t) && <span>{eventDetail(e, t)}</span>}
              <span className={styles.muted}>
                {actor(e)} · {date(e.at)}
              </span>
            </li>
          ),
        )}
      </ol>
      <NoteForm orderNo={o.orderNo} />
    </section>
  );
}

/** An internal note: for the shop's staff only, never shown to the buyer; written to the audit log. */
function NoteForm({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation(['console-orders']);
  const queryClient = useQueryClient();
  const may = useStaffCan('orders.read');
  const form = useZodForm(staffOrderNoteBody, { body: '' });
  const onSubmit = form.submit(async (body) => {
    await consoleOrdersApi.note(orderNo, body);
    form.reset({ body: '' });
    alert.success(t('timeline.noteAdded'));
    await queryClient.invalidateQueries({ queryKey: ['staff', 'orders', 'one', orderNo] });
  });
  if (!may) return null;
  return (
    <form ref={form.formRef} className={styles.noteForm} onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextAreaField label={t('timeline.noteLabel')} hint={t('timeline.noteHint')} maxLength={2000} data-testid="order-note-input" {...form.field('body')} />
      <Button type="submit" size="small" busy={form.busy} data-testid="order-note-submit">
        {t('timeline.addNote')}
      </Button>
    </form>
  );
}
