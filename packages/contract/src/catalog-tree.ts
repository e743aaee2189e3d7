import { z } from 'zod';
import { PRODUCT_IMAGE_KINDS } from './catalog-console.js';
import { LANG_CODES, type LangCode } from './languages.js';
import { bodyId, digitId } from './site.js';

// The category tree and the filter attributes in the console (issue 27): staff with catalog.edit
// add, rename (six languages side by side), move, reorder and delete categories, and add, rename,
// reorder and switch the facet flag of attributes and their values. A text save sends the version
// it edited: a save over a newer version is refused (409), never merged. Buyers see every change at
// once (the tables announce catalog_changed on commit, ADR 0027).

/** The icons the shop draws for a category (the home page's tiles map each to a picture). */
export const CATEGORY_ICONS = PRODUCT_IMAGE_KINDS;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

/**
 * How deep the tree may go: the header's menu shows a top category and its children, and nothing
 * below them, so a third level would be a category buyers could not reach from the menus.
 */
export const CATEGORY_MAX_DEPTH = 2;

export const CATEGORY_KEY_MAX = 60;
export const CATEGORY_NAME_MAX = 120;
export const CATEGORY_DESCRIPTION_MAX = 500;
export const ATTRIBUTE_KEY_MAX = 40;
export const ATTRIBUTE_NAME_MAX = 80;
export const ATTRIBUTE_VALUE_KEY_MAX = 40;
export const ATTRIBUTE_VALUE_LABEL_MAX = 80;

const noNul = (s: string) => !s.includes('\u0000');
const text = (max: number) => z.string('invalid').trim().max(max, 'tooLong').refine(noNul, 'invalid');

/** Lower-case words joined by hyphens, as the seeded categories are keyed (switches-access). */
export const CATEGORY_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Lower-case letters and underscores: an attribute's key is a listing filter's name (FILTERS_PATTERN). */
export const ATTRIBUTE_KEY_PATTERN = /^[a-z]+(?:_[a-z]+)*$/;
/**
 * A value's key is what SKUs store and what a listing's filter carries (`speed:10G`): letters,
 * digits, `. + / -` and single inner spaces ("Wi-Fi 6", "PCIe 4.0 x8"); never `; : ,`, the
 * filter's separators.
 */
export const ATTRIBUTE_VALUE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.+/-]*(?: [A-Za-z0-9.+/-]+)*$/;

const key = (max: number, pattern: RegExp) => z.string('required').trim().min(1, 'required').max(max, 'tooLong').regex(pattern, 'invalid');

const byLang = <T extends z.ZodType>(one: T) => z.object(Object.fromEntries(LANG_CODES.map((l) => [l, one])) as Record<LangCode, T>);

/** One language's texts of a category; an empty name is a language without texts. */
export const categoryTexts = z.object({ name: text(CATEGORY_NAME_MAX).default(''), description: text(CATEGORY_DESCRIPTION_MAX).default('') });
export type CategoryTexts = z.output<typeof categoryTexts>;
export const categoryTextsByLang = byLang(categoryTexts.default({ name: '', description: '' }));

/** A description hangs on its name; and English or Chinese, the languages others fall back to, needs one. */
function namedCategory(b: { texts: Record<LangCode, CategoryTexts> }, ctx: z.RefinementCtx) {
  for (const l of LANG_CODES) if (!b.texts[l].name && b.texts[l].description) ctx.addIssue({ code: 'custom', path: ['texts', l, 'name'], message: 'required' });
  if (!b.texts.en.name && !b.texts['zh-CN'].name) ctx.addIssue({ code: 'custom', path: ['texts', 'en', 'name'], message: 'required' });
}

export const treeVersion = z.number('required').int('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid');

export const staffCategoryCreateBody = z
  .object({
    key: key(CATEGORY_KEY_MAX, CATEGORY_KEY_PATTERN),
    /** null: a top category. */
    parentId: bodyId().nullable().default(null),
    icon: z.enum(CATEGORY_ICONS, 'invalid'),
    texts: categoryTextsByLang,
  })
  .superRefine(namedCategory);
export type StaffCategoryCreateBody = z.input<typeof staffCategoryCreateBody>;

export const staffCategoryUpdateBody = z
  .object({ version: treeVersion, icon: z.enum(CATEGORY_ICONS, 'invalid'), texts: categoryTextsByLang })
  .superRefine(namedCategory);
export type StaffCategoryUpdateBody = z.input<typeof staffCategoryUpdateBody>;

/** Under another parent (null: to the top), last among its new siblings. */
export const staffCategoryMoveBody = z.object({ version: treeVersion, parentId: bodyId().nullable() });
export type StaffCategoryMoveBody = z.input<typeof staffCategoryMoveBody>;

/** One place up or down among its siblings. */
export const treeReorderBody = z.object({ direction: z.enum(['up', 'down'], 'invalid') });
export type TreeReorderBody = z.input<typeof treeReorderBody>;

export const staffCategoryParams = z.object({ categoryId: digitId });
export const treeVersionQuery = z.object({ version: digitId });

const langFlags = byLang(z.boolean());

export const staffCategory = z.object({
  id: z.number().int(),
  key: z.string(),
  parentId: z.number().int().nullable(),
  sort: z.number().int(),
  icon: z.enum(CATEGORY_ICONS),
  version: z.number().int(),
  /** Products directly in it, whatever their status (a category with any cannot be deleted). */
  productCount: z.number().int(),
  texts: byLang(categoryTexts),
  /** Per language: complete (a name, and a description where another language has one). */
  complete: langFlags,
});
export type StaffCategory = z.infer<typeof staffCategory>;
/** Every category, parents before their children, siblings in their order. */
export const staffCategoryList = z.object({ items: z.array(staffCategory), maxDepth: z.number().int() });
export type StaffCategoryList = z.infer<typeof staffCategoryList>;

export const treeSaved = z.object({ id: z.number().int(), version: z.number().int() });
export type TreeSaved = z.infer<typeof treeSaved>;

/** Completeness of a category's texts per language: a name, and a description where another language has one. */
export function categoryCompleteness(texts: Record<LangCode, CategoryTexts>): Record<LangCode, boolean> {
  const described = LANG_CODES.some((l) => texts[l].description.trim() !== '');
  return Object.fromEntries(LANG_CODES.map((l) => [l, texts[l].name.trim() !== '' && (!described || texts[l].description.trim() !== '')])) as Record<LangCode, boolean>;
}

// ─── Attributes ──────────────────────────────────────────────────────────────────────────

const nameByLang = (max: number) => byLang(text(max).default(''));
/** English or Chinese, the languages every other one falls back to, needs a name. */
function fallbackNamed(v: Record<LangCode, string>, ctx: z.RefinementCtx) {
  if (!v.en && !v['zh-CN']) ctx.addIssue({ code: 'custom', path: ['en'], message: 'required' });
}
export const attributeNames = nameByLang(ATTRIBUTE_NAME_MAX).superRefine(fallbackNamed);
/** A value's labels; a value without any is shown by its key (1G, SFP+). */
export const attributeValueLabels = nameByLang(ATTRIBUTE_VALUE_LABEL_MAX);

export const staffAttributeCreateBody = z.object({
  key: key(ATTRIBUTE_KEY_MAX, ATTRIBUTE_KEY_PATTERN),
  facet: z.boolean().default(true),
  names: attributeNames,
});
export type StaffAttributeCreateBody = z.input<typeof staffAttributeCreateBody>;

export const staffAttributeUpdateBody = z.object({ version: treeVersion, facet: z.boolean('invalid'), names: attributeNames });
export type StaffAttributeUpdateBody = z.input<typeof staffAttributeUpdateBody>;

/** A value belongs to its attribute's version: adding, relabelling, moving or deleting one sends it. */
export const staffValueCreateBody = z.object({ version: treeVersion, key: key(ATTRIBUTE_VALUE_KEY_MAX, ATTRIBUTE_VALUE_KEY_PATTERN), labels: attributeValueLabels });
export type StaffValueCreateBody = z.input<typeof staffValueCreateBody>;
export const staffValueUpdateBody = z.object({ version: treeVersion, labels: attributeValueLabels });
export type StaffValueUpdateBody = z.input<typeof staffValueUpdateBody>;
export const staffValueReorderBody = treeReorderBody.extend({ version: treeVersion });
export type StaffValueReorderBody = z.input<typeof staffValueReorderBody>;

export const staffAttributeParams = z.object({ attributeId: digitId });
export const staffValueParams = z.object({ attributeId: digitId, valueId: digitId });

export const staffAttributeValue = z.object({
  id: z.number().int(),
  key: z.string(),
  sort: z.number().int(),
  labels: byLang(z.string()),
  /** Products and SKUs that carry it (a value in use cannot be deleted). */
  useCount: z.number().int(),
});
export type StaffAttributeValue = z.infer<typeof staffAttributeValue>;

export const staffAttribute = z.object({
  id: z.number().int(),
  key: z.string(),
  facet: z.boolean(),
  sort: z.number().int(),
  version: z.number().int(),
  names: byLang(z.string()),
  values: z.array(staffAttributeValue),
  /** Per language: the name, and a label for every value labelled in another language. */
  complete: langFlags,
});
export type StaffAttribute = z.infer<typeof staffAttribute>;
export const staffAttributeList = z.object({ items: z.array(staffAttribute) });
export type StaffAttributeList = z.infer<typeof staffAttributeList>;

/** Completeness of an attribute per language: its name, and a label for each value another language labels. */
export function attributeCompleteness(names: Record<LangCode, string>, values: { labels: Record<LangCode, string> }[]): Record<LangCode, boolean> {
  const labelled = values.filter((v) => LANG_CODES.some((l) => v.labels[l].trim() !== ''));
  return Object.fromEntries(LANG_CODES.map((l) => [l, names[l].trim() !== '' && labelled.every((v) => v.labels[l].trim() !== '')])) as Record<LangCode, boolean>;
}
