import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { hashPassword } from '../../lib/crypto.js';
import { transaction } from '../../lib/request-context.js';
import { settleSetting } from '../site/index.js';

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
  const [exists] = await rows(db, sql`SELECT 1 FROM app_user WHERE email = ${DEMO_BUYER.email}`);
  if (exists) return;
  const hash = await hashPassword(DEMO_BUYER.password);
  await transaction(db, async (tx) => {
    const [u] = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO app_user (email, password_hash, first_name, last_name, country_id, company_name)
          SELECT ${DEMO_BUYER.email}, ${hash}, 'Demo', 'Buyer', c.id, 'YT Demo Networks Ltd.' FROM country c WHERE c.code = 'CN'
          ON CONFLICT (email) DO NOTHING RETURNING id`,
    );
    if (!u) return;
    const region = async (code: string) => Number((await rows<{ id: number; countryId: number }>(tx, sql`SELECT id FROM region WHERE code = ${code}`))[0]?.id);
    const cn = Number((await rows<{ id: number }>(tx, sql`SELECT id FROM country WHERE code = 'CN'`))[0].id);
    const de = Number((await rows<{ id: number }>(tx, sql`SELECT id FROM country WHERE code = 'DE'`))[0].id);
    await tx.execute(sql`INSERT INTO address (user_id, type, first_name, last_name, country_id, region_id, city, zip, phone, line1, line2, is_default) VALUES
      (${u.id}, 'shipping', 'Demo', 'Buyer', ${cn}, ${await region('CN-SH')}, '上海', '200120', '+86 21 5555 0100', '浦东新区世纪大道 100 号', '20 楼 2001 室', true),
      (${u.id}, 'billing', 'Demo', 'Buyer', ${de}, ${await region('DE-BE')}, 'Berlin', '10115', '+49 30 5555 0100', 'Invalidenstraße 117', '', true)`);
  });
}
