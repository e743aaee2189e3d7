import type { Address } from '@netshop/contract';
import { Building2, Plus, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import styles from './checkout.module.css';
import { PersonNameText } from '../../../components/ui/name-fields';

interface AddressChoiceProps {
  /** Radio group name (one per section). */
  name: string;
  legend: string;
  addresses: Address[];
  value: number | undefined;
  onChange(addressId: number): void;
  onAdd(): void;
  addLabel: string;
  emptyText: string;
}

/** The buyer's saved addresses as radio cards (their company's marked "Company", issue 29), and a button for a new one. */
export function AddressChoice({ name, legend, addresses, value, onChange, onAdd, addLabel, emptyText }: AddressChoiceProps) {
  const { t } = useTranslation(['checkout', 'account']);
  return (
    <fieldset className={styles.choiceGroup}>
      <legend className="visually-hidden">{legend}</legend>
      {addresses.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <div className={styles.addressGrid}>
          {addresses.map((a) => (
            <label key={a.addressId} className={styles.choiceCard} data-testid={`${name}-option`}>
              <input type="radio" name={name} value={a.addressId} checked={value === a.addressId} onChange={() => onChange(a.addressId)} />
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}>
                  <PersonNameText name={a} />
                  {a.isDefault && (
                    <span className={styles.badge}>
                      <Star size={12} aria-hidden="true" />
                      {t('account:address.default')}
                    </span>
                  )}
                  {a.companyId !== null && (
                    <span className={styles.badge} data-testid="address-company-badge">
                      <Building2 size={12} aria-hidden="true" />
                      {t('account:address.company.badge')}
                    </span>
                  )}
                </span>
                <span>
                  {a.line1}
                  {a.line2 ? `, ${a.line2}` : ''}
                </span>
                <span>{t('account:address.cityLine', { city: a.city, region: a.region, zip: a.zip, context: a.region ? undefined : 'noRegion' })}</span>
                <span>{a.country}</span>
                <span className={styles.muted}>{a.phone}</span>
              </span>
            </label>
          ))}
        </div>
      )}
      <Button variant="secondary" size="small" onClick={onAdd} className={styles.addButton}>
        <Plus size={16} aria-hidden="true" />
        {addLabel}
      </Button>
    </fieldset>
  );
}
