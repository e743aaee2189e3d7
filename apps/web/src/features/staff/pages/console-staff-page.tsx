import { STAFF_ROLES, staffCreateBody, type StaffRole } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { useZodForm } from '../../../lib/use-zod-form';
import { staffApi, staffListQuery } from '../api/staff-api';
import styles from '../components/console.module.css';

/** /console/staff (administrators): who has access, and a new account with its roles. */
export function Component() {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const list = useQuery(staffListQuery);
  const form = useZodForm(staffCreateBody, { email: '', name: '', password: '', roles: [] as StaffRole[] });

  const onSubmit = form.submit(async (body) => {
    await staffApi.create(body);
    alert.success(t('staff.created', { email: body.email }));
    form.reset({ email: '', name: '', password: '', roles: [] });
    await queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey });
  });
  const toggle = (role: StaffRole, on: boolean) => form.setValue('roles', on ? [...form.values.roles, role] : form.values.roles.filter((r) => r !== role));
  const rolesError = form.error('roles');

  return (
    <div className={styles.stack}>
      <h1>{t('staff.title')}</h1>
      <section className={styles.panel} aria-labelledby="staff-list">
        <h2 id="staff-list">{t('staff.list')}</h2>
        {list.isError ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <Skeleton height={120} />
        ) : (
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('staff.name')}</th>
                  <th scope="col">{t('staff.email')}</th>
                  <th scope="col">{t('staff.roles')}</th>
                  <th scope="col">{t('staff.status')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((s) => (
                  <tr key={s.staffId}>
                    <td>{s.name}</td>
                    <td>{s.email}</td>
                    <td>{s.roles.map((r) => t(`roles.${r}`)).join(', ')}</td>
                    <td>{s.active ? t('staff.active') : t('staff.inactive')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="staff-add">
        <h2 id="staff-add">{t('staff.add')}</h2>
        <form ref={form.formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField label={t('staff.name')} autoComplete="off" {...form.field('name')} />
          <TextField label={t('staff.email')} type="email" autoComplete="off" {...form.field('email')} />
          <TextField label={t('staff.password')} type="password" autoComplete="new-password" hint={t('staff.passwordHint')} {...form.field('password')} />
          <fieldset className={styles.roles} aria-describedby={rolesError ? 'staff-roles-error' : undefined}>
            <legend>{t('staff.roles')}</legend>
            {STAFF_ROLES.map((role) => (
              <label key={role}>
                <input type="checkbox" name="roles" checked={form.values.roles.includes(role)} onChange={(e) => toggle(role, e.target.checked)} />
                {t(`roles.${role}`)}
              </label>
            ))}
          </fieldset>
          {rolesError && (
            <span id="staff-roles-error" className={styles.error} role="alert">
              {t('staff.rolesRequired')}
            </span>
          )}
          <div>
            <Button type="submit" busy={form.busy} data-testid="staff-create">
              {t('staff.create')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
