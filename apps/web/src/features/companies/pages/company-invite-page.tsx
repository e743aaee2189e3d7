import { invitationToken, type InvitationPreview, type UserInfo } from '@netshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, LinkIcon, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/page-frame';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { Skeleton } from '../../../components/ui/skeleton';
import { alert } from '../../../lib/alerts';
import { HttpError } from '../../../lib/http';
import { saveRedirectPath } from '../../../lib/session';
import { useSession, useSite } from '../../../lib/site-store';
import { useShop } from '../../../lib/use-shop';
import { logout } from '../../account/session';
import { COMPANY_KEY, companiesApi } from '../api/companies-api';
import { RoleChips } from '../components/chips';
import { formatDate } from '../lib/format';
import styles from '../companies.module.css';

/**
 * /companyInvite?token=…: the page of an invitation's link, readable without signing in. It shows
 * the company, who invited, the roles and until when the link works, then the one step that fits:
 * join (signed in with the invited e-mail), sign out (signed in as someone else), or sign in /
 * create an account first; login comes back here (saveRedirectPath), so does registering, whose
 * success page leads to login. A link that is malformed, expired, used or revoked gets a page
 * saying so, never a crash.
 */
export function Component() {
  const { t } = useTranslation(['companies', 'pages']);
  useDocumentTitle(t('pages:companyInvite'));
  const [params] = useSearchParams();
  const raw = params.get('token') ?? '';
  const token = invitationToken.safeParse(raw).success ? raw : null;
  const preview = useQuery({
    queryKey: ['companies', 'invitation', token],
    queryFn: () => companiesApi.invitation(token!),
    enabled: token !== null,
    retry: false,
    staleTime: 0,
  });

  let body;
  if (token === null) body = <Invalid />;
  else if (preview.isError) {
    const err = preview.error instanceof HttpError ? preview.error : null;
    // 404 (no such invitation, expired, used, revoked) is the page's own words; the HTTP client
    // puts a generic text in its place. Another refusal keeps the server's; a network error may be tried again.
    body = <Invalid message={err?.kind === 'api' && err.code !== 404 && err.code !== 403 ? err.message : undefined} onRetry={err && err.kind !== 'api' ? () => void preview.refetch() : undefined} />;
  }
  else if (!preview.data) body = <Skeleton height={320} />;
  else body = <Invitation token={token} preview={preview.data} />;

  return (
    <div className={`container ${styles.invite}`}>
      <div className={styles.inviteCard} data-testid="company-invite">
        {body}
      </div>
    </div>
  );
}

function Invalid({ message, onRetry }: { message?: string; onRetry?(): void }) {
  const { t } = useTranslation(['companies', 'common']);
  return (
    <div className={styles.section} data-testid="invite-invalid">
      <div className={styles.panelHead}>
        <LinkIcon size={28} aria-hidden="true" />
        <h1>{t('invitation.invalidTitle')}</h1>
      </div>
      {message && <Alert kind="error">{message}</Alert>}
      <p className={styles.muted}>{t('invitation.invalidText')}</p>
      <div className={styles.actions}>
        {onRetry && <Button onClick={onRetry}>{t('common:common.retry')}</Button>}
        <Link to="/" className={buttonClass(onRetry ? 'secondary' : 'primary')}>
          {t('common:common.backHome')}
        </Link>
      </div>
    </div>
  );
}

function Invitation({ token, preview }: { token: string; preview: InvitationPreview }) {
  const { t } = useTranslation(['companies', 'common']);
  const { locale } = useShop();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const isLogin = useSession((s) => s.isLogin);
  const myEmail = useSite((s) => (s.loginUser as Partial<UserInfo> | null)?.email);
  const [refused, setRefused] = useState<{ code: number; message: string } | null>(null);
  const [signingOut, setSigningOut] = useState(false);

  const accept = useMutation({
    mutationFn: () => companiesApi.accept(token),
    onSuccess: async ({ msg }) => {
      alert.success(msg);
      await queryClient.invalidateQueries({ queryKey: COMPANY_KEY });
      void navigate('/accountCenter/company', { replace: true });
    },
    onError: (err) => {
      if (err instanceof HttpError && err.kind === 'api') setRefused({ code: err.code, message: err.message });
    },
  });

  const here = pathname + search;
  const signIn = () => {
    saveRedirectPath(here);
    void navigate('/login');
  };
  const register = () => {
    saveRedirectPath(here);
    void navigate(`/register?email=${encodeURIComponent(preview.email)}`);
  };
  const signOut = async () => {
    setSigningOut(true);
    await logout(queryClient);
    setRefused(null);
    setSigningOut(false);
  };

  // Signed in as someone else: known from the user's e-mail, or from the server's refusal (403).
  const otherAccount = isLogin && ((myEmail !== undefined && myEmail.toLowerCase() !== preview.email.toLowerCase()) || refused?.code === 403);

  return (
    <div className={styles.section} data-testid="invite-preview">
      <div className={styles.panelHead}>
        <Building2 size={28} aria-hidden="true" />
        <h1 data-testid="invite-company">{t('invitation.title', { company: preview.companyName })}</h1>
      </div>
      <p className={styles.muted}>{t('invitation.lead', { name: preview.invitedBy, company: preview.companyName })}</p>
      <dl className={styles.facts}>
        <Fact label={t('invitation.email')}>{preview.email}</Fact>
        <Fact label={t('invitation.expires')}>{formatDate(preview.expiresAt, locale, true)}</Fact>
        <Fact label={t('invitation.roles')}>
          <RoleChips roles={preview.roles} label={t('invitation.roles')} />
        </Fact>
      </dl>

      {!isLogin ? (
        <div className={styles.section} data-testid="invite-signed-out">
          <p>{preview.hasAccount ? t('invitation.signInText', { email: preview.email }) : t('invitation.registerText', { email: preview.email })}</p>
          <div className={styles.actions}>
            {preview.hasAccount ? (
              <Button onClick={signIn} data-testid="invite-sign-in">
                {t('invitation.signIn')}
              </Button>
            ) : (
              <>
                <Button onClick={register} data-testid="invite-register">
                  {t('invitation.register')}
                </Button>
                <Button variant="secondary" onClick={signIn} data-testid="invite-sign-in">
                  {t('invitation.haveAccount')}
                </Button>
              </>
            )}
          </div>
        </div>
      ) : otherAccount ? (
        <div className={styles.section} data-testid="invite-wrong-account">
          <Alert kind="warning">{myEmail ? t('invitation.otherAccount', { email: preview.email, mine: myEmail }) : t('invitation.wrongEmail', { email: preview.email })}</Alert>
          <p className={styles.muted}>{t('invitation.signOutText', { email: preview.email })}</p>
          <div className={styles.actions}>
            <Button onClick={() => void signOut()} busy={signingOut} data-testid="invite-sign-out">
              <LogOut size={16} aria-hidden="true" />
              {t('invitation.signOut')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.section} data-testid="invite-join">
          {refused && <Alert kind="error">{refused.message}</Alert>}
          <p>{t('invitation.joinText', { company: preview.companyName })}</p>
          <div className={styles.actions}>
            <Button className={styles.wrapButton} onClick={() => accept.mutate()} busy={accept.isPending} data-testid="invite-accept">
              {t('invitation.join', { company: preview.companyName })}
            </Button>
            <Link to="/" className={buttonClass('secondary')}>
              {t('invitation.notNow')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
