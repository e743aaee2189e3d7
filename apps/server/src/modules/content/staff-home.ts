import { CODES, HOME_TEXT_FIELDS, LANG_CODES, emptyHomeTexts, langIdByCode, type HomeTexts, type StaffHome, type homeUpdateBody } from '@netshop/contract';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { recordAudit } from '../audit/index.js';
import { bumpVersion, homeTextRows, replaceHomeTexts, settingVersion } from '../site/index.js';
import { setFeaturedSolutions, solutionsForHome } from './staff-queries.js';

// The home page in the console (issue 27): the hero's title and lead and the titles of its blocks
// in six languages (site_text `home.*`, the site module's), and which solutions it features
// (article.featured). One version for the whole page, kept in site_setting.

const VERSION_KEY = 'homeVersion';

async function textsByLang(ctx: RequestContext): Promise<Record<string, HomeTexts>> {
  const rows = await homeTextRows(ctx.db);
  return Object.fromEntries(
    LANG_CODES.map((l) => {
      const t = emptyHomeTexts();
      for (const r of rows) if (r.langId === langIdByCode(l) && (HOME_TEXT_FIELDS as readonly string[]).includes(r.field)) t[r.field as keyof HomeTexts] = r.value;
      return [l, t];
    }),
  );
}

export async function staffHome(ctx: RequestContext): Promise<StaffHome> {
  const [texts, solutions, version] = await Promise.all([textsByLang(ctx), solutionsForHome(ctx.db, ctx.langId), settingVersion(ctx.db, VERSION_KEY)]);
  return {
    texts,
    featuredSolutionIds: solutions.filter((s) => s.featured).map((s) => s.id),
    solutions: solutions.map((s) => ({ id: s.id, title: s.title ?? String(s.id), status: s.status })),
    version,
  };
}

export async function saveStaffHome(ctx: RequestContext, b: z.output<typeof homeUpdateBody>): Promise<{ version: number }> {
  return inTransaction(ctx, async (tx) => {
    const solutions = await solutionsForHome(tx.db, tx.langId);
    const known = new Set(solutions.map((s) => s.id));
    if (b.featuredSolutionIds.some((id) => !known.has(id))) throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { featuredSolutionIds: 'invalid' });
    const version = await bumpVersion(tx.db, VERSION_KEY, b.version);
    if (version === null) throw new AppError(CODES.CONFLICT, 'conflict');
    const before = await textsByLang(tx);
    await replaceHomeTexts(
      tx.db,
      LANG_CODES.flatMap((l) => HOME_TEXT_FIELDS.map((field) => ({ field, langId: langIdByCode(l)!, value: b.texts[l][field] }))),
    );
    const featured = [...new Set(b.featuredSolutionIds)];
    await setFeaturedSolutions(tx.db, featured);
    const changedLangs = LANG_CODES.filter((l) => JSON.stringify(before[l]) !== JSON.stringify(b.texts[l]));
    const wasFeatured = solutions.filter((s) => s.featured).map((s) => s.id);
    await recordAudit(tx, {
      action: 'home.update',
      entityType: 'home',
      entityId: 'home',
      before: { ...Object.fromEntries(changedLangs.map((l) => [l, before[l]])), featuredSolutionIds: wasFeatured },
      after: { ...Object.fromEntries(changedLangs.map((l) => [l, b.texts[l]])), featuredSolutionIds: featured },
    });
    return { version };
  });
}
