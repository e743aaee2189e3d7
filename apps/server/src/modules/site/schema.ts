// Tables the site module owns (docs/architecture.md#data, ADR 0035). Other modules reach them
// through modules/site/index.ts, never by SQL of their own.
import { sql } from 'drizzle-orm';
import { boolean, char, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';

// Reference data of the site domain. Texts a buyer reads live in *_i18n rows keyed by language;
// reads fall back requested → English → Chinese.

export const language = pgTable('language', {
  id: smallint('id').primaryKey(),
  shortName: varchar('short_name', { length: 10 }).notNull().unique(),
  name: text('name').notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const currency = pgTable('currency', {
  id: serial('id').primaryKey(),
  code: char('code', { length: 3 }).notNull().unique(),
  symbol: varchar('symbol', { length: 8 }).notNull(),
  minorUnits: smallint('minor_units').notNull(),
  /** Units of this currency per one unit of the base currency. */
  rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
  isBase: boolean('is_base').notNull().default(false),
});

export const country = pgTable('country', {
  id: serial('id').primaryKey(),
  code: char('code', { length: 2 }).notNull().unique(),
  defaultLangId: smallint('default_lang_id')
    .notNull()
    .references(() => language.id),
  currencyId: integer('currency_id')
    .notNull()
    .references(() => currency.id),
  phoneCode: varchar('phone_code', { length: 8 }).notNull(),
  sort: smallint('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const countryI18n = pgTable(
  'country_i18n',
  {
    countryId: integer('country_id')
      .notNull()
      .references(() => country.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.langId] })],
);

export const region = pgTable('region', {
  id: serial('id').primaryKey(),
  countryId: integer('country_id')
    .notNull()
    .references(() => country.id, { onDelete: 'cascade' }),
  code: varchar('code', { length: 12 }).notNull().unique(),
  sort: smallint('sort').notNull().default(0),
});

export const regionI18n = pgTable(
  'region_i18n',
  {
    regionId: integer('region_id')
      .notNull()
      .references(() => region.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.regionId, t.langId] })],
);

export const dictItem = pgTable(
  'dict_item',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 40 }).notNull(),
    value: varchar('value', { length: 40 }).notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [unique('dict_item_type_value').on(t.type, t.value)],
);

export const dictItemI18n = pgTable(
  'dict_item_i18n',
  {
    dictItemId: integer('dict_item_id')
      .notNull()
      .references(() => dictItem.id, { onDelete: 'cascade' }),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dictItemId, t.langId] })],
);

/** Site-wide settings (version, title, favicon, default country). */
export const siteSetting = pgTable('site_setting', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
});

/** Localized texts of the base configuration (site name, slogan, footer, cookie text…). */
export const siteText = pgTable(
  'site_text',
  {
    key: varchar('key', { length: 60 }).notNull(),
    langId: smallint('lang_id')
      .notNull()
      .references(() => language.id),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.langId] })],
);

/** Anonymous visitors, identified by the uuid the start-up guard fetches (docs/product.md#overview). */
export const visitor = pgTable('visitor', {
  id: uuid('id').primaryKey(),
  countryId: integer('country_id').references(() => country.id),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
