/** What a probe returns when it is done: `frames.length >= n && frames` gives the frames. */
export type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

/**
 * Waits for a condition, not for a time: re-checks `probe` (a frame count, a row in the database,
 * an endpoint's answer) until it returns a truthy value, and returns that value. Past `timeoutMs`
 * it throws, naming what it waited for and the last value seen, so a test that waits in vain
 * fails here rather than on a confusing assertion later. A probe that throws is retried like a
 * falsy one; its last error is reported on timeout.
 */
export async function waitUntil<T>(
  probe: () => T | Promise<T>,
  opts: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<Truthy<T>> {
  const { timeoutMs = 10_000, intervalMs = 10, what = 'a condition' } = opts;
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await probe();
      if (v) return v as Truthy<T>;
      last = v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > end) {
      const seen = last instanceof Error ? last.message : JSON.stringify(last)?.slice(0, 300);
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (last: ${seen})`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
