#!/usr/bin/env bash
# Lighthouse (mobile, performance and accessibility) on the listing and product pages, in
# Debian's Chromium, fully offline. Needs a running shop: PORT=8095 npm start (another shell).
#   bash bench/lighthouse.sh [http://localhost:8095]
set -euo pipefail
base=${1:-http://localhost:8095}
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
out=bench/results
mkdir -p "$out"
for page in "/" "/product/queryProduct?cateId=6" "/product/productDetail?spuId=30"; do
  name=$(echo "$page" | tr -c 'a-zA-Z0-9' '_')
  npx --yes lighthouse@12 "$base$page" --quiet --only-categories=performance,accessibility,seo \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking" \
    --output=json --output-path="$out/lh$name.json" >/dev/null
  node -e "const r=require('./$out/lh$name.json');const c=r.categories;console.log('$page', 'performance', Math.round(c.performance.score*100), 'accessibility', Math.round(c.accessibility.score*100), 'seo', Math.round(c.seo.score*100), 'LCP', r.audits['largest-contentful-paint'].displayValue, 'TBT', r.audits['total-blocking-time'].displayValue, 'CLS', r.audits['cumulative-layout-shift'].displayValue)"
done
