import type { AvailabilitySummary } from '@netshop/contract';
import { AVAILABILITY_SUMMARY_MAX } from '@netshop/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Clock, Truck } from 'lucide-react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstPaint } from '../../../lib/after-first-paint';
import { secondsLeft } from '../../../lib/countdown';
import { useShop } from '../../../lib/use-shop';
import { summaryQuery } from '../api/inventory-api';
import { useInventoryTexts } from '../hooks/use-inventory-texts';
import { useVisitorCountry } from '../hooks/use-visitor-country';
import { shownDay } from '../lib/delivery-plan';
import styles from './delivery.module.css';

// Listing cards' short form of the delivery block (issue 28): "Ships today", "Arrives by Tue 2 Dec"
// or "Back on 12 Dec". One request for the whole grid, made after the grid has painted, so the
// first paint and the inlined first-visit answer never wait for it.

/** undefined: no DeliverySummaries around (a card on the home page); null: not there yet. */
const Summaries = createContext<ReadonlyMap<number, AvailabilitySummary> | null | undefined>(undefined);

/** Asks for the summaries of the products of a grid (once it has painted) and gives them to the cards inside. */
export function DeliverySummaries({ spuIds, children }: { spuIds: number[]; children: ReactNode }) {
  const texts = useInventoryTexts();
  const { langId, ready } = useShop();
  const countryId = useVisitorCountry();
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  const ids = useMemo(() => [...new Set(spuIds)].slice(0, AVAILABILITY_SUMMARY_MAX), [spuIds]);
  const q = useQuery({ ...summaryQuery(langId, ids, countryId), enabled: ready && painted && ids.length > 0 });
  const map = useMemo(() => (texts && q.data ? new Map(q.data.map((s) => [s.spuId, s])) : null), [texts, q.data]);
  return <Summaries.Provider value={map}>{children}</Summaries.Provider>;
}

/** A card's line; empty (but holding its height) until the summaries arrive, nothing outside a DeliverySummaries. */
export function CardDelivery({ spuId }: { spuId: number }) {
  const map = useContext(Summaries);
  if (map === undefined) return null;
  const s = map?.get(spuId);
  return <span className={styles.card} data-testid="card-delivery">{s ? <CardDeliveryText summary={s} /> : null}</span>;
}

export function CardDeliveryText({ summary }: { summary: AvailabilitySummary }) {
  const { t, i18n } = useTranslation('inventory');
  const day = (d: string) => shownDay(d, i18n.language);
  // "Ships today" only while the cutoff is ahead (a page left open past it says the arrival instead).
  const today = summary.shipsToday && (secondsLeft(summary.cutoffAt, Date.now()) ?? 0) > 0;
  if (today)
    return (
      <span className={styles.cardToday}>
        <Clock size={12} aria-hidden="true" /> {t('card.shipsToday')}
      </span>
    );
  if (summary.arrivesBy)
    return (
      <>
        <Truck size={12} aria-hidden="true" /> {t('card.arrivesBy', { date: day(summary.arrivesBy) })}
      </>
    );
  if (summary.incomingOn)
    return (
      <>
        <CalendarClock size={12} aria-hidden="true" /> {t('card.backOn', { date: shownDay(summary.incomingOn, i18n.language, false) })}
      </>
    );
  return null;
}
