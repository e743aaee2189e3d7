import { useTranslation } from 'react-i18next';
import { InquiryButton, type InquiryPrefill } from '../../inquiries';
import styles from './content.module.css';

/** "Tell us about your network": a solution inquiry from the solutions pages (issue 15), prefilled with the solution's name. */
export function SolutionInquiry({ prefill = { type: 'solution' } }: { prefill?: InquiryPrefill }) {
  const { t } = useTranslation('content');
  return (
    <section className={styles.cta} aria-labelledby="solution-inquiry-title" data-testid="solution-inquiry">
      <div>
        <h2 id="solution-inquiry-title">{t('solutionInquiry.title')}</h2>
        <p>{t('solutionInquiry.text')}</p>
      </div>
      <InquiryButton source="solution" variant="primary" label={t('solutionInquiry.button')} prefill={prefill} testId="solution-inquiry-open" />
    </section>
  );
}
