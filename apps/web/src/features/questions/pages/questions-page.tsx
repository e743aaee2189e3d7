import { withoutInvisibles } from '@netshop/contract/text';
import type { MyQuestion } from '@netshop/contract';
import { QUESTION_PAGE_SIZE } from '@netshop/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Clock, EyeOff, MessageCircleQuestion, Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { buttonClass } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { myQuestionsQuery } from '../../../lib/shared-api/questions-api';
import { useShop } from '../../../lib/use-shop';
import { useUrlParams } from '../../../lib/use-url-params';
import styles from './questions.module.css';

// /accountCenter/questions (issue 14): the buyer's product questions, newest first, each with its
// product, type and topic, their file, and the shop's answer once there is one (within 12–24 hours,
// docs/product.md#limits). Inside the account centre, which asks for login; texts of the account namespace, the type
// and topic names the product page's (catalog).

const productLink = (spuId: number) => `/product/productDetail?spuId=${spuId}&tab=questions`;

export function Component() {
  const { t } = useTranslation(['account', 'pages']);
  const [params, update] = useUrlParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(myQuestionsQuery({ page }));
  const data = list.data;

  let content;
  if (list.isError && !data) content = <LoadError onRetry={() => void list.refetch()} />;
  else if (!data) content = <Skeleton height={220} />;
  else if (data.total === 0 && page === 1)
    content = (
      <div className={styles.empty} data-testid="questions-empty">
        <MessageCircleQuestion size={40} aria-hidden="true" />
        <h2>{t('questions.empty.title')}</h2>
        <p>{t('questions.empty.text')}</p>
        <Link to="/" className={buttonClass('secondary')}>
          {t('questions.empty.action')}
        </Link>
      </div>
    );
  else
    content = (
      <>
        <ul className={styles.list} data-testid="my-questions">
          {data.items.map((q) => (
            <QuestionCard key={q.id} question={q} />
          ))}
        </ul>
        <Pagination page={page} total={Math.max(1, Math.ceil(data.total / QUESTION_PAGE_SIZE))} onChange={(p) => update({ page: p === 1 ? undefined : String(p) })} />
      </>
    );

  return (
    <PageFrame title={t('pages:questions')}>
      <p className={styles.lead}>{t('questions.lead')}</p>
      {content}
    </PageFrame>
  );
}

function QuestionCard({ question: q }: { question: MyQuestion }) {
  const { t } = useTranslation(['account', 'catalog']);
  const { locale } = useShop();
  const date = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className={styles.card} data-testid="my-question" data-status={q.status}>
      <div className={styles.head}>
        <img src={q.productImage} alt="" width={48} height={48} loading="lazy" className={styles.thumb} />
        <Link to={productLink(q.spuId)} className={styles.product}>
          {q.productName}
        </Link>
        <span className={styles.status} data-status={q.status}>
          {t(`questions.status.${q.status}`)}
        </span>
      </div>
      <div className={styles.meta}>
        <span className={styles.chip}>{t(`catalog:questions.type.${q.type}`)}</span>
        <span className={styles.chip}>{t(`catalog:questions.tag.${q.tag}`)}</span>
        <span>{t('questions.askedOn', { date: date(q.createdAt) })}</span>
        {!q.public && (
          <span className={styles.private}>
            <EyeOff size={14} aria-hidden="true" />
            {t('questions.private')}
          </span>
        )}
      </div>
      <p className={styles.text}>{withoutInvisibles(q.content)}</p>
      {q.file && (
        // A link signed for the asker (hours): a plain link carries no session.
        <a href={q.file.url} className={styles.file} download={q.file.name} data-testid="my-question-file">
          <Paperclip size={14} aria-hidden="true" />
          {t('questions.file', { name: q.file.name })}
        </a>
      )}
      {q.status === 'answered' && q.answer !== null ? (
        <div className={styles.answer}>
          <h3 className={styles.answerTitle}>{t('questions.answer')}</h3>
          <p className={styles.text}>{q.answer}</p>
          {q.answeredAt && <p className={styles.muted}>{t('questions.answeredOn', { date: date(q.answeredAt) })}</p>}
        </div>
      ) : (
        <p className={styles.pending}>
          <Clock size={14} aria-hidden="true" />
          {t('questions.pendingNote')}
        </p>
      )}
    </li>
  );
}
