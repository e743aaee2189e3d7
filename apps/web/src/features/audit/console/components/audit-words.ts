import { LANG_CODES } from '@netshop/contract';
import { useTranslation } from 'react-i18next';

const LANGS = new Set<string>(LANG_CODES);
/** Fields whose numbers are money in minor units of the base currency (ADR 0043's price lines write them so too). */
const MONEY = new Set(['price', 'paid', 'refunded', 'amount']);
/** Prices as the import file and the price lines of this page write them: minor units, two decimals. */
export const money = (minor: number) => (minor / 100).toFixed(2);

/** An unknown key in words: `unusedCodesLeft` or `cancel_reason` as "Unused codes left", never an empty string. */
export function keyWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key || '?';
}

type Fields = Record<string, unknown>;
const isFields = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The words of an entry's fields in the console's language: a field's name (by the kind of record
 * first, where a key means something else there, then the shared names, then the key in words) and
 * its values (yes/no, "(none)", order and product statuses, role names, money as the page writes it).
 */
export function useAuditWords(entityType: string) {
  const { t, i18n } = useTranslation(['console-audit', 'console', 'orders']);
  const has = (key: string, ns = 'console-audit') => i18n.exists(key, { ns });

  const plain = (key: string): string => {
    if (has(`fieldsOf.${entityType}.${key}`)) return t(`fieldsOf.${entityType}.${key}`, { ns: 'console-audit' });
    if (has(`fields.${key}`)) return t(`fields.${key}`, { ns: 'console-audit' });
    return keyWords(key);
  };

  const label = (key: string): string => {
    if (key === 'prices') return t('changes.prices', { ns: 'console-audit' });
    // A SKU of the SKU editor's entry: '#12'.
    const sku = /^#(\d+)$/.exec(key);
    if (sku) return t('values.sku', { ns: 'console-audit', id: sku[1] });
    // One language's texts: 'fr' (content, home page), 'texts.fr.name' (products, categories), 'titles.fr' (documents).
    const parts = key.split('.');
    if (parts.length === 1 && LANGS.has(key)) return t('values.inLang', { ns: 'console-audit', field: plain('texts'), lang: key.toUpperCase() });
    const at = parts.findIndex((p) => LANGS.has(p));
    if (at >= 0 && parts.length > 1) {
      const field = parts.slice(at + 1).join('.') || parts.slice(0, at).join('.');
      return t('values.inLang', { ns: 'console-audit', field: plain(field), lang: parts[at]!.toUpperCase() });
    }
    return plain(key);
  };

  const value = (key: string, v: unknown): string => {
    if (v === undefined) return '—';
    if (v === null) return t('values.none', { ns: 'console-audit' });
    if (typeof v === 'boolean') return t(v ? 'values.yes' : 'values.no', { ns: 'console-audit' });
    if (typeof v === 'number') return MONEY.has(key) && Number.isInteger(v) ? money(v) : String(v);
    if (typeof v === 'string') {
      // One parcel of an order (issue 28): pending, shipped, delivered, cancelled in the orders namespace's words.
      if (key === 'shipmentStatus' && entityType === 'order' && has(`shipments.status.${v}`, 'orders')) return t(`shipments.status.${v}`, { ns: 'orders' });
      if (key === 'status') {
        if (entityType === 'order' && has(`status.${v}`, 'orders')) return t(`status.${v}`, { ns: 'orders' });
        if (has(`values.status.${v}`)) return t(`values.status.${v}`, { ns: 'console-audit' });
      }
      return v;
    }
    if (Array.isArray(v)) {
      if (key === 'roles') return v.map((r) => (typeof r === 'string' && has(`roles.${r}`, 'console') ? t(`roles.${r}`, { ns: 'console' }) : value('', r))).join(', ');
      if (v.every((x) => typeof x !== 'object' || x === null)) return v.length ? v.map((x) => value('', x)).join(', ') : t('values.none', { ns: 'console-audit' });
      return JSON.stringify(v);
    }
    // A nested record (a SKU, a refund): its fields as "name: value".
    if (isFields(v)) return Object.entries(v).map(([k, x]) => `${label(k)}: ${value(k, x)}`).join(' · ');
    return JSON.stringify(v);
  };

  return { label, value };
}
