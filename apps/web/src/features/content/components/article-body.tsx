import type { ArticleDetail } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { productCardStyles as cards, ProductCard } from '../../catalog';
import styles from './article-body.module.css';

/** An article body: the HTML was rendered on the server from Markdown with every character escaped. */
export function ArticleBody({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation('content');
  return (
    <>
      <article className={styles.article} data-testid="article">
        {(article.industry || article.customer) && (
          <p className={styles.facts}>
            {article.industry && <span>{t('industry', { value: article.industry })}</span>}
            {article.customer && <span>{t('customer', { value: article.customer })}</span>}
          </p>
        )}
        <p className={styles.lead}>{article.summary}</p>
        <div dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>
      {article.products.length > 0 && (
        <section className={styles.related} aria-labelledby="related-products">
          <h2 id="related-products">{t('relatedProducts')}</h2>
          <div className={cards.grid}>
            {article.products.map((p) => (
              <ProductCard key={p.spuId} product={p} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
