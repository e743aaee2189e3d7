import { randomBytes } from 'node:crypto';
import { langIdByCode, type LangCode } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { hashPassword } from '../../lib/crypto.js';
import { transaction } from '../../lib/request-context.js';
import { countryIdByCode, regionIdByCode, settleSetting } from '../site/index.js';
import { insertDemoAddresses, insertDemoShippingAddress } from './address-queries.js';
import { emailTaken, insertDemoBuyer, insertUser, userIdByEmail } from './queries.js';

/**
 * The key that codes are HMAC'd with: APP_SECRET when set, else one generated at the first
 * start and kept in the database, so every process of one deployment uses the same.
 */
export async function appSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  return settleSetting(db, 'appSecret', randomBytes(32).toString('base64url'));
}

export const DEMO_BUYER = { email: 'demo@example.com', password: 'Demo@12345' } as const;

/** The demo buyer of the README (never in production): China, two addresses. Idempotent. */
export async function seedDemoBuyer(db: Db): Promise<void> {
  if (await emailTaken(db, DEMO_BUYER.email)) return;
  const hash = await hashPassword(DEMO_BUYER.password);
  await transaction(db, async (tx) => {
    const cn = await countryIdByCode(tx, 'CN');
    if (cn === undefined) return;
    const userId = await insertDemoBuyer(tx, { email: DEMO_BUYER.email, passwordHash: hash, countryId: cn });
    if (userId === undefined) return;
    const de = (await countryIdByCode(tx, 'DE'))!;
    const region = async (code: string) => (await regionIdByCode(tx, code)) ?? null;
    await insertDemoAddresses(tx, userId, { cn, shanghai: await region('CN-SH'), de, berlin: await region('DE-BE') });
  });
}

/** One account of the README's demo company (issue 30): who they are, the language they read the shop in, where they ship to. */
export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  /** ISO country code of the account (and of the shipping address, when one is given). */
  country: string;
  lang: LangCode;
  companyName: string;
  /** A default shipping address, so the account can check out at once. */
  shipTo?: { region: string; city: string; zip: string; phone: string; line1: string; line2: string };
}

/**
 * A demo account with the demo password (never in production): created the first time, found by its
 * e-mail after, so the seed runs at every start without changing anything. Undefined only when the
 * country is not in the reference data.
 */
export async function ensureDemoUser(db: Db, u: DemoUser): Promise<number | undefined> {
  const existing = await userIdByEmail(db, u.email);
  if (existing !== undefined) return existing;
  const countryId = await countryIdByCode(db, u.country);
  if (countryId === undefined) return undefined;
  const passwordHash = await hashPassword(DEMO_BUYER.password);
  const created = await insertUser(db, { email: u.email, passwordHash, firstName: u.firstName, lastName: u.lastName, countryId, companyName: u.companyName, langId: langIdByCode(u.lang)! });
  // Taken meanwhile (another process seeding at the same moment): theirs is the one.
  if (created === undefined) return userIdByEmail(db, u.email);
  if (u.shipTo) {
    const regionId = (await regionIdByCode(db, u.shipTo.region)) ?? null;
    await insertDemoShippingAddress(db, created, { countryId, regionId, firstName: u.firstName, lastName: u.lastName, ...u.shipTo });
  }
  return created;
}
