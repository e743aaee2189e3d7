import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApproveDialog } from '../../../components/console/decision-dialogs';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { staffListQuery } from '../api/staff-api';
import { securityApi } from '../api/security-api';
import consoleStyles from './console.module.css';
import styles from './security.module.css';

/**
 * For administrators: a member who lost their phone and their recovery codes gets their
 * authenticator removed; their sessions end and they set one up again at their next sign-in.
 */
export function TotpResetPanel({ selfId }: { selfId: number }) {
  const { t } = useTranslation('console-staff');
  const list = useQuery(staffListQuery);
  const [staffId, setStaffId] = useState('');
  const [open, setOpen] = useState(false);
  const others = (list.data ?? []).filter((s) => s.staffId !== selfId);
  const chosen = others.find((s) => String(s.staffId) === staffId);

  return (
    <section className={consoleStyles.panel} aria-labelledby="security-reset">
      <h2 id="security-reset">{t('security.reset.title')}</h2>
      <p className={styles.muted}>{t('security.reset.lead')}</p>
      <div className={styles.actions}>
        <SelectField label={t('security.reset.member')} value={staffId} onChange={(e) => setStaffId(e.target.value)} data-testid="totp-reset-member">
          <option value="">{t('security.reset.choose')}</option>
          {others.map((s) => (
            <option key={s.staffId} value={s.staffId}>
              {s.name} · {s.email}
            </option>
          ))}
        </SelectField>
      </div>
      <p>
        <Button variant="secondary" disabled={!chosen} onClick={() => setOpen(true)} data-testid="totp-reset">
          {t('security.reset.button')}
        </Button>
      </p>
      <ApproveDialog
        open={open && Boolean(chosen)}
        title={t('security.reset.confirmTitle', { name: chosen?.name ?? '' })}
        label={t('security.reset.button')}
        testId="totp-reset"
        approve={() => securityApi.reset(chosen!.staffId)}
        onClose={() => setOpen(false)}
        onDone={async () => {
          setOpen(false);
          setStaffId('');
        }}
      >
        {t('security.reset.confirmText', { name: chosen?.name ?? '', email: chosen?.email ?? '' })}
      </ApproveDialog>
    </section>
  );
}
