// Text analysis for search in six languages. PostgreSQL has no Chinese or Japanese parser, so
// CJK runs become overlapping character bigrams (as Lucene's CJK analyzer does); Latin text
// becomes lower-case words without accents; product numbers also index their joined form,
// so "SFP-10G-LR", "sfp10glr" and "SFP-10G-L" all find the module.

const CJK_CLASS = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uff66-\\uff9f';
const CJK = new RegExp(`[${CJK_CLASS}]`, 'u');
const WORD_CHAR = `(?:(?![${CJK_CLASS}])[\\p{L}\\p{N}])`;
const RUN = new RegExp(`([${CJK_CLASS}]+)|(${WORD_CHAR}+(?:[+.]${WORD_CHAR}+)*\\+?)`, 'gu');

export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

/** A Latin token as the index keeps it: "sfp+" → "sfp", "1.5" stays, "10g" stays. */
function cleanWord(w: string): string {
  return w.replace(/\+$/, '').replace(/[+]/g, '');
}

/** Index terms of a text. */
export function analyze(text: string): string[] {
  const out: string[] = [];
  for (const m of fold(text).matchAll(RUN)) {
    if (m[1]) out.push(...bigrams(m[1]));
    else if (m[2]) {
      const w = cleanWord(m[2]);
      if (w) out.push(w);
    }
  }
  return out;
}

/** Extra index terms of a product number: the whole number without separators, and each prefix of it. */
export function productNumberTerms(productNo: string): string[] {
  const joined = fold(productNo).replace(/[^a-z0-9]/g, '');
  return joined ? [joined] : [];
}

export interface ParsedQuery {
  /** Terms that must all match (tsquery AND); the last Latin term matches as a prefix. */
  terms: string[];
  prefixLast: boolean;
  /** The query folded, for trigram similarity and product-number lookups. */
  folded: string;
  joined: string;
  hasCjk: boolean;
}

const MAX_QUERY = 200;

export function parseQuery(raw: string): ParsedQuery {
  const q = raw.slice(0, MAX_QUERY);
  const folded = fold(q).replace(/\s+/g, ' ').trim();
  const terms = [...new Set(analyze(q))].slice(0, 16);
  const last = folded.split(' ').at(-1) ?? '';
  return {
    terms,
    prefixLast: terms.length > 0 && !CJK.test(last) && /[a-z0-9]$/.test(last),
    folded,
    joined: folded.replace(/[^a-z0-9]/g, ''),
    hasCjk: CJK.test(folded),
  };
}

/** A tsquery text safe to pass to to_tsquery('simple', …): terms are quoted lexemes. */
export function toTsQuery(p: ParsedQuery): string | null {
  if (!p.terms.length) return null;
  const quoted = p.terms.map((t) => `'${t.replace(/'/g, "''").replace(/\\/g, '')}'`);
  if (p.prefixLast) quoted[quoted.length - 1] += ':*';
  return quoted.join(' & ');
}

/**
 * Index-time synonyms: words a buyer may type that the catalogue's own texts do not use
 * (Spanish copy says "switch", a buyer may search "conmutador").
 */
const SYNONYMS: Record<string, string[]> = {
  switch: ['conmutador'],
  switches: ['conmutadores', 'conmutador'],
  transceiver: ['transceptor', 'optic'],
  transceivers: ['transceptores', 'optics'],
  ap: ['access', 'point'],
  nic: ['adapter', 'card'],
};

export function synonyms(terms: string[]): string[] {
  return terms.flatMap((t) => SYNONYMS[t] ?? []);
}
