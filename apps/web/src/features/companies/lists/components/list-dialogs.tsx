import { LIST_NAME_MAX, type ListSummary } from '@netshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextField } from '../../../../components/ui/field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { alert } from '../../../../lib/alerts';
import { LISTS_KEY, listsApi } from '../api/lists-api';
import styles from './lists.module.css';

// The dialogs a list's actions open, on the index and on a list's page: rename, copy (into a list
// of one's own, personal or shared when one may share) and delete after a confirmation.

export type ListAction = { kind: 'rename' | 'copy' | 'delete'; list: Pick<ListSummary, 'id' | 'name' | 'version'> };

function useNameCheck() {
  const { t } = useTranslation('lists');
  return (name: string): string | undefined => {
    const n = name.trim();
    if (!n) return t('errors.nameRequired');
    if (n.length > LIST_NAME_MAX) return t('errors.nameTooLong', { max: LIST_NAME_MAX });
    return undefined;
  };
}

/** The open dialog of `action` (none when null); `onDone` gets the new list's id after a copy, null after a delete. */
export function ListActionDialog({ action, mayShare, onClose, onDone }: { action: ListAction | null; mayShare: boolean; onClose(): void; onDone?(id: number | null): void }) {
  if (!action) return null;
  if (action.kind === 'delete') return <DeleteDialog list={action.list} onClose={onClose} onDone={onDone} />;
  return <NameDialog key={`${action.kind}-${action.list.id}`} action={action} mayShare={mayShare} onClose={onClose} onDone={onDone} />;
}

function NameDialog({ action, mayShare, onClose, onDone }: { action: ListAction; mayShare: boolean; onClose(): void; onDone?(id: number | null): void }) {
  const { t } = useTranslation('lists');
  const formId = useId();
  const check = useNameCheck();
  const queryClient = useQueryClient();
  const copying = action.kind === 'copy';
  const [name, setName] = useState(copying ? t('copyName', { name: action.list.name }).slice(0, LIST_NAME_MAX) : action.list.name);
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: () =>
      copying
        ? listsApi.copy(action.list.id, { name: name.trim(), shared }).then((r) => ({ msg: r.msg, id: r.data.id }))
        : listsApi.rename(action.list.id, { name: name.trim(), version: action.list.version }).then((r) => ({ msg: r.msg, id: action.list.id })),
    onSuccess: ({ msg, id }) => {
      alert.success(msg);
      onClose();
      onDone?.(id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LISTS_KEY }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = check(name);
    setError(problem);
    if (!problem) save.mutate();
  };
  return (
    <FormDialog
      open
      title={t(copying ? 'copyTitle' : 'renameTitle')}
      onClose={onClose}
      closeLabel={t('close')}
      formId={formId}
      dismissLabel={t('cancel')}
      submitLabel={t(copying ? 'copy' : 'saveName')}
      busy={save.isPending}
      submitTestId="list-name-submit"
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.dialogForm}>
        <TextField label={t('name')} value={name} maxLength={LIST_NAME_MAX} required error={error} onChange={(e) => setName(e.target.value)} />
        {copying && mayShare && (
          <label className={styles.check}>
            <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
            {t('shared')}
          </label>
        )}
      </form>
    </FormDialog>
  );
}

function DeleteDialog({ list, onClose, onDone }: { list: ListAction['list']; onClose(): void; onDone?(id: number | null): void }) {
  const { t } = useTranslation('lists');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => listsApi.remove(list.id),
    onSuccess: ({ msg }) => {
      alert.success(msg);
      onClose();
      onDone?.(null);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LISTS_KEY }),
  });
  return (
    <Dialog
      open
      title={t('deleteTitle')}
      onClose={onClose}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="accent" busy={remove.isPending} onClick={() => remove.mutate()} data-testid="list-delete-confirm">
            {t('delete')}
          </Button>
        </>
      }
    >
      <p className={styles.confirm}>{t('deleteConfirm', { name: list.name })}</p>
    </Dialog>
  );
}
