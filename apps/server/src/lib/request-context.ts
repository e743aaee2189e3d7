import { DEFAULT_LANG, LANGUAGES, type CompanyPermission, type CompanyRole, type CompanyStatus, type LangCode, type StaffRole } from '@netshop/contract';
import type { Db } from '../db/client.js';

// One request context (ADR 0019, as Vendure's RequestContext): who a piece of work is for
// and where it runs, built once per request by plugins/request-context.ts and passed first to
// every service. Services read the database, the language, the buyer or staff member and the
// currency from it instead of a list of loose arguments; inside `inTransaction` the same
// context carries the transaction, so whatever a service calls runs in it. Queries (private
// functions that only run SQL) keep taking `ctx.db` (ADR 0019).

export interface BuyerPrincipal {
  userId: number;
  sessionId: number;
  /**
   * The buyer's company, read with the session on every request (never cached in it), so a
   * suspension, a role change or a deactivation counts from the next request (ADR 0045).
   * Undefined where nothing loaded it (a context outside a request); null for no company.
   */
  company?: CompanyPrincipal | null;
}

/** A buyer's place in their company, as the request context carries it (ADR 0045). */
export interface CompanyPrincipal {
  companyId: number;
  memberId: number;
  status: CompanyStatus;
  roles: readonly CompanyRole[];
  /** What they may do now: their roles' permissions, only the read ones unless the company is active. */
  permissions: readonly CompanyPermission[];
}

export interface StaffPrincipal {
  /** 0 for the operator token. */
  staffId: number;
  sessionId: number | null;
  email: string;
  name: string;
  roles: StaffRole[];
  /** Their roles need an authenticator and they have none yet: the session may only enrol one (issue 27). */
  mustEnrol?: boolean;
}

export interface RequestContext {
  /** The pool, or inside `inTransaction` the transaction. */
  readonly db: Db;
  readonly lang: LangCode;
  readonly langId: number;
  /** The logged-in buyer, once `requireUser` has checked the session; null for a guest. */
  buyer: BuyerPrincipal | null;
  /** The staff member (or operator token), once `requireStaff` has checked it. */
  staff: StaffPrincipal | null;
  /** The currency the request asked prices in (`currencyId` of the query), if it did. */
  currencyId: number | undefined;
  /** Where the request came from, for the audit log ('' outside a request). */
  readonly origin: { readonly ip: string; readonly userAgent: string };
  /**
   * How many audit entries this request wrote. Shared by reference with the copies inTransaction
   * and inLanguage make, so the staff routes' safety net (modules/audit) knows a service recorded one.
   */
  readonly audit: {
    written: number;
    /**
     * Set while a change restores an audit entry's values before (modules/audit, ADR 0043): the next
     * entry recorded is that restore's, `<entity>.revert`, pointing at entry #revertOf.
     */
    revertOf?: number;
  };
}

const langIdOf = (lang: LangCode) => LANGUAGES.find((l) => l.shortName === lang)!.langId;

/**
 * A context outside a request (the sweeper, start-up, tests): the shop's default language unless
 * told. The language is given once, as a code, so `lang` and `langId` cannot disagree.
 */
export function createContext(db: Db, init: Partial<Pick<RequestContext, 'lang' | 'buyer' | 'staff' | 'currencyId' | 'origin'>> = {}): RequestContext {
  const lang = init.lang ?? DEFAULT_LANG;
  return {
    db,
    lang,
    langId: langIdOf(lang),
    buyer: init.buyer ?? null,
    staff: init.staff ?? null,
    currencyId: init.currencyId,
    origin: init.origin ?? { ip: '', userAgent: '' },
    audit: { written: 0 },
  };
}

/** The same request in another language (a PDF or page asked for in `?lang=` / `?langId=`). */
export function inLanguage(ctx: RequestContext, lang: LangCode): RequestContext {
  return { ...ctx, lang, langId: langIdOf(lang) };
}

/**
 * Runs fn in a transaction with a context that carries it. The one place a Drizzle transaction
 * is used as a Db: both drivers' transactions are PgDatabase with a rollback, which the Db type
 * (a PgDatabase over either driver) does not name.
 */
export function inTransaction<T>(ctx: RequestContext, fn: (tx: RequestContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => fn({ ...ctx, db: tx as unknown as Db }));
}

/** As inTransaction, for code that has a database and no request (jobs, start-up). */
export function transaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}

/** The buyer's id; only for services behind `requireUser` (a missing buyer is a wiring error). */
export function buyerId(ctx: RequestContext): number {
  if (!ctx.buyer) throw new Error('service needs a logged-in buyer: its route lacks requireUser');
  return ctx.buyer.userId;
}
