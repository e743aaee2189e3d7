import { COMPANY_ROLES, inviteBody, type CompanyInvitation, type CompanyMember, type CompanyRole, type MyCompany, type UserInfo } from '@netshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailPlus, UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { HttpError } from '../../../lib/http';
import { useSite } from '../../../lib/site-store';
import { useShop } from '../../../lib/use-shop';
import { useZodForm } from '../../../lib/use-zod-form';
import { COMPANY_KEY, companiesApi, companyMembersQuery } from '../api/companies-api';
import { formatDate } from '../lib/format';
import { RoleChips, StatusChip } from './chips';
import styles from '../companies.module.css';

// Members and invitations of the company. Every member sees who is in it; an admin (members.manage,
// only while the company is active) invites by e-mail with roles, changes a member's roles,
// deactivates a member and revokes an invitation. The server decides each of these again: it keeps
// one active admin at least, and its refusal is shown where the admin acted.

const refusal = (err: unknown) => (err instanceof HttpError && err.kind === 'api' ? err.message : null);

export function MembersPanel({ membership }: { membership: MyCompany }) {
  const { t } = useTranslation(['companies', 'common']);
  const members = useQuery(companyMembersQuery());
  const admin = membership.permissions.includes('members.manage');
  const [editing, setEditing] = useState<CompanyMember | null>(null);
  const [leaving, setLeaving] = useState<CompanyMember | null>(null);

  if (members.isError && !members.data) return <LoadError onRetry={() => void members.refetch()} />;
  if (!members.data) return <Skeleton height={240} />;
  const active = members.data.members.filter((m) => m.active);
  const inactive = members.data.members.filter((m) => !m.active);
  const invitations = members.data.invitations;

  return (
    <div data-testid="company-members">
      {admin && <InviteForm />}
      <section className={styles.section} aria-labelledby="company-members-title">
        <h2 id="company-members-title">{t('members.title', { count: active.length })}</h2>
        <ul className={styles.people}>
          {active.map((m) => (
            <MemberRow key={m.id} member={m} admin={admin} onRoles={() => setEditing(m)} onDeactivate={() => setLeaving(m)} />
          ))}
        </ul>
      </section>
      {admin && invitations.length > 0 && (
        <section className={styles.section} aria-labelledby="company-invitations-title">
          <h2 id="company-invitations-title">{t('invitations.title')}</h2>
          <ul className={styles.people}>
            {invitations.map((i) => (
              <InvitationRow key={i.id} invitation={i} />
            ))}
          </ul>
        </section>
      )}
      {inactive.length > 0 && (
        <section className={styles.section} aria-labelledby="company-inactive-title">
          <h2 id="company-inactive-title">{t('members.inactiveTitle')}</h2>
          <ul className={styles.people}>
            {inactive.map((m) => (
              <MemberRow key={m.id} member={m} admin={false} onRoles={() => undefined} onDeactivate={() => undefined} />
            ))}
          </ul>
        </section>
      )}
      {!admin && <p className={styles.muted}>{t('members.viewerNote')}</p>}
      {editing && <RolesDialog member={editing} onClose={() => setEditing(null)} />}
      {leaving && <DeactivateDialog member={leaving} onClose={() => setLeaving(null)} />}
    </div>
  );
}

function MemberRow({ member, admin, onRoles, onDeactivate }: { member: CompanyMember; admin: boolean; onRoles(): void; onDeactivate(): void }) {
  const { t } = useTranslation('companies');
  const { locale } = useShop();
  const me = useSite((s) => (s.loginUser as Partial<UserInfo> | null)?.userId);
  const you = me === member.userId;
  return (
    <li className={styles.person} data-active={member.active} data-testid="company-member">
      <div className={styles.who}>
        <strong>{you ? t('members.nameYou', { name: member.name || member.email }) : member.name || member.email}</strong>
        <span>{member.email}</span>
      </div>
      <RoleChips roles={member.roles} label={t('members.rolesOf', { name: member.name || member.email })} />
      <span className={styles.muted}>
        {member.active ? t('members.joined', { date: formatDate(member.joinedAt, locale) }) : t('members.deactivatedAt', { date: formatDate(member.deactivatedAt ?? member.joinedAt, locale) })}
      </span>
      <div className={styles.personActions}>
        {!member.active && <StatusChip status="inactive" text={t('members.deactivated')} />}
        {admin && member.active && (
          <>
            <Button variant="secondary" size="small" onClick={onRoles} aria-label={t('members.changeRolesOf', { name: member.name || member.email })} data-testid="member-roles">
              {t('members.changeRoles')}
            </Button>
            <Button variant="ghost" size="small" onClick={onDeactivate} aria-label={t('members.deactivateOf', { name: member.name || member.email })} data-testid="member-deactivate">
              <UserX size={16} aria-hidden="true" />
              {t('members.deactivate')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

function InvitationRow({ invitation }: { invitation: CompanyInvitation }) {
  const { t } = useTranslation('companies');
  const { locale } = useShop();
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => companiesApi.revokeInvitation(invitation.id),
    onSuccess: async ({ msg }) => {
      alert.success(msg);
      await queryClient.invalidateQueries({ queryKey: COMPANY_KEY });
    },
  });
  return (
    <li className={styles.person} data-testid="company-invitation">
      <div className={styles.who}>
        <strong>{invitation.email}</strong>
        <span>{t('invitations.by', { name: invitation.invitedBy, date: formatDate(invitation.createdAt, locale) })}</span>
      </div>
      <RoleChips roles={invitation.roles} label={t('members.rolesOf', { name: invitation.email })} />
      <span className={styles.muted}>{invitation.status === 'pending' ? t('invitations.expires', { date: formatDate(invitation.expiresAt, locale, true) }) : null}</span>
      <div className={styles.personActions}>
        <StatusChip status={invitation.status} text={t(`invitations.status.${invitation.status}`)} />
        {invitation.status === 'pending' && (
          <Button variant="ghost" size="small" busy={revoke.isPending} onClick={() => revoke.mutate()} aria-label={t('invitations.revokeOf', { email: invitation.email })} data-testid="invitation-revoke">
            {t('invitations.revoke')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Checkboxes of the five roles, each with what it lets a member do. */
function RoleChoices({ value, onChange, legend, error }: { value: readonly CompanyRole[]; onChange(roles: CompanyRole[]): void; legend: string; error?: string }) {
  const { t } = useTranslation('companies');
  const errorId = useId();
  return (
    <fieldset className={styles.roleChoices} aria-describedby={error ? errorId : undefined} data-testid="role-choices">
      <legend>{legend}</legend>
      {COMPANY_ROLES.map((r) => (
        <label key={r} className={styles.check}>
          <input
            type="checkbox"
            name="roles"
            value={r}
            checked={value.includes(r)}
            onChange={(e) => onChange(e.target.checked ? COMPANY_ROLES.filter((x) => x === r || value.includes(x)) : value.filter((x) => x !== r))}
          />
          <span>
            {t(`role.${r}`)}
            <small>{t(`roleText.${r}`)}</small>
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function InviteForm() {
  const { t } = useTranslation(['companies', 'common']);
  const queryClient = useQueryClient();
  const form = useZodForm(inviteBody, { email: '', roles: ['buyer'] as CompanyRole[] });
  const submit = form.submit(async (body) => {
    const { msg } = await companiesApi.invite(body);
    alert.success(msg);
    form.reset({ email: '', roles: ['buyer'] });
    await queryClient.invalidateQueries({ queryKey: COMPANY_KEY });
  });
  return (
    <section className={`${styles.panel} ${styles.section}`} aria-labelledby="company-invite-title">
      <div className={styles.panelHead}>
        <MailPlus size={22} aria-hidden="true" />
        <h2 id="company-invite-title">{t('invite.title')}</h2>
      </div>
      <p className={styles.muted}>{t('invite.lead')}</p>
      <form ref={form.formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="invite-form">
        <TextField label={t('invite.email')} type="email" inputMode="email" autoComplete="off" {...form.field('email')} />
        <RoleChoices legend={t('invite.roles')} value={form.values.roles} onChange={(roles) => form.setValue('roles', roles)} error={form.error('roles')} />
        <div className={styles.formActions}>
          <Button type="submit" busy={form.busy} data-testid="invite-send">
            {t('invite.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function RolesDialog({ member, onClose }: { member: CompanyMember; onClose(): void }) {
  const { t } = useTranslation(['companies', 'common']);
  const queryClient = useQueryClient();
  const formId = useId();
  const [roles, setRoles] = useState<CompanyRole[]>(member.roles);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => companiesApi.setRoles(member.id, { roles }),
    onSuccess: async ({ msg }) => {
      alert.success(msg);
      onClose();
      await queryClient.invalidateQueries({ queryKey: COMPANY_KEY });
    },
    onError: (err) => setProblem(refusal(err)),
  });
  const name = member.name || member.email;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('members.rolesTitle', { name })}
      closeLabel={t('common:common.close')}
      formId={formId}
      dismissLabel={t('common:common.cancel')}
      submitLabel={t('members.saveRoles')}
      busy={save.isPending}
      submitTestId="member-roles-save"
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (roles.length === 0) return setProblem(t('members.oneRole'));
          setProblem(null);
          save.mutate();
        }}
      >
        <RoleChoices legend={t('members.rolesLegend', { name })} value={roles} onChange={setRoles} />
        {problem && (
          <div data-testid="member-dialog-problem">
            <Alert kind="error">{problem}</Alert>
          </div>
        )}
      </form>
    </FormDialog>
  );
}

function DeactivateDialog({ member, onClose }: { member: CompanyMember; onClose(): void }) {
  const { t } = useTranslation(['companies', 'common']);
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const deactivate = useMutation({
    mutationFn: () => companiesApi.deactivate(member.id),
    onSuccess: async ({ msg }) => {
      alert.success(msg);
      onClose();
      await queryClient.invalidateQueries({ queryKey: COMPANY_KEY });
    },
    onError: (err) => setProblem(refusal(err)),
  });
  const name = member.name || member.email;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('deactivate.title', { name })}
      closeLabel={t('common:common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:common.cancel')}
          </Button>
          <Button variant="accent" busy={deactivate.isPending} onClick={() => deactivate.mutate()} data-testid="member-deactivate-confirm">
            {t('deactivate.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.dialogText}>
        <p>{t('deactivate.sessions', { name })}</p>
        <p>{t('deactivate.records')}</p>
        <p className={styles.muted}>{t('deactivate.again')}</p>
        {problem && (
          <div data-testid="member-dialog-problem">
            <Alert kind="error">{problem}</Alert>
          </div>
        )}
      </div>
    </Dialog>
  );
}
