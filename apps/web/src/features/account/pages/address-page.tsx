import { ADDRESS_TYPES, type Address } from '@netshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { ACCOUNT_KEY } from '../../../lib/session';
import { addressApi, addressesQuery } from '../../../lib/shared-api/address-api';
import styles from '../components/account.module.css';
import { AddressForm, type AddressEditing } from '../../../components/address/address-form';
import { LoadError } from '../../../components/ui/load-error';
import { usePersonName } from '../../../components/ui/name-fields';
import { AddressGroup } from '../components/address-group';

type Editing = AddressEditing;

/** /accountCenter/address: shipping and billing addresses, each with one default. */
export function Component() {
  const { t } = useTranslation(['account', 'pages', 'common']);
  const personName = usePersonName();
  const queryClient = useQueryClient();
  const list = useQuery(addressesQuery());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...ACCOUNT_KEY, 'addresses'] });

  const remove = useMutation({
    mutationFn: (a: Address) => addressApi.deleteAddress(a.addressId),
    onSuccess: async () => {
      setDeleting(null);
      alert.success(t('success.deleted'));
      await refresh();
    },
  });
  const makeDefault = useMutation({
    mutationFn: (a: Address) => addressApi.setDefaultAddress(a.addressId),
    onSuccess: async () => {
      alert.success(t('success.operationSuccessful'));
      await refresh();
    },
  });

  const addresses = list.data ?? [];
  const addButton = (
    <Button onClick={() => setEditing({ mode: 'new', type: 'shipping' })} data-testid="address-add">
      <Plus size={16} aria-hidden="true" />
      {t('address.add')}
    </Button>
  );

  return (
    <PageFrame title={t('pages:address')}>
      {list.isError && !list.data ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <div aria-busy="true" className={styles.cards}>
          <Skeleton height={180} />
          <Skeleton height={180} />
        </div>
      ) : addresses.length === 0 ? (
        <div className={styles.empty}>
          <MapPin size={40} aria-hidden="true" />
          <h2>{t('address.emptyTitle')}</h2>
          <p>{t('address.emptyText')}</p>
          {addButton}
        </div>
      ) : (
        <>
          <div className={styles.panelHead}>
            <p>{t('address.lead')}</p>
            {addButton}
          </div>
          {ADDRESS_TYPES.map((type) => (
            <AddressGroup
              key={type}
              type={type}
              addresses={addresses.filter((a) => a.type === type)}
              onAdd={() => setEditing({ mode: 'new', type })}
              onEdit={(address) => setEditing({ mode: 'edit', address })}
              onDelete={setDeleting}
              onMakeDefault={(a) => makeDefault.mutate(a)}
              makingDefault={makeDefault.isPending ? makeDefault.variables?.addressId : undefined}
            />
          ))}
        </>
      )}

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('address.editTitle') : t('address.addTitle')}
        closeLabel={t('common:common.close')}
      >
        {editing && (
          <AddressForm
            key={editing.mode === 'edit' ? editing.address.addressId : 'new'}
            editing={editing}
            onCancel={() => setEditing(null)}
            onSaved={async () => {
              setEditing(null);
              alert.success(t('success.addressSaved'));
              await refresh();
            }}
          />
        )}
      </Dialog>

      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('address.deleteTitle')}
        closeLabel={t('common:common.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('common:common.cancel')}
            </Button>
            <Button variant="accent" busy={remove.isPending} onClick={() => deleting && remove.mutate(deleting)} data-testid="address-delete-confirm">
              {t('address.delete')}
            </Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>{deleting ? t('address.deleteText', { name: personName(deleting), line: deleting.line1 }) : null}</p>
      </Dialog>
    </PageFrame>
  );
}
