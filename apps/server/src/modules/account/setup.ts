import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { hashPassword } from '../../lib/crypto.js';
import { transaction } from '../../lib/request-context.js';
import { countryIdByCode, regionIdByCode, settleSetting } from '../site/index.js';
import { insertDemoAddresses } from './address-queries.js';
import { emailTaken, insertDemoBuyer } from './queries.js';

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
