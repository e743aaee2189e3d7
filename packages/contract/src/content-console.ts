import { z } from 'zod';
import { LANG_CODES, type LangCode } from './languages.js';
import { bodyId, digitId } from './site.js';

// Content in the console (issue 27): staff with content.edit write news, case studies, solutions
// and pages (about, policies) in the six languages, publish them at once or at a date, and edit
// the home page's hero and block titles. A body is Markdown; the server renders it and sanitises
// the HTML (scripts, event handlers and javascript: links never reach a page). Saving sends the
// version edited: a save over a newer version is refused (409), never merged.

/** What the console lists: news, case studies, solutions, and pages (about, info, policies). */
export const CONTENT_TYPES = ['news', 'case', 'solution', 'page'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Draft: never published; scheduled: published at a time still ahead; published: visible. */
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_SUMMARY_MAX = 1000;
export const CONTENT_BODY_MAX = 60_000;

const noNul = (s: string) => !s.includes('\u0000');
const text = (max: number) => z.string('invalid').trim().max(max, 'tooLong').refine(noNul, 'invalid');

/** One language's texts; a language whose title is empty has no texts (readers fall back). */
export const contentTexts = z.object({
  title: text(CONTENT_TITLE_MAX).default(''),
  summary: text(CONTENT_SUMMARY_MAX).default(''),
  /** Markdown: headings, lists, links, emphasis, quotes, code, tables. Raw HTML is shown as text. */
  body: z.string('invalid').max(CONTENT_BODY_MAX, 'tooLong').refine(noNul, 'invalid').default(''),
  /** Case studies only: the industry and the customer, shown as facts. */
  industry: text(120).default(''),
  customer: text(120).default(''),
});
export type ContentTexts = z.output<typeof contentTexts>;
export const emptyContentTexts = (): ContentTexts => ({ title: '', summary: '', body: '', industry: '', customer: '' });

export const contentTextsByLang = z
  .object(Object.fromEntries(LANG_CODES.map((l) => [l, contentTexts.default(emptyContentTexts())])) as Record<LangCode, z.ZodDefault<typeof contentTexts>>)
  .refine((t) => LANG_CODES.some((l) => t[l].title !== ''), { message: 'required', path: ['en', 'title'] });
export type ContentTextsByLang = Record<LangCode, ContentTexts>;

/** A language is complete when it has a title, a summary and a body. */
export const textsComplete = (t: ContentTexts | undefined) => !!t && t.title !== '' && t.summary !== '' && t.body.trim() !== '';

export const contentTypeParams = z.object({ type: z.enum(CONTENT_TYPES) });
export const contentItemParams = z.object({ type: z.enum(CONTENT_TYPES), id: digitId });

export const staffContentQuery = z.object({
  type: z.enum(CONTENT_TYPES).default('news'),
  status: z.enum(CONTENT_STATUSES).optional(),
  q: z.string().trim().max(100).refine(noNul, 'invalid').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const staffContentRow = z.object({
  type: z.enum(CONTENT_TYPES),
  id: z.number().int(),
  key: z.string(),
  /** The article kind of a page (about, info, policy); the type otherwise. */
  kind: z.string(),
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
  /** Per language: whether it has a title, a summary and a body. */
  complete: z.record(z.string(), z.boolean()),
});
export type StaffContentRow = z.infer<typeof staffContentRow>;
export const staffContentList = z.object({ items: z.array(staffContentRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type StaffContentList = z.infer<typeof staffContentList>;

const key = z.string('required').trim().regex(/^[a-z0-9][a-z0-9_-]{0,79}$/, 'invalid');
/** A news category (the dictionary news_category: 1 company, 2 industry, 3 product news). */
const cateId = z.number('invalid').int('invalid').min(1, 'invalid').max(3, 'invalid');

export const staffContentDetail = staffContentRow.extend({
  cateId: z.number().int().nullable(),
  featured: z.boolean(),
  texts: z.record(z.string(), contentTexts),
});
export type StaffContentDetail = z.infer<typeof staffContentDetail>;

export const contentCreateBody = z.object({ key, cateId: cateId.optional(), featured: z.boolean().default(false), texts: contentTextsByLang });
export type ContentCreateBody = z.input<typeof contentCreateBody>;

export const contentUpdateBody = contentCreateBody.extend({ version: bodyId() });
export type ContentUpdateBody = z.input<typeof contentUpdateBody>;

/**
 * Publish now (no `at`) or at a date: a date ahead schedules the item, invisible to buyers until
 * then; a date up to a year ago publishes with that date shown.
 */
export const contentPublishBody = z.object({ version: bodyId(), at: z.iso.datetime({ offset: true }).optional() });
export type ContentPublishBody = z.input<typeof contentPublishBody>;
export const contentVersionBody = z.object({ version: bodyId() });

export const contentSaved = z.object({ id: z.number().int(), version: z.number().int(), status: z.enum(CONTENT_STATUSES), publishedAt: z.string().nullable() });
export type ContentSaved = z.infer<typeof contentSaved>;

export const contentPreviewBody = z.object({ body: z.string().max(CONTENT_BODY_MAX, 'tooLong').refine(noNul, 'invalid') });
export const contentPreview = z.object({ html: z.string() });

// ─── The home page ───────────────────────────────────────────────────────────────────────────

/** The home page's editable texts; an empty one shows the shop's built-in text. */
export const HOME_TEXT_FIELDS = ['heroTitle', 'heroLead', 'featuredTitle', 'newTitle', 'solutionsTitle', 'newsTitle'] as const;
export type HomeTextField = (typeof HOME_TEXT_FIELDS)[number];
export const homeTexts = z.object(Object.fromEntries(HOME_TEXT_FIELDS.map((f) => [f, text(f === 'heroLead' ? 400 : 120).default('')])) as Record<HomeTextField, z.ZodDefault<z.ZodString>>);
export type HomeTexts = z.output<typeof homeTexts>;
export const emptyHomeTexts = (): HomeTexts => Object.fromEntries(HOME_TEXT_FIELDS.map((f) => [f, ''])) as HomeTexts;

export const homeTextsByLang = z.object(Object.fromEntries(LANG_CODES.map((l) => [l, homeTexts.default(emptyHomeTexts())])) as Record<LangCode, z.ZodDefault<typeof homeTexts>>);

/** The home editor: texts per language, the solutions it features (in order), and the version. */
export const staffHome = z.object({
  texts: z.record(z.string(), homeTexts),
  featuredSolutionIds: z.array(z.number().int()),
  solutions: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.enum(CONTENT_STATUSES) })),
  version: z.number().int(),
});
export type StaffHome = z.infer<typeof staffHome>;
export const homeUpdateBody = z.object({
  version: z.number('invalid').int('invalid').min(0, 'invalid').max(2_147_483_647, 'invalid'),
  texts: homeTextsByLang,
  featuredSolutionIds: z.array(bodyId()).max(8, 'tooLong').default([]),
});
export type HomeUpdateBody = z.input<typeof homeUpdateBody>;

/** What the shop's home page reads: the edited texts in one language (empty: built-in text) and the featured solutions (none: the first ones). */
export const publicHome = z.object({ texts: z.record(z.string(), z.string()), featuredSolutionIds: z.array(z.number().int()) });
export type PublicHome = z.infer<typeof publicHome>;

/** DELETE names the version deleted in its query. */
export const contentVersionQuery = z.object({ version: digitId });
