// The payment countdown of unpaid orders (docs/product.md#states): shown on the payment page and on every unpaid
// order card, so it lives here rather than in one feature.

/** Whole seconds left until `deadline` (ISO), never negative; null deadline: none. */
export function secondsLeft(deadline: string | null | undefined, now: number): number | null {
  if (!deadline) return null;
  const end = Date.parse(deadline);
  if (Number.isNaN(end)) return null;
  // Rounded up: "00:00" only once the deadline has really passed.
  return Math.max(0, Math.ceil((end - now) / 1000));
}

const two = (n: number) => String(n).padStart(2, '0');

/** mm:ss, or h:mm:ss from one hour on (the length of the countdown is the server's to choose). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}
