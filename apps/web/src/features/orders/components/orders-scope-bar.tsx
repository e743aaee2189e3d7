import type { CompanyMember, OrderScope } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Segmented } from '../../../components/ui/segmented';
import styles from './orders.module.css';

interface OrdersScopeBarProps {
  scope: OrderScope;
  memberId: number | undefined;
  /** The company's members, deactivated ones too: their orders stay the company's. */
  members: CompanyMember[];
  onChange(changes: Record<string, string | undefined>): void;
}

/** "Mine | Company" over the orders (issue 29), and with the company's, which member placed them. */
export function OrdersScopeBar({ scope, memberId, members, onChange }: OrdersScopeBarProps) {
  const { t } = useTranslation('orders');
  return (
    <div className={styles.scopeBar}>
      <Segmented
        label={t('company.scopeLabel')}
        value={scope}
        onChange={(next) => onChange({ scope: next === 'company' ? 'company' : undefined, member: undefined, page: undefined })}
        options={[
          { value: 'mine', label: t('company.mine'), testId: 'orders-scope-mine' },
          { value: 'company', label: t('company.company'), testId: 'orders-scope-company' },
        ]}
      />
      {scope === 'company' && (
        <label className={styles.memberFilter}>
          <span>{t('company.member')}</span>
          <select value={memberId ?? ''} onChange={(e) => onChange({ member: e.target.value || undefined, page: undefined })} data-testid="orders-member">
            <option value="">{t('company.allMembers')}</option>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.active ? m.name || m.email : t('company.inactiveMember', { name: m.name || m.email })}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
