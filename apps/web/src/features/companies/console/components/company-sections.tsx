import type { StaffCompanyDetail } from '@netshop/contract';
import { FileText } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleDate } from '../../../../components/console/use-console-date';
import styles from '../pages/console-companies.module.css';
import { CompanyStatusBadge } from './company-status';

type Detail = StaffCompanyDetail;

/** A member's roles as the language lists words (管理员、采购员和财务; Pääkäyttäjä, Ostaja ja Talous). */
function useRoleList() {
  const { t, i18n } = useTranslation('console-companies');
  const list = useMemo(() => new Intl.ListFormat(i18n.language, { type: 'conjunction', style: 'long' }), [i18n.language]);
  return (roles: readonly string[]) => list.format(roles.map((r) => t(`roles.${r}`)));
}

/** The company as it applied: its facts, the applicant, the review, the reason given, its orders and documents. */
export function CompanyProfile({ d }: { d: Detail }) {
  const { t } = useTranslation('console-companies');
  const date = useConsoleDate();
  const c = d.company;
  return (
    <section className={styles.panel} aria-labelledby="company-profile">
      <h2 id="company-profile" className={styles.sectionTitle}>
        {t('profile.title')} <CompanyStatusBadge status={c.status} />
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('profile.applicant')}</dt>
          <dd>
            {d.applicant.name}
            <span className={styles.muted}>{d.applicant.email}</span>
          </dd>
        </div>
        <div>
          <dt>{t('profile.applied')}</dt>
          <dd>{date(c.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('profile.taxNo')}</dt>
          <dd data-testid="company-tax-no">{c.taxNo}</dd>
        </div>
        <div>
          <dt>{t('profile.country')}</dt>
          <dd>{c.country || c.countryCode}</dd>
        </div>
        <div>
          <dt>{t('profile.industry')}</dt>
          <dd>{t(`industries.${c.industry}`)}</dd>
        </div>
        <div>
          <dt>{t('profile.phone')}</dt>
          <dd>{c.phone}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{t('profile.address')}</dt>
          <dd>
            {c.address}
            <span className={styles.line2}>{[c.postcode, c.city].filter(Boolean).join(' ')}</span>
          </dd>
        </div>
        <div>
          <dt>{t('profile.orders')}</dt>
          <dd>{d.orders.lastAt ? t('profile.ordersSince', { count: d.orders.count, date: date(d.orders.lastAt) }) : t('profile.ordersNone')}</dd>
        </div>
        {d.reviewed && (
          <div>
            <dt>{t('profile.reviewed')}</dt>
            <dd>{t('profile.reviewedBy', { date: date(d.reviewed.at), name: d.reviewed.by || t('history.operator') })}</dd>
          </div>
        )}
        {c.statusReason && (
          <div className={styles.wide}>
            <dt>{t('profile.reason')}</dt>
            <dd data-testid="company-reason">{c.statusReason}</dd>
          </div>
        )}
        <div className={styles.wide}>
          <dt>{t('profile.documents')}</dt>
          <dd>
            {c.files.length === 0 ? (
              t('profile.noDocuments')
            ) : (
              <ul className={styles.files}>
                {c.files.map((f) => (
                  <li key={f.id}>
                    {f.url ? (
                      <a href={f.url} target="_blank" rel="noopener noreferrer">
                        <FileText size={16} aria-hidden="true" />
                        {f.name}
                      </a>
                    ) : (
                      f.name
                    )}
                    <span className={styles.muted}>{t('profile.size', { kb: Math.max(1, Math.round(f.size / 1024)) })}</span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Every member with their roles, active ones first. */
export function CompanyMembers({ d }: { d: Detail }) {
  const { t } = useTranslation('console-companies');
  const date = useConsoleDate();
  const roles = useRoleList();
  return (
    <section className={styles.panel} aria-labelledby="company-members">
      <h2 id="company-members" className={styles.sectionTitle}>
        {t('members.title')} <span className={styles.sectionCount}>{d.members.filter((m) => m.active).length}</span>
      </h2>
      {d.members.length === 0 ? (
        <p className={styles.none}>{t('members.none')}</p>
      ) : (
        <ul className={styles.lines} data-testid="company-members">
          {d.members.map((m) => (
            <li key={m.id} className={styles.line}>
              <div className={styles.lineHead}>
                <strong className={styles.breakable}>{m.name}</strong>
                <span className={styles.muted}>{m.email}</span>
              </div>
              <p className={styles.lineText}>
                {roles(m.roles)}
                {' · '}
                {m.active ? t('members.joined', { date: date(m.joinedAt) }) : t('members.deactivated', { date: date(m.deactivatedAt ?? m.joinedAt) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Invitations sent by the company's admins, newest first, with what became of each. */
export function CompanyInvitations({ d }: { d: Detail }) {
  const { t } = useTranslation('console-companies');
  const date = useConsoleDate();
  const roles = useRoleList();
  return (
    <section className={styles.panel} aria-labelledby="company-invitations">
      <h2 id="company-invitations" className={styles.sectionTitle}>
        {t('invitations.title')} <span className={styles.sectionCount}>{d.invitations.length}</span>
      </h2>
      {d.invitations.length === 0 ? (
        <p className={styles.none}>{t('invitations.none')}</p>
      ) : (
        <ul className={styles.lines} data-testid="company-invitations">
          {d.invitations.map((i) => (
            <li key={i.id} className={styles.line}>
              <div className={styles.lineHead}>
                <strong className={styles.breakable}>{i.email}</strong>
                <span className={styles.muted}>{t(`invitations.status.${i.status}`)}</span>
              </div>
              <p className={styles.lineText}>
                {roles(i.roles)}
                {' · '}
                {t('invitations.by', { name: i.invitedBy, date: date(i.createdAt) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What happened to the company, newest first, with who did it and their note. */
export function CompanyHistory({ d }: { d: Detail }) {
  const { t, i18n } = useTranslation('console-companies');
  const date = useConsoleDate();
  return (
    <section className={styles.panel} aria-labelledby="company-history">
      <h2 id="company-history" className={styles.sectionTitle}>
        {t('history.title')}
      </h2>
      {d.events.length === 0 ? (
        <p className={styles.none}>{t('history.none')}</p>
      ) : (
        <ol className={styles.lines} data-testid="company-history">
          {d.events.map((e) => (
            <li key={e.id} className={styles.line}>
              <div className={styles.lineHead}>
                <strong>{i18n.exists(`history.kinds.${e.kind}`, { ns: 'console-companies' }) ? t(`history.kinds.${e.kind}`) : e.kind}</strong>
                <span className={styles.muted}>
                  {e.actor || t('history.operator')} · <time dateTime={e.createdAt}>{date(e.createdAt)}</time>
                </span>
              </div>
              {e.note && <p className={styles.note}>{e.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
