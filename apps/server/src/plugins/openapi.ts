import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API, DEV_PAGES, MEDIA, type ApiRoute } from '@netshop/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { optionalBuyer, requireUser } from './auth.js';
import { staffGuardPermission } from './staff-auth.js';

// The OpenAPI document (served at /api/docs/json, read at /api/docs) that a client generator
// works from. Routes declare what only they know (a summary, the module's tag, their schemas);
// operationId, security and error answers are derived here, in one place (ADR 0036):
// - operationId: the route's name in the contract's API table (packages/contract/src/api-paths.ts),
//   `<group>.<name>`: `orders.list`, `staffInquiries.status`. Stable while the table is.
// - security: from the route's own guard hooks: requireUser → the buyer session, optionalBuyer
//   → the buyer session or none, requireStaff → a staff session or the operator token, no guard
//   → public (`[]`). A route that decides in its handler (a signed link, an optional session read
//   there) says so with `schema.security`, built from SECURITY below.
// - every operation documents the error envelope as its 4XX answer (docs/product.md#errors).

/** Security schemes: every credential travels as `Authorization: Bearer <token>`, except signed links. */
const securitySchemes = {
  buyerSession: {
    type: 'http',
    scheme: 'bearer',
    description: 'A buyer session: the token that POST /api/ew/buyer/user/login returns in `msg`.',
  },
  staffSession: {
    type: 'http',
    scheme: 'bearer',
    description: 'A staff session: the token that POST /api/ew/staff/login returns in `msg`. Its roles must grant the permission an operation names (ADR 0017).',
  },
  operatorToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The operator token of the CLI (OPS_TOKEN, scripts/ops.mjs), which acts as an admin wherever a staff session is accepted (ADR 0017).',
  },
  signedLink: {
    type: 'apiKey',
    in: 'query',
    name: 't',
    description: 'The signature of an expiring link the API hands out (a file or a PDF), already part of that link.',
  },
} as const;

/** One way to be let in: each named scheme (the empty object: none needed). */
type Requirement = Record<string, string[]>;

/** Security requirements for routes that check credentials in their handler (`schema: { security: SECURITY.… }`). */
export const SECURITY = {
  public: [] as Requirement[],
  buyer: [{ buyerSession: [] }] as Requirement[],
  /** The answer differs for a logged-in buyer, a guest gets one too. */
  optionalBuyer: [{ buyerSession: [] }, {}] as Requirement[],
  staff: [{ staffSession: [] }, { operatorToken: [] }] as Requirement[],
  /** Ends the staff session it carries, if any. */
  optionalStaff: [{ staffSession: [] }, {}] as Requirement[],
  /** A buyer's own file or PDF: their session or the signed link the API handed out. */
  ownerOrLink: [{ buyerSession: [] }, { signedLink: [] }] as Requirement[],
  /** A private upload: its buyer, staff who may read buyers' files, or its signed link. */
  fileReader: [{ buyerSession: [] }, { staffSession: [] }, { signedLink: [] }] as Requirement[],
  signedLink: [{ signedLink: [] }] as Requirement[],
};

/** One tag per server module; a route's `schema.tags` names its module. */
const TAGS = [
  { name: 'site', description: 'Languages, countries, currencies, dictionaries and the start-up configuration.' },
  { name: 'catalog', description: 'Categories, products, documents, spec sheets and recently viewed products; editing products, imports, exports and price changes (staff).' },
  { name: 'content', description: 'News, case studies, solutions, about pages and policies.' },
  { name: 'search', description: 'Product and resource search, suggestions, hot searches and history; hiding hot searches (staff).' },
  { name: 'account', description: 'Registration, login, profile, addresses, account messages and uploads; looking up, blocking, exporting and erasing buyers (staff).' },
  { name: 'cart', description: 'The cart and favourites.' },
  { name: 'checkout', description: 'Pricing an order before it is placed.' },
  { name: 'orders', description: 'A buyer’s orders and their actions; shipping, delivery and refunds (staff).' },
  { name: 'payments', description: 'Paying an order and its payment state.' },
  { name: 'chat', description: 'The visitor’s chat window and the agents’ console.' },
  { name: 'coupons', description: 'A buyer’s coupons, the coupon centre, and managing coupons (staff).' },
  { name: 'samples', description: 'Free sample applications and their review (staff).' },
  { name: 'invoices', description: 'Invoice titles, VAT invoice applications and their review (staff).' },
  { name: 'reviews', description: 'Product reviews and their moderation (staff).' },
  { name: 'questions', description: 'Product questions and their answers (staff).' },
  { name: 'inquiries', description: 'Inquiries, the contact form, quotations, and the sales queue (staff).' },
  { name: 'inventory', description: 'Stock per warehouse with “ships today” and “arrives by” for buyers; stock, its ledger and the stock consistency check (staff).' },
  { name: 'approvals', description: 'A company\'s approval rules, spending limits and approval requests: submitting, approving, rejecting, expiring (issue 30).' },
  { name: 'credit', description: 'Payment on account: credit applications, accounts, the receivables ledger, invoices, payments, statements; granting credit and recording payments (staff).' },
  { name: 'companies', description: 'Company accounts: applying, the profile, members with roles, invitations and requisition lists; reviewing, suspending and closing companies (staff).' },
  { name: 'staff', description: 'Staff login with two-factor sign-in, sessions, accounts, password resets and the audit log.' },
  { name: 'dev', description: 'Development conveniences: registered outside production only, and answering only requests from this machine.' },
];

/** `METHOD /full/:pattern` → `group.name`, from the contract's table of routes. */
const operationIds = new Map<string, string>();
const groups: Record<string, Record<string, ApiRoute>> = { ...API, media: MEDIA, devPages: DEV_PAGES };
for (const [group, routes] of Object.entries(groups)) {
  for (const [name, r] of Object.entries(routes)) operationIds.set(`${r.method} ${r.full}`, `${group}.${name}`);
}

/** A route's operationId; a route missing from the table (api-paths.api.test.ts fails on it) gets one from its method and path. */
export function operationIdOf(method: string, url: string): string {
  return (
    operationIds.get(`${method} ${url}`) ??
    `${method.toLowerCase()}${url.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`
  );
}

type Hook = RouteOptions['onRequest'];
const hooksOf = (h: Hook | RouteOptions['preHandler']): unknown[] => (Array.isArray(h) ? h : h ? [h] : []);

/** The security requirement of a route, from its guard hooks; `undefined` for routes that set their own. */
function securityOf(route: RouteOptions): { security: Requirement[]; permission?: string } {
  const hooks = [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)];
  for (const h of hooks) {
    const permission = staffGuardPermission(h);
    if (permission !== undefined) return { security: SECURITY.staff, ...(permission ? { permission } : {}) };
  }
  if (hooks.includes(requireUser)) return { security: SECURITY.buyer };
  if (hooks.includes(optionalBuyer)) return { security: SECURITY.optionalBuyer };
  return { security: SECURITY.public };
}

const errorResponse = {
  description:
    'An error: the envelope with `code` equal to the HTTP status, `msg` in the request’s language, and `data.fields` naming the fields of a 422 (docs/product.md#errors).',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          code: { type: 'integer' },
          msg: { type: 'string' },
          data: { type: 'object', nullable: true, properties: { fields: { type: 'object', additionalProperties: { type: 'string' } } }, required: ['fields'] },
        },
        required: ['code', 'msg', 'data'],
      },
    },
  },
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * zod writes `z.record(z.enum([...]), v)` for OpenAPI 3.0 as additionalProperties with a `required`
 * list but no `properties` (3.0 has no propertyNames): name each required key, with the value's schema.
 */
function nameRecordKeys(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nameRecordKeys);
  if (!isObject(node)) return;
  if (Array.isArray(node.required) && isObject(node.additionalProperties)) {
    const properties = (isObject(node.properties) ? node.properties : {}) as Json;
    for (const key of node.required as string[]) properties[key] ??= node.additionalProperties;
    node.properties = properties;
  }
  for (const value of Object.values(node)) nameRecordKeys(value);
}

const zodTransform = createJsonSchemaTransform({});
const zodTransformObject = createJsonSchemaTransformObject({});

/**
 * @fastify/swagger with the zod schemas turned into JSON Schema (recursive schemas become
 * components: they carry a zod `id`, e.g. the contract's categoryNode), plus what is derived above,
 * and the reference page at /api/docs.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'YT Networks storefront API',
        version: '1.0.0',
        description:
          'The buyer API (/api/ew/buyer), the staff API (/api/ew/staff) and uploads. Every JSON answer is the envelope `{code, msg, data}`; send `Lang: <languageId>` for answers in a language.',
      },
      servers: [{ url: '/', description: 'The server this document was read from' }],
      tags: TAGS,
      components: { securitySchemes },
    },
    transform: (doc) => {
      const { schema = {}, url } = zodTransform(doc);
      const route = doc.route as RouteOptions;
      if ((schema as { hide?: boolean }).hide) return { schema, url };
      const method = Array.isArray(route.method) ? route.method[0] : route.method;
      const own = schema as Json & { security?: Requirement[]; description?: string };
      const derived = securityOf(route);
      const notes = [own.description, derived.permission && `Staff permission: \`${derived.permission}\`.`].filter(Boolean);
      return {
        url,
        schema: {
          ...schema,
          operationId: operationIdOf(String(method), doc.url),
          security: own.security ?? derived.security,
          ...(notes.length ? { description: notes.join('\n\n') } : {}),
          ...(derived.permission ? { 'x-staff-permission': derived.permission } : {}),
        },
      };
    },
    transformObject: (documentObject) => {
      const doc = zodTransformObject(documentObject) as Json & { paths?: Record<string, Record<string, Json>>; components?: { schemas?: Json; responses?: Json } };
      doc.components = { ...doc.components, responses: { ...doc.components?.responses, Error: errorResponse } };
      for (const operations of Object.values(doc.paths ?? {})) {
        for (const op of Object.values(operations)) {
          const responses = (op.responses ?? {}) as Json;
          if (!Object.keys(responses).some((status) => status.startsWith('4'))) responses['4XX'] = { $ref: '#/components/responses/Error' };
          op.responses = responses;
        }
      }
      nameRecordKeys(doc.paths);
      // Only the tags some operation carries (the dev routes exist outside production only).
      const used = new Set(Object.values(doc.paths ?? {}).flatMap((operations) => Object.values(operations).flatMap((op) => (op.tags as string[] | undefined) ?? [])));
      doc.tags = TAGS.filter((t) => used.has(t.name));
      // The zod registry yields each named schema twice (as read and as written): keep those in use.
      const schemas = (doc.components.schemas ?? {}) as Json;
      const referenced = new Set<string>();
      const refsOf = (node: unknown) => [...(JSON.stringify(node) ?? '').matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
      for (let todo = refsOf(doc.paths); todo.length; ) {
        const id = todo.pop()!;
        if (!referenced.has(id)) {
          referenced.add(id);
          todo.push(...refsOf(schemas[id]));
        }
      }
      for (const id of Object.keys(schemas)) if (!referenced.has(id)) delete schemas[id];
      return doc;
    },
  });
  // The reference page: Swagger UI from this server's own files (the CSP allows only 'self').
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { displayOperationId: true, deepLinking: true, docExpansion: 'list' },
  });
});
