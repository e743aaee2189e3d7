import type { Address } from '@netshop/contract';
import { Building2, Star } from 'lucide-react';
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

/**
 * One kind of address (shipping or billing) on /accountCenter/address: its cards, or a way to add
 * the first (when the buyer may). `company` draws the company's book: its cards carry a "Company"
 * badge and who added them, and only those the buyer may change have the controls.
 */
export function AddressGroup({ type, addresses, onAdd, company = false, ...actions }: { type: Address['type']; addresses: Address[]; onAdd?: () => void; company?: boolean } & AddressActions) {
  const { t } = useTranslation(['account']);
  const id = `group-${company ? 'company-' : ''}${type}`;
  const Heading = company ? 'h3' : 'h2';
  return (
    <section className={styles.group} aria-labelledby={id}>
      <Heading id={id} className={company ? styles.groupSub : undefined}>
        {t(`address.groups.${type}`)}
      </Heading>
      {addresses.length === 0 ? (
        <p className={styles.fileHint}>
          {t(company ? `address.company.groupEmpty.${type}` : `address.groupEmpty.${type}`)}{' '}
          {onAdd && (
            <Button variant="ghost" size="small" onClick={onAdd}>
              {t('address.addOne')}
            </Button>
          )}
        </p>
      ) : (
        <ul className={styles.cards}>
          {addresses.map((a) => (
            <AddressCard key={a.addressId} address={a} company={company} {...actions} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** An address as it will be printed, the default marked, with edit, delete and "make default" when the buyer may change it. */
function AddressCard({ address: a, company, onEdit, onDelete, onMakeDefault, makingDefault }: { address: Address; company: boolean } & AddressActions) {
  const { t } = useTranslation(['account']);
  const personName = usePersonName();
  const Title = company ? 'h4' : 'h3';
  return (
    <li className={[styles.card, a.isDefault ? styles.cardDefault : ''].join(' ')} data-testid={company ? 'company-address-card' : 'address-card'}>
      <div className={styles.cardHead}>
        <Title className={styles.cardTitle}>
          <PersonNameText name={a} />
        </Title>
        <span className={styles.cardBadges}>
          {a.companyId !== null && (
            <span className={styles.badgeCompany} data-testid="address-company-badge">
              <Building2 size={12} aria-hidden="true" />
              {t('address.company.badge')}
            </span>
          )}
          {a.isDefault && (
            <span className={styles.badge}>
              <Star size={12} aria-hidden="true" />
              {t('address.default')}
            </span>
          )}
        </span>
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
      {a.addedBy && <p className={styles.addedBy}>{t('address.company.addedBy', { name: a.addedBy.name })}</p>}
      {a.mayChange && (
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
      )}
    </li>
  );
}
