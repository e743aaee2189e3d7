import { DOC_TYPES } from '@netshop/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField, TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useShop } from '../../../lib/use-shop';
import { useUrlParams } from '../../../lib/use-url-params';
import { documentsQuery } from '../../../lib/shared-api/catalog-api';
import styles from '../components/content.module.css';

/** Every type a document may have, firmware release notes included (issue 27). */
const TYPES = DOC_TYPES;

/** /resourceDocuments: technical documents, filtered by type and product model, as PDFs. */
export function Component() {
  const { t } = useTranslation(['content', 'pages', 'catalog']);
  const [params, set] = useUrlParams();
  const type = TYPES.find((x) => x === params.get('type'));
  const model = (params.get('model') ?? '').slice(0, 60);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(model);
  const { langId, ready, locale } = useShop();
  const docs = useQuery({ ...documentsQuery(langId, { type, model, page }), enabled: ready });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    set({ model: draft.trim() || undefined });
  };
  const data = docs.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <PageFrame title={t('pages:resourceDocuments')}>
      <form onSubmit={submit} className={styles.filters}>
        <SelectField className={styles.filterField} label={t('docType')} value={type ?? ''} onChange={(e) => set({ type: e.target.value || undefined })} data-testid="doc-type">
          <option value="">{t('allTypes')}</option>
          {TYPES.map((x) => (
            <option key={x} value={x}>
              {t(`docTypes.${x}`)}
            </option>
          ))}
        </SelectField>
        <TextField className={styles.filterField} label={t('docModel')} hint={t('docModelHint')} value={draft} maxLength={60} onChange={(e) => setDraft(e.target.value)} data-testid="doc-model" />
        <Button type="submit" className={styles.filterButton}>
          {t('filter')}
        </Button>
      </form>
      <p aria-live="polite">{data ? t('docCount', { count: data.total }) : ''}</p>
      {!data ? (
        <Skeleton height={400} />
      ) : data.items.length === 0 ? (
        <p className={styles.item}>{t('noDocs')}</p>
      ) : (
        <ul className={styles.list} data-testid="doc-list">
          {data.items.map((d) => (
            <li key={d.id} className={styles.item} style={{ display: 'flex', gap: 16, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <div>
                <span className={styles.date}>
                  {t(`docTypes.${d.type}`)} · {new Date(d.updatedAt).toLocaleDateString(locale)}
                </span>
                <h2 style={{ fontSize: 16, margin: '4px 0' }}>{d.title}</h2>
                <Link to={`/product/productDetail?spuId=${d.spuId}`}>
                  {d.model} · {d.productName}
                </Link>
              </div>
              <a href={`${d.url}?langId=${langId}`} download>
                <Download size={16} aria-hidden="true" /> {t('downloadPdf')}
              </a>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} total={pages} onChange={(p) => set({ page: String(p) })} />
    </PageFrame>
  );
}
