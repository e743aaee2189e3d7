import { formatMoney, type InvoiceApplication, type Money } from '@netshop/contract';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './credit-notes.module.css';

// What credit notes (red-letter invoices, 红字发票; issue 30) took back of an approved VAT invoice:
// a badge beside its status — credited in full, or in part by how much — and the notes themselves
// with their numbers, dates, negative amounts, reasons (the server words them in the reader's
// language) and PDFs. The buyer's invoice pages and the console's finance queue both show them.

type Credited = Pick<InvoiceApplication, 'amount' | 'credited' | 'creditNotes'>;

function useMoney() {
  const { i18n } = useTranslation();
  return (m: Money) => formatMoney(m.amount, m.currency, m.minorUnits, i18n.language);
}

/** "Credited in full" / "Credited in part (¥10.00)", or nothing while no note took anything back. */
export function CreditedBadge({ invoice: i }: { invoice: Credited }) {
  const { t } = useTranslation('invoices');
  const money = useMoney();
  const credited = i.credited?.amount ?? 0;
  if (credited <= 0) return null;
  const full = credited >= i.amount.amount;
  return (
    <span className={styles.credited} data-testid="invoice-credited" data-credited={full ? 'full' : 'part'}>
      {full ? t('credit.full') : t('credit.part', { amount: money(i.credited!) })}
    </span>
  );
}

/** The invoice's credit notes, oldest first; nothing when it has none. */
export function CreditNoteList({ invoice: i, headingLevel = 'h3' }: { invoice: Credited; headingLevel?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation('invoices');
  const money = useMoney();
  const notes = i.creditNotes ?? [];
  if (notes.length === 0) return null;
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const Heading = headingLevel;
  return (
    <div className={styles.notes} data-testid="credit-notes">
      <Heading>{t('credit.notes')}</Heading>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('credit.number')}</th>
            <th scope="col">{t('credit.date')}</th>
            <th scope="col" className={styles.amount}>
              {t('credit.amount')}
            </th>
            <th scope="col">{t('credit.reason')}</th>
            <th scope="col">{t('credit.pdf')}</th>
          </tr>
        </thead>
        <tbody>
          {notes.map((n) => (
            <tr key={n.id} data-testid="credit-note">
              <td data-label={t('credit.number')} className={styles.mono}>
                {n.creditNoteNo}
              </td>
              <td data-label={t('credit.date')}>{day.format(new Date(n.createdAt))}</td>
              <td data-label={t('credit.amount')} className={styles.amount}>
                −{money(n.amount)}
              </td>
              <td data-label={t('credit.reason')}>{n.reason}</td>
              <td data-label={t('credit.pdf')}>
                {n.pdfUrl ? (
                  <a href={n.pdfUrl} download className={styles.pdf} aria-label={t('credit.download', { no: n.creditNoteNo })}>
                    <FileDown size={14} aria-hidden="true" />
                    PDF
                  </a>
                ) : (
                  '–'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
