import { staffCreateBody, type StaffRole } from '@netshop/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { alert } from '../../../lib/alerts';
import { useZodForm } from '../../../lib/use-zod-form';
import { staffApi } from '../api/staff-api';
import styles from './console.module.css';
import { StaffRolesField } from './staff-roles-field';

/** A new account with its initial password and roles; the list is read again once it exists. */
export function StaffCreateForm({ onCreated }: { onCreated(): Promise<void> }) {
  const { t } = useTranslation('console');
  const form = useZodForm(staffCreateBody, { email: '', name: '', password: '', roles: [] as StaffRole[] });
  const onSubmit = form.submit(async (body) => {
    await staffApi.create(body);
    alert.success(t('staff.created', { email: body.email }));
    form.reset({ email: '', name: '', password: '', roles: [] });
    await onCreated();
  });
  return (
    <section className={styles.panel} aria-labelledby="staff-add">
      <h2 id="staff-add">{t('staff.add')}</h2>
      <form ref={form.formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField label={t('staff.name')} autoComplete="off" {...form.field('name')} />
        <TextField label={t('staff.email')} type="email" autoComplete="off" {...form.field('email')} />
        <TextField label={t('staff.password')} type="password" autoComplete="new-password" hint={t('staff.passwordHint')} {...form.field('password')} />
        <StaffRolesField value={form.values.roles} onChange={(roles) => form.setValue('roles', roles)} error={form.error('roles')} />
        <div>
          <Button type="submit" busy={form.busy} data-testid="staff-create">
            {t('staff.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}
