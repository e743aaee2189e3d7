import {
  approvalRuleBody,
  approvalSettingsBody,
  memberLimitBody,
  toMinorUnits,
  type ApprovalCondition,
  type ApprovalRule,
  type ApprovalRuleBody,
  type ApprovalSettingsBody,
  type LimitPeriod,
  type MemberLimitBody,
} from '@netshop/contract';
import { z } from 'zod';

// The rules page's forms: what the admin types (amounts as decimals in the company's currency,
// "1500.50", "1500,5", "200000" for yen) turned into the body the server validates, then checked
// with that same contract schema (ADR 0001), so the page and the server refuse the same things.
// Messages are keys of FIELD_MESSAGE_KEYS; issues keep the body's field names, so each lands on
// the field the admin typed it in.

/** A money field as typed: minor units of the currency, undefined when empty, an issue when it is not a plain amount. */
function amountOf(text: string, minorUnits: number, path: string, ctx: z.RefinementCtx): number | undefined | typeof z.NEVER {
  if (text.trim() === '') return undefined;
  const minor = toMinorUnits(text, minorUnits);
  if (minor !== undefined) return minor;
  ctx.addIssue({ code: 'custom', path: [path], message: 'invalid' });
  return z.NEVER;
}

/** A whole number as typed; undefined when empty, an issue when it is not digits. */
function wholeOf(text: string, path: string, ctx: z.RefinementCtx): number | undefined | typeof z.NEVER {
  const s = text.trim();
  if (s === '') return undefined;
  if (/^\d{1,9}$/.test(s)) return Number(s);
  ctx.addIssue({ code: 'custom', path: [path], message: 'invalid' });
  return z.NEVER;
}

/** An amount in minor units as the admin types it (12.50, 1200 for yen). */
export const typedAmount = (amount: number, minorUnits: number) => (minorUnits ? (amount / 10 ** minorUnits).toFixed(minorUnits) : String(amount));

export interface RuleFormValues {
  [key: string]: unknown;
  name: string;
  condition: ApprovalCondition | '';
  minTotal: string;
  minLines: string;
  categoryId: string;
  memberRole: string;
  approverRole: string;
  level: string;
  active: boolean;
}

export const NEW_RULE: RuleFormValues = { name: '', condition: '', minTotal: '', minLines: '', categoryId: '', memberRole: '', approverRole: '', level: '1', active: true };

/** A rule's values in the form (its threshold back in decimals). */
export function ruleValues(rule: ApprovalRule): RuleFormValues {
  return {
    name: rule.name,
    condition: rule.condition,
    minTotal: rule.minTotal ? typedAmount(rule.minTotal.amount, rule.minTotal.minorUnits) : '',
    minLines: rule.minLines === null ? '' : String(rule.minLines),
    categoryId: rule.category ? String(rule.category.id) : '',
    memberRole: rule.memberRole ?? '',
    approverRole: rule.approverRole,
    level: String(rule.level),
    active: rule.active,
  };
}

/** The rule form: only the field the condition needs is sent (the server ignores the others, and a hidden one must not block the save). */
export const ruleForm = (minorUnits: number) =>
  z
    .object({
      name: z.string(),
      condition: z.string(),
      minTotal: z.string(),
      minLines: z.string(),
      categoryId: z.string(),
      memberRole: z.string(),
      approverRole: z.string(),
      level: z.string(),
      active: z.boolean(),
    })
    .transform((v, ctx) => {
      const needs = v.condition;
      return {
        name: v.name,
        condition: v.condition || undefined,
        ...(needs === 'total' ? { minTotal: amountOf(v.minTotal, minorUnits, 'minTotal', ctx) } : {}),
        ...(needs === 'lines' ? { minLines: wholeOf(v.minLines, 'minLines', ctx) } : {}),
        ...(needs === 'category' ? { categoryId: v.categoryId ? Number(v.categoryId) : undefined } : {}),
        ...(needs === 'role' ? { memberRole: v.memberRole || undefined } : {}),
        approverRole: v.approverRole || undefined,
        level: wholeOf(v.level, 'level', ctx),
        active: v.active,
      } as ApprovalRuleBody; // loose until the body's schema below checks each field
    })
    .pipe(approvalRuleBody);

export interface SettingsFormValues {
  [key: string]: unknown;
  currency: string;
  expiryDays: string;
  limited: boolean;
  /** The company-wide limit's amount (its issues, `companyLimit.amount` on the server, land here). */
  companyLimit: string;
  period: LimitPeriod;
}

/** The settings form; `minorUnitsOf` gives the chosen currency's decimals (the amount is typed in it). */
export const settingsForm = (minorUnitsOf: (currency: string) => number) =>
  z
    .object({ currency: z.string(), expiryDays: z.string(), limited: z.boolean(), companyLimit: z.string(), period: z.string() })
    .transform((v, ctx) => ({
      currency: v.currency,
      expiryDays: wholeOf(v.expiryDays, 'expiryDays', ctx),
      companyLimit: v.limited ? { amount: amountOf(v.companyLimit, minorUnitsOf(v.currency), 'companyLimit', ctx), period: v.period } : null,
    }) as ApprovalSettingsBody)
    .pipe(approvalSettingsBody);

export interface LimitFormValues {
  [key: string]: unknown;
  limit: string;
  period: LimitPeriod;
}

/** A member's limit: an amount and its period (removing the limit is its own button). */
export const limitForm = (minorUnits: number) =>
  z
    .object({ limit: z.string(), period: z.string() })
    .transform((v, ctx) => ({ limit: { amount: amountOf(v.limit, minorUnits, 'limit', ctx), period: v.period } }) as MemberLimitBody)
    .pipe(memberLimitBody);

/** Server field names (`companyLimit.amount`, `limit.period`) → the form's fields (the first part of the path). */
export function formFields(fields: Record<string, string> | null): Record<string, string> | null {
  if (!fields) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) {
    const top = k.split('.')[0] ?? k;
    if (!(top in out)) out[top] = v;
  }
  return out;
}
