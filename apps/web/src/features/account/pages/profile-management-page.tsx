import { changePasswordBody, profileBody, type UserInfo } from '@netshop/contract';
import { UPLOAD_MAX_BYTES } from '@netshop/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Mail, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmailText } from '../../../components/ui/email-text';
import { TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { HttpError } from '../../../lib/http';
import { serverFieldErrors, useZodForm } from '../../../lib/use-zod-form';
import { ACCOUNT_KEY, accountApi } from '../api/account-api';
import styles from '../components/account.module.css';
import { CountrySelect } from '../../../components/address/country-select';
import { LoadError } from '../../../components/ui/load-error';
import { PasswordField } from '../components/password-field';
import { confirmCheck } from '../lib/checks';
import { setUser } from '../../../lib/site-store';
import { useMe } from '../lib/use-me';
import { formatPersonName } from '@netshop/contract/person-name';
import { NameFields, usePersonName } from '../../../components/ui/name-fields';

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** /accountCenter/profileManagement: who the buyer is, their details, avatar and password. */
export function Component() {
  const { t } = useTranslation(['account', 'pages']);
  const me = useMe();
  return (
    <PageFrame title={t('pages:profileManagement')}>
      {me.isError && !me.data ? (
        <LoadError onRetry={() => void me.refetch()} />
      ) : me.data ? (
        <>
          <Identity user={me.data} />
          <ProfileForm user={me.data} />
          <PasswordForm />
        </>
      ) : (
        <div aria-busy="true">
          <Skeleton height={140} />
          <div style={{ height: 24 }} />
          <Skeleton height={320} />
        </div>
      )}
    </PageFrame>
  );
}

/** "AL" for Ana López; the family name alone for a Chinese or Japanese name (王, not 伟王). */
function initials(u: UserInfo) {
  const first = (s: string) => [...s.trim()][0] ?? '';
  const full = formatPersonName(u, 'en');
  const letters = full.startsWith(u.lastName.trim()) && u.lastName.trim() ? first(u.lastName) : `${first(u.firstName)}${first(u.lastName)}`;
  return letters.toUpperCase() || u.email.slice(0, 1).toUpperCase();
}

function useSaveUser() {
  const queryClient = useQueryClient();
  return (user: UserInfo) => {
    queryClient.setQueryData([...ACCOUNT_KEY, 'me'], user);
    setUser(user);
  };
}

/** Avatar, name and e-mail; a new avatar is checked here (type, 5 MB), uploaded, then saved to the profile. */
function Identity({ user }: { user: UserInfo }) {
  const personName = usePersonName();
  const { t } = useTranslation('account');
  const save = useSaveUser();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    setError(undefined);
    if (!AVATAR_TYPES.includes(file.type)) return setError(t('validation.fileType'));
    if (file.size > UPLOAD_MAX_BYTES) return setError(t('validation.fileTooLarge'));
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      const avatar = await accountApi.upload(file);
      const updated = await accountApi.updateProfile({
        firstName: user.firstName,
        lastName: user.lastName,
        countryId: user.countryId ?? 0,
        companyName: user.companyName,
        avatar,
      });
      save(updated);
      alert.success(t('success.avatarUpdated'));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const fields = serverFieldErrors(err);
      setError(fields ? Object.values(fields)[0] : err.message);
    } finally {
      setPreview(null);
      setUploading(false);
    }
  };

  const src = preview ?? (user.avatar || null);
  const name = personName(user) || user.userName;
  return (
    <section className={styles.panel} aria-labelledby="identity-title">
      <h2 id="identity-title" className="visually-hidden">
        {t('profile.identity')}
      </h2>
      <div className={styles.identity}>
        {src ? (
          <img src={src} alt={t('profile.avatarAlt')} width={88} height={88} className={styles.avatar} style={{ opacity: uploading ? 0.6 : 1 }} />
        ) : (
          <span className={`${styles.avatar} ${styles.avatarInitials}`} aria-hidden="true">
            {initials(user)}
          </span>
        )}
        <div className={styles.identityText}>
          <dl>
            <dt>{t('fields.name')}</dt>
            <dd>{name}</dd>
            <dt>{t('fields.email')}</dt>
            <dd data-testid="profile-email">
              <EmailText email={user.email} />
            </dd>
          </dl>
          <div className={styles.identityActions}>
            <input ref={input} type="file" accept={AVATAR_TYPES.join(',')} hidden onChange={(e) => void onFile(e)} aria-label={t('profile.uploadAvatar')} />
            <Button variant="secondary" size="small" busy={uploading} onClick={() => input.current?.click()} aria-describedby="avatar-rule">
              <Upload size={16} aria-hidden="true" />
              {t('profile.uploadAvatar')}
            </Button>
            <Link to="/accountCenter/changeEmail" className={`${buttonClass('secondary')} ${styles.smallLink}`}>
              <Mail size={16} aria-hidden="true" />
              {t('profile.changeEmail')}
            </Link>
          </div>
          <p id="avatar-rule" className={styles.fileHint}>
            {t('profile.avatarRule')}
          </p>
          {error && (
            <p className={styles.checkError} role="alert">
              {error}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

interface ProfileValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  countryId: number | undefined;
  companyName: string;
}

const profileValues = (u: UserInfo): ProfileValues => ({ firstName: u.firstName, lastName: u.lastName, countryId: u.countryId ?? undefined, companyName: u.companyName });

function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const save = useSaveUser();
  const form = useZodForm(profileBody, profileValues(user));
  const { reset } = form;
  // Another tab or the avatar upload changed the saved profile: show what is saved.
  useEffect(() => reset(profileValues(user)), [user, reset]);

  const onSubmit = form.submit(async (body) => {
    const updated = await accountApi.updateProfile({ ...body, avatar: user.avatar });
    save(updated);
    alert.success(t('success.profileSaved'));
  });

  return (
    <section className={styles.panel} aria-labelledby="profile-title">
      <div className={styles.panelHead}>
        <div>
          <h2 id="profile-title">{t('profile.detailsTitle')}</h2>
          <p>{t('profile.detailsLead')}</p>
        </div>
      </div>
      <form ref={form.formRef} className={`${styles.form} ${styles.narrow}`} onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className={styles.row}>
          <NameFields
            given={<TextField label={t('fields.firstName')} autoComplete="given-name" maxLength={60} {...form.field('firstName')} />}
            family={<TextField label={t('fields.lastName')} autoComplete="family-name" maxLength={60} {...form.field('lastName')} />}
          />
        </div>
        <CountrySelect
          name="countryId"
          label={t('fields.country')}
          value={form.values.countryId}
          onChange={(v) => form.setValue('countryId', v)}
          onBlur={() => form.touch('countryId')}
          error={form.error('countryId')}
        />
        <TextField label={t('fields.companyOptional')} autoComplete="organization" maxLength={120} {...form.field('companyName')} />
        <div className={styles.formActions}>
          <Button type="submit" busy={form.busy}>
            {t('profile.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function PasswordForm() {
  const { t } = useTranslation('account');
  const empty = { oldPassword: '', password: '', confirmPassword: '' };
  const form = useZodForm(changePasswordBody, empty, { check: confirmCheck });

  // A wrong current password comes back as a 400 naming `oldPassword`.
  const onSubmit = form.submit(async (body) => {
    await accountApi.changePassword(body);
    form.reset(empty);
    alert.success(t('success.passwordChanged'));
  });

  return (
    <section className={styles.panel} aria-labelledby="password-title">
      <div className={styles.panelHead}>
        <div>
          <h2 id="password-title">{t('profile.passwordTitle')}</h2>
          <p>{t('profile.passwordLead')}</p>
        </div>
      </div>
      <form ref={form.formRef} className={`${styles.form} ${styles.narrow}`} onSubmit={(e) => void onSubmit(e)} noValidate>
        <PasswordField label={t('fields.oldPassword')} autoComplete="current-password" {...form.field('oldPassword')} />
        <PasswordField label={t('fields.newPassword')} autoComplete="new-password" showRules {...form.field('password')} />
        <PasswordField label={t('fields.confirmPassword')} autoComplete="new-password" {...form.field('confirmPassword')} />
        <div className={styles.formActions}>
          <Button type="submit" busy={form.busy}>
            {t('profile.changePassword')}
          </Button>
        </div>
      </form>
    </section>
  );
}
