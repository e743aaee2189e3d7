import type { StaffCouponBody } from '@netshop/contract';

type Kind = StaffCouponBody['kind'];
/** The form as typed: amounts in percent or dollars and dates as the datetime-local inputs give them. */
export interface CouponValues {
  code: string;
  kind: Kind;
  value: string;
  minAmount: string;
  startsAt: string;
  expiresAt: string;
  public: boolean;
}
export type CouponFieldName = 'code' | 'value' | 'minAmount' | 'startsAt' | 'expiresAt';
/** The fields in the form's order: the first with a problem takes the focus. */
export const COUPON_FIELDS: CouponFieldName[] = ['code', 'value', 'minAmount', 'startsAt', 'expiresAt'];
const DAY_MS = 86_400_000;

/** A Date as a datetime-local input's value, in the browser's time zone, to the minute. */
function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
/** An empty form: a percentage, no minimum, from this minute for 30 days, public. */
export function blankCoupon(): CouponValues {
  const now = new Date();
  now.setSeconds(0, 0);
  return { code: '', kind: 'percent', value: '', minAmount: '0', startsAt: toLocalInput(now), expiresAt: toLocalInput(new Date(now.getTime() + 30 * DAY_MS)), public: true };
}

/**
 * "12.5" (percent) → 1250 basis points; "20" (dollars) → 2000 cents: both are hundredths. Empty is
 * missing; a third decimal stays a fraction, which the schema's int() refuses.
 */
function hundredths(text: string): number | undefined {
  const s = text.trim().replace(',', '.');
  if (s === '') return undefined;
  const n = Number(s) * 100;
  const rounded = Math.round(n);
  return Math.abs(n - rounded) < 1e-6 ? rounded : n;
}
/** A datetime-local value as ISO (UTC); '' or nonsense stays as typed for the schema to refuse. */
function toIso(local: string): string {
  const ms = Date.parse(local);
  return Number.isNaN(ms) ? local : new Date(ms).toISOString();
}
/** The form as the contract's schema reads it (staffCouponBody). */
export const toCouponInput = (v: CouponValues) => ({
  code: v.code,
  kind: v.kind,
  value: hundredths(v.value),
  minAmount: hundredths(v.minAmount),
  startsAt: toIso(v.startsAt),
  expiresAt: toIso(v.expiresAt),
  public: v.public,
});
