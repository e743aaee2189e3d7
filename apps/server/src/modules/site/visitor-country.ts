/** Country a bare language most likely means, when Accept-Language names no region. */
const LANGUAGE_COUNTRY: Record<string, string> = { zh: 'CN', ja: 'JP', fi: 'FI', fr: 'FR', es: 'ES', de: 'DE', en: 'US' };

/**
 * Where the visitor probably is (ADR 0002): a trusted geo header set by the CDN or proxy
 * first, then the region of the first Accept-Language tag, then the language alone.
 * Returns an ISO alpha-2 code or undefined; the caller keeps only codes it sells to.
 */
export function detectCountryCodes(geoHeaderValue: string | undefined, acceptLanguage: string | undefined): string[] {
  const out: string[] = [];
  const geo = geoHeaderValue?.trim().toUpperCase();
  if (geo && /^[A-Z]{2}$/.test(geo) && geo !== 'XX' && geo !== 'T1') out.push(geo);
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const parts = tag.split('-');
    const regionPart = parts.slice(1).find((p) => /^[A-Za-z]{2}$/.test(p));
    if (regionPart) out.push(regionPart.toUpperCase());
    const byLang = LANGUAGE_COUNTRY[parts[0].toLowerCase()];
    if (byLang) out.push(byLang);
  }
  return out;
}
