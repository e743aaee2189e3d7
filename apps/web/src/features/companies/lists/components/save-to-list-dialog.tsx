import { LIST_NAME_MAX, type ListAddResult } from '@netshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { TextField } from '../../../../components/ui/field';
import { alert } from '../../../../lib/alerts';
import { LISTS_KEY, listsApi, myListsQuery } from '../api/lists-api';
import styles from './lists.module.css';

interface Props {
  items: { skuId: number; quantity: number }[];
  orderNo?: string;
  onClose(): void;
}

const NEW = 'new';

/** Pick a list the buyer may change, or name a new one (personal, or shared when they may share). */
export default function SaveToListDialog({ items, orderNo, onClose }: Props) {
  const { t } = useTranslation('lists');
  const formId = useId();
  const queryClient = useQueryClient();
  const lists = useQuery(myListsQuery());
  const changeable = (lists.data?.lists ?? []).filter((l) => l.mayChange);
  const [choice, setChoice] = useState<string | null>(null);
  const target = choice ?? (changeable[0] ? String(changeable[0].id) : NEW);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();

  const save = useMutation({
    mutationFn: async (): Promise<{ data: ListAddResult; msg: string }> => {
      const listId = target === NEW ? undefined : Number(target);
      if (orderNo) return listsApi.fromOrder(listId ? { orderNo, listId } : { orderNo, name: name.trim(), shared });
      const id = listId ?? (await listsApi.create({ name: name.trim(), shared })).data.id;
      return listsApi.addItems(id, { items });
    },
    onSuccess: ({ msg }) => {
      alert.success(msg);
      void queryClient.invalidateQueries({ queryKey: LISTS_KEY });
      onClose();
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (target === NEW) {
      const n = name.trim();
      if (!n) return setNameError(t('errors.nameRequired'));
      if (n.length > LIST_NAME_MAX) return setNameError(t('errors.nameTooLong', { max: LIST_NAME_MAX }));
    }
    setNameError(undefined);
    save.mutate();
  };

  return (
    <FormDialog
      open
      title={t(orderNo ? 'save.orderTitle' : 'save.title')}
      onClose={onClose}
      closeLabel={t('close')}
      formId={formId}
      dismissLabel={t('cancel')}
      submitLabel={t(orderNo ? 'save.orderButton' : 'save.button')}
      busy={save.isPending}
      submitTestId="save-to-list-submit"
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.dialogForm}>
        {!orderNo && <p className={styles.muted}>{t('save.count', { count: items.length })}</p>}
        {lists.isError && <Alert kind="error">{t('loadFailed')}</Alert>}
        <fieldset className={styles.choices} aria-busy={lists.isLoading || undefined}>
          <legend className={styles.legend}>{t('save.choose')}</legend>
          {/* First: however many lists there are, starting a new one needs no scrolling. */}
          <label className={styles.choice}>
            <input type="radio" name="list" value={NEW} checked={target === NEW} onChange={() => setChoice(NEW)} />
            <span className={styles.choiceName}>{t('save.newList')}</span>
          </label>
          {changeable.map((l) => (
            <label key={l.id} className={styles.choice}>
              <input type="radio" name="list" value={l.id} checked={target === String(l.id)} onChange={() => setChoice(String(l.id))} />
              <span className={styles.choiceName}>{l.name}</span>
              <span className={styles.badge}>{l.shared ? t('sharedBadge') : t('personal')}</span>
              <span className={styles.muted}>{t('itemCount', { count: l.itemCount })}</span>
            </label>
          ))}
        </fieldset>
        {target === NEW && (
          <div className={styles.newList}>
            <TextField label={t('name')} value={name} maxLength={LIST_NAME_MAX} required error={nameError} onChange={(e) => setName(e.target.value)} />
            {lists.data?.mayShare && (
              <label className={styles.check}>
                <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
                {t('shared')}
              </label>
            )}
          </div>
        )}
        <p className={styles.muted}>
          <Link to="/accountCenter/lists" onClick={onClose}>
            {t('save.manage')}
          </Link>
        </p>
      </form>
    </FormDialog>
  );
}
