import { langIdByCode, LANGUAGES, type LangCode } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import * as t from '../../schema.js';
import { perLanguage, readJson } from '../files.js';

// Checkout reference data: shipping methods, tax per destination and the shop's coupons.
// Upserted at every start like the other reference data.

type Names = Record<LangCode, string>;
const excluded = (col: string) => sql.raw(`excluded.${col}`);

/**
 * Fees in USD cents (the base currency): base + per started kilogram. seed-data/purchase/
 * shipping-methods.json, names in <lang>/shipping-methods.json by key (ADR 0037).
 */
export const SHIPPING_METHODS: { key: string; baseFee: number; perKgFee: number; freeOver: number | null; daysMin: number; daysMax: number; names: Names }[] = (() => {
  const names = perLanguage((lang) => readJson<Record<string, string>>(`purchase/${lang}/shipping-methods.json`));
  return readJson<{ key: string; baseFee: number; perKgFee: number; freeOver: number | null; daysMin: number; daysMax: number }[]>('purchase/shipping-methods.json').map((m) => ({
    ...m,
    names: perLanguage((lang) => {
      const name = names[lang][m.key];
      if (name === undefined) throw new Error(`seed-data/purchase/${lang}/shipping-methods.json: no ${m.key}`);
      return name;
    }),
  }));
})();

/** Standard rates for business-to-consumer sales, basis points (US: no federal sales tax at checkout). */
export const TAX_RATES: Record<string, { rateBp: number; kind: 'vat' | 'gst' | 'consumption' | 'sales' }> = {
  CN: { rateBp: 1300, kind: 'vat' },
  US: { rateBp: 0, kind: 'sales' },
  GB: { rateBp: 2000, kind: 'vat' },
  ES: { rateBp: 2100, kind: 'vat' },
  FR: { rateBp: 2000, kind: 'vat' },
  FI: { rateBp: 2550, kind: 'vat' },
  JP: { rateBp: 1000, kind: 'consumption' },
  DE: { rateBp: 1900, kind: 'vat' },
  MX: { rateBp: 1600, kind: 'vat' },
  SG: { rateBp: 900, kind: 'gst' },
  AU: { rateBp: 1000, kind: 'gst' },
  CA: { rateBp: 500, kind: 'gst' },
  // The rest of the EU and EEA, Switzerland and the markets that charge VAT/GST on imports at the
  // standard rate (ADR 0032). Elsewhere no tax is added at checkout: the destination's import
  // duties and taxes are the buyer's on delivery.
  AT: { rateBp: 2000, kind: 'vat' }, BE: { rateBp: 2100, kind: 'vat' }, BG: { rateBp: 2000, kind: 'vat' }, HR: { rateBp: 2500, kind: 'vat' },
  CY: { rateBp: 1900, kind: 'vat' }, CZ: { rateBp: 2100, kind: 'vat' }, DK: { rateBp: 2500, kind: 'vat' }, EE: { rateBp: 2400, kind: 'vat' },
  GR: { rateBp: 2400, kind: 'vat' }, HU: { rateBp: 2700, kind: 'vat' }, IE: { rateBp: 2300, kind: 'vat' }, IT: { rateBp: 2200, kind: 'vat' },
  LV: { rateBp: 2100, kind: 'vat' }, LT: { rateBp: 2100, kind: 'vat' }, LU: { rateBp: 1700, kind: 'vat' }, MT: { rateBp: 1800, kind: 'vat' },
  NL: { rateBp: 2100, kind: 'vat' }, PL: { rateBp: 2300, kind: 'vat' }, PT: { rateBp: 2300, kind: 'vat' }, RO: { rateBp: 2100, kind: 'vat' },
  SK: { rateBp: 2300, kind: 'vat' }, SI: { rateBp: 2200, kind: 'vat' }, SE: { rateBp: 2500, kind: 'vat' },
  NO: { rateBp: 2500, kind: 'vat' }, IS: { rateBp: 2400, kind: 'vat' }, CH: { rateBp: 810, kind: 'vat' },
  KR: { rateBp: 1000, kind: 'vat' }, IN: { rateBp: 1800, kind: 'gst' }, NZ: { rateBp: 1500, kind: 'gst' },
};

const DAY = 86_400_000;
/** Coupons relative to the seeding day, so the demo always has a live, a future and an expired one. */
function coupons(now: number) {
  return [
    { code: 'WELCOME10', kind: 'percent', value: 1000, minAmount: 5000, startsAt: new Date(now - 30 * DAY), expiresAt: new Date(now + 365 * DAY), public: true },
    { code: 'SAVE20', kind: 'fixed', value: 2000, minAmount: 20000, startsAt: new Date(now - 30 * DAY), expiresAt: new Date(now + 180 * DAY), public: true },
    { code: 'OPTICS15', kind: 'percent', value: 1500, minAmount: 100000, startsAt: new Date(now - 30 * DAY), expiresAt: new Date(now + 90 * DAY), public: true },
    { code: 'SPRING5', kind: 'percent', value: 500, minAmount: 0, startsAt: new Date(now + 60 * DAY), expiresAt: new Date(now + 120 * DAY), public: false },
    { code: 'EXPIRED5', kind: 'percent', value: 500, minAmount: 0, startsAt: new Date(now - 60 * DAY), expiresAt: new Date(now - DAY), public: false },
    // The welcome coupon: private, issued to each new buyer at registration for 30 days (modules/coupons).
    { code: 'NEWBUYER8', kind: 'percent', value: 800, minAmount: 0, startsAt: new Date(now - 30 * DAY), expiresAt: new Date(now + 5 * 365 * DAY), public: false },
  ];
}

export async function seedPurchase(db: Db, now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    const methods = await tx
      .insert(t.shippingMethod)
      .values(SHIPPING_METHODS.map((m, i) => ({ key: m.key, baseFee: m.baseFee, perKgFee: m.perKgFee, freeOver: m.freeOver, daysMin: m.daysMin, daysMax: m.daysMax, sort: i })))
      .onConflictDoUpdate({
        target: t.shippingMethod.key,
        set: { baseFee: excluded('base_fee'), perKgFee: excluded('per_kg_fee'), freeOver: excluded('free_over'), daysMin: excluded('days_min'), daysMax: excluded('days_max'), sort: excluded('sort') },
      })
      .returning({ id: t.shippingMethod.id, key: t.shippingMethod.key });
    const names = methods.flatMap((m) => {
      const seed = SHIPPING_METHODS.find((s) => s.key === m.key)!;
      return LANGUAGES.map((l) => ({ methodId: m.id, langId: langIdByCode(l.shortName)!, name: seed.names[l.shortName] }));
    });
    await tx.insert(t.shippingMethodI18n).values(names).onConflictDoUpdate({ target: [t.shippingMethodI18n.methodId, t.shippingMethodI18n.langId], set: { name: excluded('name') } });

    const countries = await tx.select({ id: t.country.id, code: t.country.code }).from(t.country);
    const taxes = countries.filter((c) => TAX_RATES[c.code]).map((c) => ({ countryId: c.id, ...TAX_RATES[c.code]! }));
    if (taxes.length) await tx.insert(t.taxRate).values(taxes).onConflictDoUpdate({ target: t.taxRate.countryId, set: { rateBp: excluded('rate_bp'), kind: excluded('kind') } });

    // Existing coupons keep their dates: a restart must not extend an expiry buyers have seen.
    await tx.insert(t.coupon).values(coupons(now)).onConflictDoNothing({ target: t.coupon.code });
  });
}
