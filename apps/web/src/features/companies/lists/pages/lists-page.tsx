import { LIST_NAME_MAX, type ListSummary } from '@netshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClipboardList, Copy, Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../../../components/layout/page-frame';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { alert } from '../../../../lib/alerts';
import { useUrlParams } from '../../../../lib/use-url-params';
import { LISTS_KEY, listsApi, myListsQuery } from '../api/lists-api';
import { ListActionDialog, type ListAction } from '../components/list-dialogs';
import styles from '../components/lists.module.css';

// /accountCenter/lists (issue 29): the buyer's requisition lists and their company's shared ones,
// newest change first, with a form to start one. `?scope=company` (the company page's link) shows
// the shared ones only. What a buyer may change is the server's answer (mayChange), checked again
// on every change.

export function Component() {
  const { t, i18n } = useTranslation('lists');
  const [params] = useUrlParams();
  const companyOnly = params.get('scope') === 'company';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lists = useQuery(myListsQuery());
  const [action, setAction] = useState<ListAction | null>(null);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(companyOnly);
  const [nameError, setNameError] = useState<string | undefined>();
  const formId = useId();

  const create = useMutation({
    mutationFn: () => listsApi.create({ name: name.trim(), shared }),
    onSuccess: ({ data, msg }) => {
      alert.success(msg);
      void navigate(`/accountCenter/lists/detail?id=${data.id}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LISTS_KEY }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = name.trim();
    const problem = !n ? t('errors.nameRequired') : n.length > LIST_NAME_MAX ? t('errors.nameTooLong', { max: LIST_NAME_MAX }) : undefined;
    setNameError(problem);
    if (!problem) create.mutate();
  };

  const shown = lists.data?.lists.filter((l) => !companyOnly || l.shared);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <PageFrame title={t('title')}>
      <div className={styles.page}>
        <p className={styles.muted}>{t('lead')}</p>
        <form id={formId} className={styles.create} onSubmit={submit} noValidate aria-label={t('newList')}>
          <TextField label={t('newList')} placeholder={t('name')} value={name} maxLength={LIST_NAME_MAX} error={nameError} onChange={(e) => setName(e.target.value)} data-testid="list-new-name" />
          {lists.data?.mayShare && (
            <label className={styles.check}>
              <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} data-testid="list-new-shared" />
              {t('shared')}
            </label>
          )}
          <Button type="submit" busy={create.isPending} data-testid="list-create">
            {t('create')}
          </Button>
        </form>

        {lists.isError && !lists.data ? (
          <LoadError onRetry={() => void lists.refetch()} />
        ) : !shown ? (
          <div aria-busy="true">
            <Skeleton height={88} />
          </div>
        ) : shown.length === 0 ? (
          <div className={styles.card} data-testid="lists-empty">
            <ClipboardList size={32} aria-hidden="true" />
            <div className={styles.cardMain}>
              <strong>{t('empty')}</strong>
              <span className={styles.muted}>{t('emptyHint')}</span>
            </div>
          </div>
        ) : (
          <ul className={styles.cards} data-testid="lists">
            {shown.map((l) => (
              <ListCard key={l.id} list={l} date={date} onAction={(kind) => setAction({ kind, list: l })} />
            ))}
          </ul>
        )}
      </div>
      <ListActionDialog
        action={action}
        mayShare={lists.data?.mayShare ?? false}
        onClose={() => setAction(null)}
        onDone={(id) => id !== null && action?.kind === 'copy' && void navigate(`/accountCenter/lists/detail?id=${id}`)}
      />
    </PageFrame>
  );
}

function ListCard({ list, date, onAction }: { list: ListSummary; date: Intl.DateTimeFormat; onAction(kind: ListAction['kind']): void }) {
  const { t } = useTranslation('lists');
  return (
    <li className={styles.card} data-testid={`list-${list.id}`}>
      <div className={styles.cardMain}>
        <Link to={`/accountCenter/lists/detail?id=${list.id}`} className={styles.cardName}>
          {list.name}
        </Link>
        <div className={styles.meta}>
          <span className={`${styles.badge} ${list.shared ? styles.badgeShared : ''}`}>{list.shared ? t('sharedBadge') : t('personal')}</span>
          {!list.mine && <span>{t('owner', { name: list.owner.name })}</span>}
          <span>{t('itemCount', { count: list.itemCount })}</span>
          <span>{t('unitCount', { count: list.totalQuantity })}</span>
          <span>{t('updated', { date: date.format(new Date(list.updatedAt)) })}</span>
        </div>
      </div>
      <div className={styles.actions}>
        {list.mayChange && (
          <Button variant="ghost" size="small" onClick={() => onAction('rename')} aria-label={`${t('rename')}: ${list.name}`}>
            <Pencil size={16} aria-hidden="true" />
            {t('rename')}
          </Button>
        )}
        <Button variant="ghost" size="small" onClick={() => onAction('copy')} aria-label={`${t('copy')}: ${list.name}`}>
          <Copy size={16} aria-hidden="true" />
          {t('copy')}
        </Button>
        {list.mayChange && (
          <Button variant="ghost" size="small" onClick={() => onAction('delete')} aria-label={`${t('delete')}: ${list.name}`}>
            <Trash2 size={16} aria-hidden="true" />
            {t('delete')}
          </Button>
        )}
      </div>
    </li>
  );
}
