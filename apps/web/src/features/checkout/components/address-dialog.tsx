import type { Address, ADDRESS_TYPES } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { AddressForm } from '../../../components/address/address-form';

type AddressType = (typeof ADDRESS_TYPES)[number];

interface AddressDialogProps {
  /** The section that asked: the new address gets its type. Null: closed. */
  type: AddressType | null;
  onClose(): void;
  onSaved(address: Address): void | Promise<void>;
}

/** A new shipping or billing address without leaving the order; it is saved to the address book too. */
export function AddressDialog({ type, onClose, onSaved }: AddressDialogProps) {
  const { t } = useTranslation(['checkout', 'common']);
  return (
    <Dialog open={type !== null} onClose={onClose} title={type === 'billing' ? t('address.addBillingTitle') : t('address.addShippingTitle')} closeLabel={t('common:common.close')}>
      {type && <AddressForm key={type} editing={{ mode: 'new', type }} fixedType onCancel={onClose} onSaved={onSaved} saveTestId="checkout-address-save" />}
    </Dialog>
  );
}
