/**
 * Runs `fn` once the page has painted its first content, or after `maxWaitMs` if it never does
 * (a tab opened in the background does not paint).
 *
 * Why: a request that starts before the first paint is, in Lighthouse's simulation of a
 * phone, one more round trip the first paint may have to wait for; work that no first paint
 * needs (the visitor id, and the recently-viewed lists that wait for it) starts after it.
 */
export function afterFirstPaint(fn: () => void, maxWaitMs = 3000): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    fn();
  };
  const timer = setTimeout(run, maxWaitMs);
  let observer: PerformanceObserver | undefined;
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.name === 'first-contentful-paint')) setTimeout(run, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    setTimeout(run, 0); // no paint timing in this browser: do not hold the work back
  }
}
