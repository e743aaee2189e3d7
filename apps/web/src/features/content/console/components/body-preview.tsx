import type { ContentTexts } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { ArticleBody } from '../../components/article-body';
import { useBodyPreview } from '../hooks/use-body-preview';
import styles from '../pages/console-content.module.css';

/** The preview in the shop's own article styles (ArticleBody, as the buyer's page draws it), from the server's sanitised HTML. */
export function BodyPreview({ texts }: { texts: ContentTexts }) {
  const { t } = useTranslation('console-content');
  const { html, pending } = useBodyPreview(texts.body);
  return (
    <section className={styles.preview} aria-labelledby="content-preview-title" aria-busy={pending} data-testid="content-preview">
      <h2 id="content-preview-title" className={styles.previewLabel}>
        {t('preview')}
      </h2>
      <h1 className={styles.previewTitle}>{texts.title || t('untitled')}</h1>
      <ArticleBody
        article={{ id: 0, key: '', title: texts.title, summary: texts.summary, industry: texts.industry || null, customer: texts.customer || null, publishedAt: '', html, products: [] }}
      />
    </section>
  );
}
