import { formatBasisPoints } from '@netshop/contract/money';
import { MY_COUPON_TABS, type CentreCoupon, type MyCoupon, type MyCouponTab } from '@netshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Gift, History, TicketCheck, TicketX } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { TabCount, TabLabel } from '../../../components/ui/tab-label';
import { Tabs } from '../../../components/ui/tabs';
import { alert } from '../../../lib/alerts';
import { useShop } from '../../../lib/use-shop';
import { useUrlParams } from '../../../lib/use-url-params';
import { COUPONS_KEY, couponCentreQuery, couponsApi, myCouponsQuery } from '../api/coupons-api';
import styles from './coupons.module.css';

// /accountCenter/coupons (issue 14): the buyer's coupons by status, each with its code to copy,
// and the public coupons, which work at checkout without a claim: claiming one saves it here and
// lists it first at checkout (ADR 0031). Inside the account centre, which asks for login; its
// texts are the account namespace's, the title the pages'.

const isTab = (v: string | null): v is MyCouponTab => MY_COUPON_TABS.includes(v as MyCouponTab);
const EMPTY_ICON: Record<MyCouponTab, ReactNode> = {
  unused: <Gift size={40} aria-hidden="true" />,
  used: <TicketCheck size={40} aria-hidden="true" />,
  expired: <History size={40} aria-hidden="true" />,
};

export function Component() {
  const { t } = useTranslation(['account', 'pages']);
  const { currencyId, ready } = useShop();
  const queryClient = useQueryClient();
  const [params, update] = useUrlParams();
  const tabParam = params.get('tab');
  const tab: MyCouponTab = isTab(tabParam) ? tabParam : 'unused';
  const mine = useQuery({ ...myCouponsQuery(currencyId), enabled: ready });
  const centre = useQuery({ ...couponCentreQuery(currencyId), enabled: ready });
  const mineHeadingId = useId();
  const centreHeadingId = useId();
  const centreHeading = useRef<HTMLHeadingElement>(null);

  const claim = useMutation({
    mutationFn: (code: string) => couponsApi.claim({ code }),
    onSuccess: ({ msg }) => alert.success(msg),
    // Claimed now or before (409, say from another tab): both lists show how things stand. A
    // refusal's message is the HTTP client's toast already.
    onSettled: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });

  const toCentre = () => {
    centreHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    centreHeading.current?.focus({ preventScroll: true });
  };

  const counts = Object.fromEntries(MY_COUPON_TABS.map((k) => [k, mine.data?.filter((c) => c.status === k).length ?? 0])) as Record<MyCouponTab, number>;
  const shown = mine.data?.filter((c) => c.status === tab);

  let tabContent: ReactNode;
  if (mine.isError && !mine.data) tabContent = <LoadError onRetry={() => void mine.refetch()} />;
  else if (!shown) tabContent = <CardsLoading />;
  else if (shown.length === 0)
    tabContent = (
      <div className={styles.empty} data-testid={`coupons-empty-${tab}`}>
        {EMPTY_ICON[tab]}
        <h3>{t(`coupons.empty.${tab}.title`)}</h3>
        <p>{t(`coupons.empty.${tab}.text`)}</p>
        {tab === 'unused' && (
          <Button variant="secondary" onClick={toCentre}>
            {t('coupons.toCentre')}
          </Button>
        )}
      </div>
    );
  else
    tabContent = (
      <ul className={styles.grid} data-testid="my-coupons">
        {shown.map((c) => (
          <MyCouponCard key={c.code} coupon={c} />
        ))}
      </ul>
    );

  let centreContent: ReactNode;
  if (centre.isError && !centre.data) centreContent = <LoadError onRetry={() => void centre.refetch()} />;
  else if (!centre.data) centreContent = <CardsLoading />;
  else if (centre.data.length === 0)
    centreContent = (
      <div className={styles.empty} data-testid="coupon-centre-empty">
        <TicketX size={40} aria-hidden="true" />
        <h3>{t('coupons.centreEmpty.title')}</h3>
        <p>{t('coupons.centreEmpty.text')}</p>
      </div>
    );
  else
    centreContent = (
      <ul className={styles.grid} data-testid="coupon-centre-list">
        {centre.data.map((c) => (
          <CentreCouponCard key={c.code} coupon={c} claiming={claim.isPending && claim.variables === c.code} onClaim={() => claim.mutate(c.code)} />
        ))}
      </ul>
    );

  return (
    <PageFrame title={t('pages:coupons')}>
      <section className={styles.section} aria-labelledby={mineHeadingId}>
        <h2 id={mineHeadingId} className={styles.heading}>
          {t('coupons.mine')}
        </h2>
        <Tabs
          label={t('coupons.tabsLabel')}
          value={tab}
          onChange={(id) => update({ tab: id === 'unused' ? undefined : id })}
          items={MY_COUPON_TABS.map((k) => ({
            id: k,
            label: (
              <TabLabel data-testid={`coupons-tab-${k}`}>
                {t(`coupons.tabs.${k}`)}
                {/* The space: "Unused 2" to a screen reader, not "Unused2" (the flex gap spaces it on screen). */}
                {mine.data && ' '}
                {mine.data && <TabCount>{counts[k]}</TabCount>}
              </TabLabel>
            ),
            content: tabContent,
          }))}
        />
      </section>

      <section className={styles.section} aria-labelledby={centreHeadingId} data-testid="coupon-centre">
        <h2 id={centreHeadingId} ref={centreHeading} tabIndex={-1} className={styles.heading}>
          {t('coupons.centre')}
        </h2>
        <p className={styles.lead}>{t('coupons.centreLead')}</p>
        {centreContent}
      </section>
    </PageFrame>
  );
}

function CardsLoading() {
  return (
    <div className={styles.grid} aria-busy="true">
      {[0, 1].map((i) => (
        <div key={i} className={styles.card}>
          <div className={styles.value}>
            <Skeleton height={28} width="80%" />
          </div>
          <div className={styles.details}>
            <Skeleton height={14} width="70%" />
            <Skeleton height={32} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** What every coupon card shows: the value big, the minimum, the dates, the code. */
function useCouponTexts(c: MyCoupon | CentreCoupon) {
  const { t } = useTranslation('account');
  const { money, locale } = useShop();
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });
  const value =
    c.kind === 'percent'
      ? t('coupons.percentOff', { value: formatBasisPoints(c.value, locale) })
      : c.amount
        ? t('coupons.amountOff', { amount: money(c.amount) })
        : t('coupons.discount');
  const minimum = c.minAmount.amount > 0 ? t('coupons.minSpend', { amount: money(c.minAmount) }) : t('coupons.noMinimum');
  const notYet = Date.parse(c.startsAt) > Date.now();
  const validity = notYet ? t('coupons.validFromUntil', { from: date(c.startsAt), until: date(c.expiresAt) }) : t('coupons.validUntil', { date: date(c.expiresAt) });
  return { value, minimum, validity, expiredOn: t('coupons.expiredOn', { date: date(c.expiresAt) }) };
}

function CouponValue({ value, minimum }: { value: string; minimum: string }) {
  return (
    <div className={styles.value}>
      <h3 className={styles.amount}>{value}</h3>
      <p className={styles.minimum}>{minimum}</p>
    </div>
  );
}

function MyCouponCard({ coupon: c }: { coupon: MyCoupon }) {
  const { t } = useTranslation('account');
  const { value, minimum, validity, expiredOn } = useCouponTexts(c);
  const codeRef = useRef<HTMLElement>(null);

  const copy = async () => {
    try {
      // Undefined outside a secure context: that throws here too, and ends in the fallback.
      await navigator.clipboard.writeText(c.code);
      alert.success(t('coupons.copied'));
    } catch {
      // The code selected, so the buyer can copy it with the keyboard or the context menu.
      const selection = window.getSelection();
      if (codeRef.current && selection) {
        const range = document.createRange();
        range.selectNodeContents(codeRef.current);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      alert.error(t('coupons.copyFailed'));
    }
  };

  return (
    <li className={`${styles.card} ${c.status === 'unused' ? '' : styles.inactive}`} data-testid="coupon-card" data-code={c.code} data-status={c.status}>
      <CouponValue value={value} minimum={minimum} />
      <div className={styles.details}>
        {c.status !== 'unused' && <span className={styles.badge}>{t(`coupons.status.${c.status}`)}</span>}
        <p className={styles.meta}>{c.status === 'expired' ? expiredOn : validity}</p>
        <div className={styles.codeRow}>
          <span className={styles.codeLabel}>{t('coupons.code')}</span>
          <code ref={codeRef} className={styles.code} data-testid="coupon-code">
            {c.code}
          </code>
          {c.status === 'unused' && (
            <Button variant="secondary" size="small" onClick={() => void copy()} aria-label={t('coupons.copyCode', { code: c.code })} data-testid="coupon-copy">
              <Copy size={14} aria-hidden="true" />
              {t('coupons.copy')}
            </Button>
          )}
        </div>
        {c.status === 'used' && c.orderNo && (
          <p className={styles.meta}>
            <Trans
              t={t}
              i18nKey="coupons.usedOn"
              values={{ orderNo: c.orderNo }}
              components={{ order: <Link to={`/accountCenter/orders/detail?orderNo=${encodeURIComponent(c.orderNo)}`} data-testid="coupon-order" /> }}
            />
          </p>
        )}
      </div>
    </li>
  );
}

function CentreCouponCard({ coupon: c, claiming, onClaim }: { coupon: CentreCoupon; claiming: boolean; onClaim(): void }) {
  const { t } = useTranslation('account');
  const { value, minimum, validity } = useCouponTexts(c);
  return (
    <li className={styles.card} data-testid="centre-coupon" data-code={c.code}>
      <CouponValue value={value} minimum={minimum} />
      <div className={styles.details}>
        <p className={styles.meta}>{validity}</p>
        <div className={styles.codeRow}>
          <span className={styles.codeLabel}>{t('coupons.code')}</span>
          <code className={styles.code}>{c.code}</code>
        </div>
        {c.claimed ? (
          <Button variant="secondary" disabled aria-label={t('coupons.claimedCode', { code: c.code })} className={styles.claim}>
            <Check size={16} aria-hidden="true" />
            {t('coupons.claimed')}
          </Button>
        ) : (
          <Button busy={claiming} onClick={onClaim} aria-label={t('coupons.claimCode', { code: c.code })} className={styles.claim} data-testid="coupon-claim">
            {t('coupons.claim')}
          </Button>
        )}
      </div>
    </li>
  );
}
