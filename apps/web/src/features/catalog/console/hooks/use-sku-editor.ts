import { editableTiers, parseImportPrice, skuListIssues, staffSkusBody, type SkuRuleInput, type StaffProduct, type StaffProductSaved, type StaffSku, type StaffSkusBody } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { catalogKey, productQuery } from '../api/catalog-console-api';
import { catalogSkusApi } from '../api/catalog-skus-api';
import type { ProductForm } from './use-product-form';

// The product editor's SKUs (issue 27): the list as typed (numbers and prices as the text in their
// fields), checked with the contract's schema (the server's), saved whole over the version the
// editor holds. A save moves the page's version on (form.bumped) and reloads the list, so new
// SKUs get their ids; a 409 without fields (someone saved in between) is said in the section.

export interface TierDraft {
  minQty: string;
  price: string;
}
export interface SkuDraft {
  /** The row's key in the table (new rows have no id yet). */
  uid: string;
  id?: number;
  productNo: string;
  attrs: Record<string, string>;
  price: string;
  weightG: string;
  stock: string;
  sampleLimit: string;
  tiers: TierDraft[];
}
export interface SkusDraft {
  /** The sale attributes every SKU has, in the order chosen. */
  keys: string[];
  rows: SkuDraft[];
}

/** Cents as the price field shows them: "42.50" (the import's format, exact). */
export const priceText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

let seq = 0;
const uid = () => `sku-${++seq}`;

export function draftOf(skus: readonly StaffSku[]): SkusDraft {
  const keys = [...new Set(skus.flatMap((s) => Object.keys(s.attrs)))];
  return {
    keys,
    rows: skus.map((s) => ({
      uid: uid(),
      id: s.id,
      productNo: s.productNo,
      attrs: Object.fromEntries(keys.map((k) => [k, s.attrs[k] ?? ''])),
      price: priceText(s.price),
      weightG: String(s.weightG),
      stock: String(s.stock),
      sampleLimit: String(s.sampleLimit),
      tiers: editableTiers(s.tiers, s.price).map((t) => ({ minQty: String(t.minQty), price: priceText(t.price) })),
    })),
  };
}

/** A whole number as typed: blank is missing, anything else not a number is refused by the schema (-1). */
const intOf = (s: string): number | undefined => (s.trim() === '' ? undefined : /^\d{1,15}$/.test(s.trim()) ? Number(s.trim()) : -1);
const centsOf = (s: string): number | undefined => (s.trim() === '' ? undefined : (parseImportPrice(s.trim().replace(',', '.')) ?? -1));

/** The body the server takes. An existing SKU's stock goes only when it was changed here (what orders took since stays taken). */
export function bodyOf(d: SkusDraft, version: number, loaded?: SkusDraft): StaffSkusBody {
  const loadedStock = new Map((loaded?.rows ?? []).map((r) => [r.id, r.stock]));
  return {
    version,
    skus: d.rows.map((r) => ({
      ...(r.id !== undefined ? { id: r.id } : {}),
      productNo: r.productNo,
      attrs: Object.fromEntries(d.keys.map((k) => [k, r.attrs[k] ?? ''])),
      price: centsOf(r.price) as number,
      weightG: intOf(r.weightG) as number,
      ...(r.id === undefined || loadedStock.get(r.id) !== r.stock ? { stock: intOf(r.stock) as number } : {}),
      sampleLimit: intOf(r.sampleLimit) as number,
      tiers: r.tiers.map((t) => ({ minQty: intOf(t.minQty) as number, price: centsOf(t.price) as number })),
    })),
  };
}

/** Each failing field's message key by its path: 'skus.0.price', 'skus.1.attrs', 'skus.0.attrs.speed', 'skus.0.tiers.1.minQty'. */
function issuesOf(body: StaffSkusBody): Record<string, string> {
  const parsed = staffSkusBody.safeParse(body);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    // A value not chosen (empty) is reported on its attribute.
    const path = issue.path.join('.');
    out[path] ??= issue.message;
  }
  return out;
}

const blankRow = (keys: string[], like?: SkuDraft): SkuDraft => ({
  uid: uid(),
  productNo: '',
  attrs: Object.fromEntries(keys.map((k) => [k, ''])),
  price: like?.price ?? '',
  weightG: like?.weightG ?? '',
  stock: '0',
  sampleLimit: '0',
  tiers: [],
});

/** `onDirty` hears whether SKUs are unsaved (the page holds publishing until they are saved). */
export function useSkuEditor(product: StaffProduct, form: ProductForm, onDirty?: (dirty: boolean) => void) {
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState(() => draftOf(product.skus));
  /** The SKUs as the server last gave them (the page's product, or this section's reload after a save). */
  const [source, setSource] = useState<readonly StaffSku[]>(product.skus);
  const [draft, setDraft] = useState(loaded);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<null | 'save' | 'reload'>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const body = useMemo(() => bodyOf(draft, form.version, loaded), [draft, form.version, loaded]);
  const issues = useMemo(() => {
    const out = issuesOf(body);
    // The rules across SKUs too while a field is still missing (the schema says them only once every field is good).
    for (const i of skuListIssues(body.skus as SkuRuleInput[])) out[i.path.join('.')] ??= i.message;
    // A stock field emptied is not "keep what orders left" (what a stock left out means to the server).
    draft.rows.forEach((r, i) => {
      if (!r.stock.trim()) out[`skus.${i}.stock`] ??= 'required';
    });
    return out;
  }, [body, draft]);
  const dirty = JSON.stringify(stripUids(draft)) !== JSON.stringify(stripUids(loaded));
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);
  const removed = loaded.rows.filter((r) => r.id !== undefined && !draft.rows.some((x) => x.id === r.id)).length;

  /** A typed change: the server's word on that field no longer holds. */
  const change = (next: (d: SkusDraft) => SkusDraft, path?: string) => {
    setDraft(next);
    if (path) setServer(({ [path]: _, ...rest }) => rest);
  };
  const setRow = (i: number, patch: Partial<SkuDraft>, path?: string) => change((d) => ({ ...d, rows: d.rows.map((r, j) => (j === i ? { ...r, ...patch } : r)) }), path);

  const reset = (skus: readonly StaffSku[]) => {
    const d = draftOf(skus);
    setSource(skus);
    setLoaded(d);
    setDraft(d);
    setServer({});
    setSubmitted(false);
  };

  // The page loaded the product again (after a conflict, "load their version"): SKUs nobody is
  // editing here follow it, so a later save never writes back a list older than the version it sends.
  if (!dirty && product.skus !== source && JSON.stringify(product.skus) !== JSON.stringify(source)) reset(product.skus);

  const fresh = async () => queryClient.fetchQuery({ ...productQuery(product.id), staleTime: 0 });

  return {
    draft,
    dirty,
    removed,
    busy,
    conflict,
    problem,
    /** A field's message (a key of the namespace's errors, or the server's own words). */
    error: (path: string): string | undefined => server[path] ?? (submitted ? issues[path] : undefined),
    addKey: (key: string) => change((d) => (d.keys.includes(key) ? d : { keys: [...d.keys, key], rows: d.rows.map((r) => ({ ...r, attrs: { ...r.attrs, [key]: '' } })) })),
    removeKey: (key: string) =>
      change((d) => ({
        keys: d.keys.filter((k) => k !== key),
        rows: d.rows.map((r) => {
          const { [key]: _, ...attrs } = r.attrs;
          return { ...r, attrs };
        }),
      })),
    setAttr: (i: number, key: string, value: string) => change((d) => ({ ...d, rows: d.rows.map((r, j) => (j === i ? { ...r, attrs: { ...r.attrs, [key]: value } } : r)) }), `skus.${i}.attrs.${key}`),
    setField: (i: number, field: 'productNo' | 'price' | 'weightG' | 'stock' | 'sampleLimit', value: string) => setRow(i, { [field]: value }, `skus.${i}.${field}`),
    addRow: () => change((d) => ({ ...d, rows: [...d.rows, blankRow(d.keys, d.rows.at(-1))] })),
    removeRow: (i: number) => {
      change((d) => ({ ...d, rows: d.rows.filter((_, j) => j !== i) }));
      // The server's words were about positions: they no longer point at the right rows.
      setServer({});
    },
    addTier: (i: number) => change((d) => ({ ...d, rows: d.rows.map((r, j) => (j === i ? { ...r, tiers: [...r.tiers, { minQty: '', price: '' }] } : r)) })),
    setTier: (i: number, t: number, field: keyof TierDraft, value: string) =>
      change((d) => ({ ...d, rows: d.rows.map((r, j) => (j === i ? { ...r, tiers: r.tiers.map((x, k) => (k === t ? { ...x, [field]: value } : x)) } : r)) }), `skus.${i}.tiers.${t}.${field}`),
    removeTier: (i: number, t: number) => change((d) => ({ ...d, rows: d.rows.map((r, j) => (j === i ? { ...r, tiers: r.tiers.filter((_, k) => k !== t) } : r)) })),
    save: async () => {
      setSubmitted(true);
      if (Object.keys(issues).length) return;
      setBusy('save');
      setProblem(null);
      setConflict(null);
      try {
        const r = await catalogSkusApi.save(product.id, body);
        alert.success(r.msg);
        form.bumped(r.data.version);
        // New SKUs get their ids (and the list its stored order) from the product as saved.
        const p = await fresh();
        reset(p.skus);
        void queryClient.invalidateQueries({ queryKey: [...catalogKey, 'list'] });
        return r.data as StaffProductSaved;
      } catch (err) {
        if (!(err instanceof HttpError) || err.kind !== 'api') return;
        const fields = (err.data as { fields?: Record<string, string> } | null)?.fields;
        if (fields) setServer(fields);
        if (err.code === 409 && !fields) setConflict(err.message);
        else setProblem(err.message);
      } finally {
        setBusy(null);
      }
    },
    /** The SKUs as saved by whoever saved last (after a conflict); what was typed here is dropped. */
    reload: async (reloadPage: () => Promise<unknown>) => {
      setBusy('reload');
      try {
        await reloadPage();
        reset((await fresh()).skus);
        setConflict(null);
      } finally {
        setBusy(null);
      }
    },
  };
}
export type SkuEditor = ReturnType<typeof useSkuEditor>;

const stripUids = (d: SkusDraft) => ({ keys: d.keys, rows: d.rows.map(({ uid: _, ...r }) => r) });
