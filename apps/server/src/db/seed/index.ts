import { LANGUAGES, langIdByCode, type LangCode } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import * as t from '../schema.js';
import { ALL_COUNTRIES, CURRENCIES, DICTS, SITE_SETTINGS, SITE_TEXTS } from './reference.js';
import { REGIONS } from './regions.js';

const id = (code: LangCode) => langIdByCode(code)!;
const excluded = (col: string) => sql.raw(`excluded.${col}`);

/** Seeds the reference data with upserts: safe to run at every start and from several processes. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(t.language)
      .values(LANGUAGES.map((l, i) => ({ id: l.langId, shortName: l.shortName, name: l.name, sort: i })))
      .onConflictDoUpdate({ target: t.language.id, set: { shortName: excluded('short_name'), name: excluded('name'), sort: excluded('sort') } });

    const currencies = await tx
      .insert(t.currency)
      .values(CURRENCIES.map((c) => ({ ...c })))
      .onConflictDoUpdate({
        target: t.currency.code,
        set: { symbol: excluded('symbol'), minorUnits: excluded('minor_units'), rate: excluded('rate'), isBase: excluded('is_base') },
      })
      .returning({ id: t.currency.id, code: t.currency.code });
    const currencyId = new Map(currencies.map((c) => [c.code, c.id]));

    const countries = await tx
      .insert(t.country)
      .values(
        ALL_COUNTRIES.map((c, i) => ({
          code: c.code,
          defaultLangId: id(c.lang),
          currencyId: currencyId.get(c.currency)!,
          phoneCode: c.phoneCode,
          sort: i,
        })),
      )
      .onConflictDoUpdate({
        target: t.country.code,
        set: { defaultLangId: excluded('default_lang_id'), currencyId: excluded('currency_id'), phoneCode: excluded('phone_code'), sort: excluded('sort') },
      })
      .returning({ id: t.country.id, code: t.country.code });
    const countryId = new Map(countries.map((c) => [c.code, c.id]));

    await tx
      .insert(t.countryI18n)
      .values(
        ALL_COUNTRIES.flatMap((c) =>
          Object.entries(c.names).map(([lang, name]) => ({ countryId: countryId.get(c.code)!, langId: id(lang as LangCode), name })),
        ),
      )
      .onConflictDoUpdate({ target: [t.countryI18n.countryId, t.countryI18n.langId], set: { name: excluded('name') } });

    const regionRows = Object.entries(REGIONS).flatMap(([cc, list]) =>
      countryId.has(cc) ? list.map((r, i) => ({ countryId: countryId.get(cc)!, code: r.code, sort: i, names: r.names })) : [],
    );
    const regions = await tx
      .insert(t.region)
      .values(regionRows.map(({ names: _n, ...r }) => r))
      .onConflictDoUpdate({ target: t.region.code, set: { countryId: excluded('country_id'), sort: excluded('sort') } })
      .returning({ id: t.region.id, code: t.region.code });
    const regionId = new Map(regions.map((r) => [r.code, r.id]));
    await tx
      .insert(t.regionI18n)
      .values(
        regionRows.flatMap((r) =>
          Object.entries(r.names)
            .filter(([, name]) => name)
            .map(([lang, name]) => ({ regionId: regionId.get(r.code)!, langId: id(lang as LangCode), name: name! })),
        ),
      )
      .onConflictDoUpdate({ target: [t.regionI18n.regionId, t.regionI18n.langId], set: { name: excluded('name') } });

    const dictRows = Object.entries(DICTS).flatMap(([type, items]) => items.map((it, i) => ({ type, value: it.value, sort: i, names: it.names })));
    const dicts = await tx
      .insert(t.dictItem)
      .values(dictRows.map(({ names: _n, ...d }) => d))
      .onConflictDoUpdate({ target: [t.dictItem.type, t.dictItem.value], set: { sort: excluded('sort') } })
      .returning({ id: t.dictItem.id, type: t.dictItem.type, value: t.dictItem.value });
    const dictId = new Map(dicts.map((d) => [`${d.type}/${d.value}`, d.id]));
    await tx
      .insert(t.dictItemI18n)
      .values(
        dictRows.flatMap((d) =>
          Object.entries(d.names).map(([lang, label]) => ({ dictItemId: dictId.get(`${d.type}/${d.value}`)!, langId: id(lang as LangCode), label })),
        ),
      )
      .onConflictDoUpdate({ target: [t.dictItemI18n.dictItemId, t.dictItemI18n.langId], set: { label: excluded('label') } });

    await tx
      .insert(t.siteSetting)
      .values(Object.entries(SITE_SETTINGS).map(([key, value]) => ({ key, value })))
      .onConflictDoUpdate({ target: t.siteSetting.key, set: { value: excluded('value') } });
    await tx
      .insert(t.siteText)
      .values(
        Object.entries(SITE_TEXTS).flatMap(([key, names]) =>
          Object.entries(names).map(([lang, value]) => ({ key, langId: id(lang as LangCode), value })),
        ),
      )
      .onConflictDoUpdate({ target: [t.siteText.key, t.siteText.langId], set: { value: excluded('value') } });
  });
}
