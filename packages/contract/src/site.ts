import { z } from 'zod';

/**
 * Ids are PostgreSQL `integer` columns: a larger number would overflow in SQL (a 500), so every
 * id is checked against this range before it reaches the database.
 */
export const ID_MAX = 2_147_483_647;
/** Path and query ids are digits only (docs/product.md#validation); nine digits always stay within ID_MAX. */
export const digitId = z.string().regex(/^\d{1,9}$/).transform(Number);
/**
 * An id in a JSON body: a positive integer within ID_MAX. `empty` is the message for 0 or less,
 * which forms send for "nothing chosen" (then "required" reads better than "invalid").
 */
export const bodyId = (empty: 'required' | 'invalid' = 'invalid') => z.number('required').int('invalid').min(1, empty).max(ID_MAX, 'invalid');
export const languageIdParams = z.object({ languageId: digitId });
export const countryIdParams = z.object({ countryId: digitId });
export const dictParams = z.object({ type: z.string().regex(/^[a-z_]{1,40}$/), languageId: digitId });
export const regionParams = z.object({ countryId: digitId, languageId: digitId });

export const language = z.object({ langId: z.number().int(), shortName: z.string(), name: z.string() });
export type Language = z.infer<typeof language>;

/** A country with its default language and currency (the spec's country record plus currency info). */
export const country = z.object({
  countryId: z.number().int(),
  code: z.string().length(2),
  country: z.string(),
  langId: z.number().int(),
  currencyId: z.number().int(),
  currency: z.string().length(3),
  symbol: z.string(),
  minorUnits: z.number().int().min(0).max(4),
  rate: z.string(),
  phoneCode: z.string(),
});
export type Country = z.infer<typeof country>;

export const currency = z.object({
  currencyId: z.number().int(),
  currency: z.string().length(3),
  symbol: z.string(),
  minorUnits: z.number().int(),
  rate: z.string(),
  isBase: z.boolean(),
});
export type Currency = z.infer<typeof currency>;

export const websiteConfig = z.object({
  version: z.string(),
  title: z.string(),
  favicon: z.string(),
  langId: z.number().int(),
  countryId: z.number().int(),
  currencyId: z.number().int(),
  visitorCountryId: z.number().int(),
  baseCurrency: z.string().length(3),
  languages: z.array(z.object({ langId: z.number().int(), shortName: z.string() })),
  countries: z.array(country),
});
export type WebsiteConfig = z.infer<typeof websiteConfig>;

/** Base configuration in one language: what the shell shows around every page. */
export const baseConfig = z.object({
  langId: z.number().int(),
  siteName: z.string(),
  slogan: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  copyright: z.string(),
  cookieText: z.string(),
});
export type BaseConfig = z.infer<typeof baseConfig>;

export const countryLangCurrency = z.object({
  countryId: z.number().int(),
  langId: z.number().int(),
  currencyId: z.number().int(),
});
export type CountryLangCurrency = z.infer<typeof countryLangCurrency>;

export const dictItem = z.object({ value: z.string(), label: z.string(), sort: z.number().int() });
export type DictItem = z.infer<typeof dictItem>;
/** Dictionary types served by /home/dict/{type}/{languageId} (ADR 0002). */
export const DICT_TYPES = [
  'cancel_reason',
  'order_status',
  'inquiry_type',
  'inquiry_status',
  'invoice_type',
  'invoice_status',
  'question_type',
  'address_type',
  'news_category',
] as const;

export const userCountry = z.object({
  countryId: z.number().int(),
  code: z.string(),
  country: z.string(),
  phoneCode: z.string(),
});
export type UserCountry = z.infer<typeof userCountry>;

export const region = z.object({ regionId: z.number().int(), code: z.string(), name: z.string() });
export type Region = z.infer<typeof region>;

export const visitor = z.object({ visitorId: z.string().uuid() });
