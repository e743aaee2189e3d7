import type { Address } from '@netshop/contract';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PersonNameText, usePersonName } from '../../../components/ui/name-fields';
import styles from './account.module.css';

interface AddressActions {
  onEdit(a: Address): void;
  onDelete(a: Address): void;
  onMakeDefault(a: Address): void;
  /** The address being made the default, its button busy. */
  makingDefault: number | undefined;
}

/** One kind of address (shipping or billing) on /accountCenter/address: its cards, or a way to add the first. */
export function AddressGroup({ type, addresses, onAdd, ...actions }: { type: Address['type']; addresses: Address[]; onAdd(): void } & AddressActions) {
  const { t } = useTranslation(['account']);
  return (
    <section className={styles.group} aria-labelledby={`group-${type}`}>
      <h2 id={`group-${type}`}>{t(`address.groups.${type}`)}</h2>
      {addresses.length === 0 ? (
        <p className={styles.fileHint}>
          {t(`address.groupEmpty.${type}`)}{' '}
          <Button variant="ghost" size="small" onClick={onAdd}>
            {t('address.addOne')}
          </Button>
        </p>
      ) : (
        <ul className={styles.cards}>
          {addresses.map((a) => (
            <AddressCard key={a.addressId} address={a} {...actions} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** An address as it will be printed, the default marked, with edit, delete and "make default". */
function AddressCard({ address: a, onEdit, onDelete, onMakeDefault, makingDefault }: { address: Address } & AddressActions) {
  const { t } = useTranslation(['account']);
  const personName = usePersonName();
  return (
    <li className={[styles.card, a.isDefault ? styles.cardDefault : ''].join(' ')} data-testid="address-card">
      <div className={styles.cardHead}>
        <h3>
          <PersonNameText name={a} />
        </h3>
        {a.isDefault && (
          <span className={styles.badge}>
            <Star size={12} aria-hidden="true" />
            {t('address.default')}
          </span>
        )}
      </div>
      <address>
        {a.line1}
        {a.line2 && (
          <>
            <br />
            {a.line2}
          </>
        )}
        <br />
        {t('address.cityLine', { city: a.city, region: a.region, zip: a.zip, context: a.region ? undefined : 'noRegion' })}
        <br />
        {a.country}
        <br />
        {a.phone}
      </address>
      <div className={styles.cardActions}>
        <Button variant="secondary" size="small" onClick={() => onEdit(a)} aria-label={t('address.editOf', { name: personName(a), line: a.line1 })}>
          {t('address.edit')}
        </Button>
        <Button variant="ghost" size="small" onClick={() => onDelete(a)} aria-label={t('address.deleteOf', { name: personName(a), line: a.line1 })}>
          {t('address.delete')}
        </Button>
        {!a.isDefault && (
          <Button variant="ghost" size="small" busy={makingDefault === a.addressId} onClick={() => onMakeDefault(a)}>
            {t('address.setDefault')}
          </Button>
        )}
      </div>
    </li>
  );
}
