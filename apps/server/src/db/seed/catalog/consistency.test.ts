import { LANG_CODES } from '@netshop/contract';
import { describe, expect, it } from 'vitest';
import { catalogSeed } from './index.js';

// What a product's title and spec table say must agree with the sale attributes its listing
// filters by: a buyer who filters "Reach: 500 m" and opens a product whose title says 550 m
// (issue 24) stops trusting both. Every seeded product is checked in all six languages; spec rows
// are found by their English label (rows are in the same order in every language) and their
// values are read in each language, since numbers and units are written the same everywhere.

const { products } = catalogSeed();

const SPEEDS = ['1G', '2.5G', '10G', '25G', '40G', '100G', '200G', '400G'].map((k) => ({ key: k, gbps: Number.parseFloat(k) }));

/** Distances written as 550m, 10km or 100 m (not mm), in metres. */
function distances(text: string): number[] {
  return [...text.matchAll(/(\d+(?:\.\d+)?)\s?(km|m)(?![a-zA-Zµ²])/g)].map((m) => Number(m[1]) * (m[2] === 'km' ? 1000 : 1));
}
const metres = (key: string) => distances(key)[0]!;
const nanometres = (text: string) => [...text.matchAll(/(\d{3,4})\s?nm\b/g)].map((m) => `${m[1]}nm`);
/** The nominal speed a line rate belongs to: 10.3125 Gbps → 10G, 4×25.78125 Gbps → 100G. */
function nominalSpeed(rate: string): string | null {
  const m = /^(?:(\d+)×)?(\d+(?:\.\d+)?)\s?(Gbps|Mbps)$/.exec(rate.trim());
  if (!m) return null;
  const gbps = Number(m[2]) * Number(m[1] ?? 1) * (m[3] === 'Mbps' ? 0.001 : 1);
  return SPEEDS.filter((s) => s.gbps <= gbps + 1e-9).at(-1)?.key ?? null;
}
/** The speed a title names by its standard (1000BASE-SX → 1G, 25GBASE-SR → 25G) or its leading rate (40G QSFP+ …). */
function titleSpeed(title: string): string | null {
  const base = /\b(\d+(?:\.\d+)?)(G?)BASE-/.exec(title);
  if (base) return base[2] ? `${base[1]}G` : `${Number(base[1]) / 1000}G`;
  return /^(\d+(?:\.\d+)?G)\b/.exec(title)?.[1] ?? null;
}
const hasToken = (text: string, token: string) => new RegExp(`(^|[^\\w+-])${token.replace(/[+.]/g, '\\$&')}($|[^\\w+-])`).test(text);

interface Statement {
  product: string;
  lang: string;
  where: string;
  says: string;
  attribute: string;
  filter: string[];
}

function mismatches(): Statement[] {
  const found: Statement[] = [];
  for (const p of products) {
    const attrs = new Map<string, Set<string>>();
    for (const sku of p.skus) for (const [a, v] of Object.entries(sku.attrs)) attrs.set(a, (attrs.get(a) ?? new Set()).add(v));
    const en = p.texts.en;
    const rowIndex = (label: RegExp) => en.specs.flatMap((s, i) => (label.test(s.label) ? [i] : []));

    for (const lang of LANG_CODES) {
      const text = p.texts[lang];
      const title = text.name;
      const rows = (label: RegExp) => rowIndex(label).map((i) => ({ where: `spec "${en.specs[i]!.label}"`, value: text.specs[i]!.value }));
      const check = (attribute: string, where: string, says: string, ok: (filter: Set<string>) => boolean) => {
        const filter = attrs.get(attribute);
        if (filter && !ok(filter)) found.push({ product: p.key, lang, where, says, attribute, filter: [...filter] });
      };

      // Reach: every distance in the title and the reach row is the filter's reach.
      for (const [where, value] of [['title', title] as const, ...rows(/^Maximum reach$/).map((r) => [r.where, r.value] as const)]) {
        for (const d of distances(value)) check('reach', where, value, (f) => [...f].some((k) => metres(k) === d));
      }
      const reachRows = rows(/^Maximum reach$/);
      if (attrs.has('reach') && reachRows.length === 0) found.push({ product: p.key, lang, where: 'spec', says: '(no reach row)', attribute: 'reach', filter: [...attrs.get('reach')!] });

      // Wavelength: a number filter (1310nm) is the title's and the centre wavelength's; a named
      // one (BiDi, CWDM4) is named in the title.
      const wl = attrs.get('wavelength');
      if (wl) {
        for (const key of wl) {
          if (/^\d+nm$/.test(key)) {
            for (const [where, value] of [['title', title] as const, ...rows(/^Centre wavelength$/).map((r) => [r.where, r.value] as const)]) {
              for (const nm of nanometres(value)) check('wavelength', where, value, (f) => f.has(nm));
            }
          } else check('wavelength', 'title', title, () => title.includes(key));
        }
      }

      // Speed: the data rate row and the speed the title's standard names.
      for (const r of rows(/^Data rate$/)) {
        const s = nominalSpeed(r.value);
        if (s) check('speed', r.where, r.value, (f) => f.has(s));
      }
      const ts = titleSpeed(title);
      if (ts) check('speed', 'title', title, (f) => f.has(ts));

      // Form factor, PoE output, ports, cable lengths, rack heights, PCIe, Wi-Fi, fibre, connector.
      // 10GBASE-T names the RJ45 port.
      check('form_factor', 'title', title, (f) => [...f].some((k) => hasToken(title, k) || (k === 'RJ45' && /BASE-T\b/.test(title))));
      for (const r of rows(/^Output power$/)) check('poe_budget', r.where, r.value, (f) => f.has(r.value.replace(/\s/g, '')));
      if (lang === 'en' || lang === 'zh-CN') {
        const n = (lang === 'en' ? /\b(\d+)-Port\b/ : /(\d+) 口/).exec(title)?.[1];
        if (n) check('ports', 'title', title, (f) => f.has(n));
      }
      for (const r of rows(/^(Ports|Downlink ports)$/)) {
        const n = /^(\d+)×/.exec(r.value)?.[1];
        if (n) check('ports', r.where, r.value, (f) => f.has(n));
      }
      for (const r of rows(/^Cable length$/)) {
        const range = [...r.value.matchAll(/(\d+(?:\.\d+)?)/g)].map((m) => Number(m[1]));
        check('length', r.where, r.value, (f) => {
          const ms = [...f].map(metres);
          return Math.min(...ms) === range[0] && Math.max(...ms) === range.at(-1);
        });
      }
      for (const r of rows(/^Overall height$/)) {
        const units = [...r.value.matchAll(/(\d+U)\b/g)].map((m) => m[1]!);
        check('rack_units', r.where, r.value, (f) => units.length === f.size && units.every((u) => f.has(u)));
      }
      for (const r of rows(/^Host interface$/)) if (r.value.startsWith('PCIe')) check('pcie', r.where, r.value, (f) => f.has(r.value));
      for (const r of rows(/^Standard$/)) if (r.value.startsWith('Wi-Fi')) check('wifi_standard', r.where, r.value, (f) => f.has(r.value));
      if (attrs.has('wifi_standard')) check('wifi_standard', 'title', title, (f) => [...f].some((k) => hasToken(title, k)));
      for (const r of rows(/^Fibre$/)) check('fiber_type', r.where, r.value, (f) => [...f].some((k) => r.value.includes(k)));
      for (const r of rows(/^Connector$/)) check('connector', r.where, r.value, (f) => [...f].some((k) => r.value.includes(k)));
    }
  }
  return found;
}

describe('seeded products say the same in their title, spec table and filter attributes', () => {
  it('finds nothing that disagrees', () => {
    expect(mismatches()).toEqual([]);
  });

  it('reads the values the way the catalogue writes them', () => {
    expect(distances('850nm 550m, LC, 10km, 600 × 800 mm, 100 m')).toEqual([550, 10000, 100]);
    expect(nominalSpeed('10.3125 Gbps')).toBe('10G');
    expect(nominalSpeed('4×25.78125 Gbps')).toBe('100G');
    expect(nominalSpeed('1.25 Gbps')).toBe('1G');
    expect(nominalSpeed('1000 Mbps')).toBe('1G');
    expect(titleSpeed('1000BASE-SX SFP 850nm 550m')).toBe('1G');
    expect(titleSpeed('25GBASE-SR SFP28')).toBe('25G');
    expect(titleSpeed('2.5G PoE Injector, 90 W')).toBe('2.5G');
    expect(titleSpeed('24-Port Gigabit L2+ Switch with 4× 10G SFP+ Uplinks')).toBeNull();
    expect(hasToken('10G SFP+ to SFP+', 'SFP')).toBe(false);
    expect(hasToken('1000BASE-SX SFP 850nm', 'SFP')).toBe(true);
  });
});
