import type { ReactNode } from 'react';
import { Fact } from '../../../components/ui/fact';

type Field = 'taxNo' | 'country' | 'address' | 'phone' | 'bank' | 'bankAccount';

/**
 * An invoice title's details as rows of a <dl>, in the order the invoice prints them: tax number,
 * country, address, phone, bank and account; a detail the buyer left empty has no row (the country
 * always has one). The buyer's invoice page and the finance console show them under their own
 * name row and labels.
 */
export function TitleFactRows({ title, labels, monoClassName }: { title: Partial<Record<Field, string | null>> & { country: string }; labels: Record<Field, string>; monoClassName: string }) {
  const row = (field: Field, value: ReactNode, mono = false) => (
    <Fact label={labels[field]} valueClassName={mono ? monoClassName : undefined}>
      {value}
    </Fact>
  );
  return (
    <>
      {title.taxNo && row('taxNo', title.taxNo, true)}
      {row('country', title.country)}
      {title.address && row('address', title.address)}
      {title.phone && row('phone', title.phone)}
      {title.bank && row('bank', title.bank)}
      {title.bankAccount && row('bankAccount', title.bankAccount, true)}
    </>
  );
}
