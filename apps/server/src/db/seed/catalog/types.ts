import type { LangCode } from '@netshop/contract';

/** A text in all six languages, written for each language (not copied English). */
export type L = Record<LangCode, string>;

/** Drawings in apps/server/src/modules/catalog/images (SVG templates filled per product). */
export type ImageKind = 'switch' | 'router' | 'sfp' | 'qsfp' | 'dac' | 'aoc' | 'patch' | 'ap' | 'nic' | 'injector' | 'rack';
export type DocType = 'datasheet' | 'manual' | 'guide' | 'certificate';

export interface CategorySeed {
  key: string;
  parent?: string;
  icon: ImageKind;
  names: L;
  descriptions: L;
}

export interface AttributeSeed {
  key: string;
  names: L;
  /** Offered as a filter on listings. */
  facet: boolean;
  /** Values whose label is the same in every language need no labels. */
  values: { key: string; labels?: L }[];
}

/** One axis along which a product comes in several SKUs (length, coding, PoE…). */
export interface SkuAxis {
  attr: string;
  values: { key: string; suffix: string; priceDeltaUsdCents?: number; weightDeltaG?: number }[];
}

/**
 * Products that share their texts. Texts may hold {placeholders} filled from each product's
 * `vars` (values that read the same in every language: 10G, SFP+, 1310nm, 48, 740W…).
 */
export interface FamilySeed {
  category: string;
  image: ImageKind;
  name: L;
  short: L;
  /** Overview in light Markdown per language; a language without a file has none. */
  long: Partial<L>;
  features: L[];
  specs: { label: L; value: string | L }[];
  faq: { q: L; a: L }[];
  docs: { type: DocType; title: L }[];
  /** One or two axes; their cartesian product minus `exclude` gives each product's SKUs. */
  skuAxes: SkuAxis[];
  /** Combinations of axis value keys that do not exist, e.g. [['poe', 'single-psu']]. */
  exclude?: string[][];
  products: ProductSeed[];
}

export interface ProductSeed {
  /** URL-safe unique key, e.g. 'sfp-10g-lr'. */
  key: string;
  /** Base product number; each SKU appends its axis suffixes, e.g. SFP-10G-LR + '-CI'. */
  model: string;
  vars: Record<string, string>;
  /** Sale attributes every SKU of this product has (attribute key → value key). */
  saleAttrs: Record<string, string>;
  /** Price of the cheapest SKU in US cents. */
  priceUsdCents: number;
  weightG: number;
  compat?: string[];
  featured?: boolean;
  isNew?: boolean;
}
