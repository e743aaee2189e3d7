#!/usr/bin/env bash
# Lighthouse (mobile: simulated slow 4G, 4x CPU) on the pages a buyer lands on: home, listing,
# product detail and search results, in Debian's Chromium, fully offline. Each page is measured
# RUNS times (default 5) and the median performance score is printed with every run's score.
# Needs a running shop: PORT=8095 npm start (another shell).
#   RUNS=5 bash bench/lighthouse.sh [http://localhost:8095]
set -euo pipefail
base=${1:-http://localhost:8095}
runs=${RUNS:-5}
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
out=bench/results
mkdir -p "$out"
for page in "/" "/product/queryProduct?cateId=6" "/product/productDetail?spuId=30" "/searchResult?keyword=SFP%2B%2010G"; do
  name=$(echo "$page" | tr -c 'a-zA-Z0-9' '_')
  for i in $(seq "$runs"); do
    # Lighthouse's headless Chromium now and then stops at NO_NAVSTART: that run is taken again.
    for attempt in 1 2 3; do
      if npx --yes lighthouse@12 "$base$page" --quiet --only-categories=performance,accessibility,seo \
        --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking" \
        --output=json --output-path="$out/lh$name-$i.json" >/dev/null 2>&1; then break; fi
    done
  done
  node -e "
    const runs = Array.from({ length: $runs }, (_, i) => require('./$out/lh$name-' + (i + 1) + '.json'));
    const perf = runs.map((r) => Math.round(r.categories.performance.score * 100));
    const median = [...perf].sort((a, b) => a - b)[Math.floor(perf.length / 2)];
    const pick = (k) => [...new Set(runs.map((r) => r.audits[k].displayValue))].join(' / ');
    const r = runs[0];
    const seoFails = Object.values(r.audits).filter((a) => r.categories.seo.auditRefs.some((x) => x.id === a.id && x.weight > 0) && a.score === 0).map((a) => a.id);
    console.log('$page', '| performance', perf.join(', '), '| median', median, '| accessibility', Math.round(r.categories.accessibility.score * 100), '| seo', Math.round(r.categories.seo.score * 100), seoFails.length ? '(' + seoFails.join(', ') + ')' : '', '| LCP', pick('largest-contentful-paint'), '| TBT', pick('total-blocking-time'), '| CLS', pick('cumulative-layout-shift'));
  "
done
