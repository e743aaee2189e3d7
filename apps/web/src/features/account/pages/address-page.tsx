import { ADDRESS_TYPES, type Address } from '@netshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, MapPin, Plus } from 'lucide-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useSearchParams } from 'react-router';
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
import { useMyCompany } from '../../companies';

type Editing = AddressEditing;

/**
 * /accountCenter/address: the buyer's shipping and billing addresses, each with one default, and
 * for a company member with addresses.read the company's address book in a section of its own
 * (?scope=company scrolls to it). Its add and edit controls show only to those who may manage it;
 * the server checks again.
 */
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

  const { own: addresses, shared, show: showCompany, ...book } = useCompanyBook(list.data);
  const actions = {
    onEdit: (address: Address) => setEditing({ mode: 'edit', address }),
    onDelete: setDeleting,
    onMakeDefault: (a: Address) => makeDefault.mutate(a),
    makingDefault: makeDefault.isPending ? makeDefault.variables?.addressId : undefined,
  };
  const companyBook = showCompany && <CompanyAddressBook {...book} {...actions} addresses={shared} onAdd={(type) => setEditing({ mode: 'new', type, for: 'company' })} />;
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
              {...actions}
            />
          ))}
        </>
      )}
      {list.data && companyBook}

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.mode === 'edit'
            ? t(editing.address.companyId !== null ? 'address.company.editTitle' : 'address.editTitle')
            : t(editing?.for === 'company' ? 'address.company.addTitle' : 'address.addTitle')
        }
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

/** The buyer's own addresses and the company's (issue 29); ?scope=company (the company page's link) scrolls to the company's once loaded. */
function useCompanyBook(all: Address[] | undefined) {
  const company = useMyCompany();
  const [params] = useSearchParams();
  const ref = useRef<HTMLElement>(null);
  const shared = (all ?? []).filter((a) => a.companyId !== null);
  const show = shared.length > 0 || company.can('addresses.read');
  const wanted = params.get('scope') === 'company' && all !== undefined && show;
  useEffect(() => {
    if (wanted) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [wanted]);
  const own = (all ?? []).filter((a) => a.companyId === null);
  return { own, shared, show, ref, companyName: company.membership?.company.name ?? '', mayManage: company.can('addresses.manage') };
}

interface CompanyAddressBookProps {
  ref: Ref<HTMLElement>;
  addresses: Address[];
  companyName: string;
  /** addresses.manage: the add button, and "add one" in an empty group. */
  mayManage: boolean;
  onAdd(type: Address['type']): void;
  onEdit(a: Address): void;
  onDelete(a: Address): void;
  onMakeDefault(a: Address): void;
  makingDefault: number | undefined;
}

/** The company's address book (issue 29): its own section, headed and explained, its groups marked as the company's. */
function CompanyAddressBook({ ref, addresses, companyName, mayManage, onAdd, ...actions }: CompanyAddressBookProps) {
  const { t } = useTranslation(['account']);
  return (
    <section ref={ref} className={styles.companyBook} aria-labelledby="company-addresses" data-testid="company-addresses">
      <header>
        <div>
          <h2 id="company-addresses">
            <Building2 size={20} aria-hidden="true" />
            {t('address.company.title')}
          </h2>
          <p>{t(mayManage ? 'address.company.leadManage' : 'address.company.leadRead', { company: companyName })}</p>
        </div>
        {mayManage && (
          <Button variant="secondary" onClick={() => onAdd('shipping')} data-testid="company-address-add">
            <Plus size={16} aria-hidden="true" />
            {t('address.company.add')}
          </Button>
        )}
      </header>
      {ADDRESS_TYPES.map((type) => (
        <AddressGroup key={type} type={type} company addresses={addresses.filter((a) => a.type === type)} onAdd={mayManage ? () => onAdd(type) : undefined} {...actions} />
      ))}
    </section>
  );
}
