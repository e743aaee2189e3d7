/**
 * Long texts of one language beyond Chinese and English, kept apart from the seed files because
 * each is as long as the English it stands beside (a file per language and area keeps them
 * reviewable, and lets a translator work on one language without touching the others).
 *
 * Keys: the key of the family's first product (e.g. 's3410-24ts'); text may use the family's
 * {placeholders}, filled per product like the Chinese and English texts. News and articles are in
 * apps/server/seed-data/content (ADR 0037).
 *
 * Texts are the same light Markdown as the Chinese and English ones.
 */
export interface LongTexts {
  families: Record<string, string>;
}
