import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { col, row, typedRow } from '../../db/typed-rows.js';

// Every SQL statement of the account module on buyers' accounts (app_user; ADR 0035), each
// answer checked by its row shape. Codes are in code-queries.ts, addresses in
// address-queries.ts, uploads in upload-queries.ts; what other modules read of buyers is in
// published-queries.ts.

const account = row({
  userId: col.int,
  email: col.text,
  firstName: col.text,
  lastName: col.text,
  countryId: col.int.nullable(),
  companyName: col.text,
  avatar: col.text,
});

/** A buyer's account as /user/loginUser shows it (without the display name); undefined for an unknown id. */
export async function accountRow(db: Db, userId: number) {
  return typedRow(
    db,
    account,
    sql`SELECT u.id AS "userId", u.email, u.first_name AS "firstName", u.last_name AS "lastName",
               u.country_id AS "countryId", u.company_name AS "companyName", u.avatar
          FROM app_user u WHERE u.id = ${userId}`,
  );
}

const idRow = row({ id: col.int });

/** The id of the account of an e-mail address, or undefined. */
export async function userIdByEmail(db: Db, email: string): Promise<number | undefined> {
  return (await typedRow(db, idRow, sql`SELECT id FROM app_user WHERE email = ${email}`))?.id;
}

const credentialsRow = row({ id: col.int, passwordHash: col.text, blocked: col.bool });

/** What logging in checks of an e-mail's account: the password, and whether staff blocked it (issue 27). */
export async function loginCredentials(db: Db, email: string) {
  return typedRow(db, credentialsRow, sql`SELECT id, password_hash AS "passwordHash", blocked_at IS NOT NULL AS blocked FROM app_user WHERE email = ${email}`);
}

const passwordHashRow = row({ passwordHash: col.text });

/** The password hash of a buyer (a change of password or e-mail proves the owner with it). */
export async function passwordHashOf(db: Db, userId: number): Promise<string | undefined> {
  return (await typedRow(db, passwordHashRow, sql`SELECT password_hash AS "passwordHash" FROM app_user WHERE id = ${userId}`))?.passwordHash;
}

/** Stores the same password hashed anew (its parameters were out of date): not a change of password. */
export async function rehashPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.execute(sql`UPDATE app_user SET password_hash = ${passwordHash} WHERE id = ${userId}`);
}

/** Sets a new password (reset or changed) and remembers when. */
export async function setNewPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.execute(sql`UPDATE app_user SET password_hash = ${passwordHash}, password_changed_at = now() WHERE id = ${userId}`);
}

/** Creates an account; undefined when the e-mail is taken. */
export async function insertUser(
  db: Db,
  u: { email: string; passwordHash: string; firstName: string; lastName: string; countryId: number; companyName: string; langId: number },
): Promise<number | undefined> {
  const created = await typedRow(
    db,
    idRow,
    sql`INSERT INTO app_user (email, password_hash, first_name, last_name, country_id, company_name, lang_id)
        VALUES (${u.email}, ${u.passwordHash}, ${u.firstName}, ${u.lastName}, ${u.countryId}, ${u.companyName}, ${u.langId})
        ON CONFLICT (email) DO NOTHING RETURNING id`,
  );
  return created?.id;
}

const emailRow = row({ email: col.text });

/** A buyer's e-mail address; undefined for an unknown id. */
export async function emailOf(db: Db, userId: number): Promise<string | undefined> {
  return (await typedRow(db, emailRow, sql`SELECT email FROM app_user WHERE id = ${userId}`))?.email;
}

/** Moves a buyer to a new e-mail address unless another account has it; false when taken. */
export async function changeEmailIfFree(db: Db, userId: number, newEmail: string): Promise<boolean> {
  const done = await typedRow(
    db,
    idRow,
    sql`UPDATE app_user SET email = ${newEmail} WHERE id = ${userId} AND NOT EXISTS (SELECT 1 FROM app_user WHERE email = ${newEmail}) RETURNING id`,
  );
  return done !== undefined;
}

/** Saves a buyer's name, country and company, and the avatar when one is given. */
export async function updateProfileRow(db: Db, userId: number, p: { firstName: string; lastName: string; countryId: number; companyName: string; avatar?: string }): Promise<void> {
  await db.execute(sql`UPDATE app_user SET first_name = ${p.firstName}, last_name = ${p.lastName}, country_id = ${p.countryId},
                       company_name = ${p.companyName} ${p.avatar !== undefined ? sql`, avatar = ${p.avatar}` : sql``} WHERE id = ${userId}`);
}

/** Queues a buyer's uploads behind each other for the caller's transaction (the storage quota check). */
export async function lockBuyerForUpload(db: Db, userId: number): Promise<void> {
  await db.execute(sql`SELECT 1 FROM app_user WHERE id = ${userId} FOR NO KEY UPDATE`);
}

const contactRow = row({ email: col.text, langId: col.int });

/** Where and in which language to write to a buyer (notices, mails); undefined for an unknown id. */
export async function buyerContact(db: Db, userId: number) {
  return typedRow(db, contactRow, sql`SELECT email, lang_id AS "langId" FROM app_user WHERE id = ${userId}`);
}

const okRow = row({ ok: col.int });

/** Whether an account has this e-mail address (the demo buyer is seeded once). */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await typedRow(db, okRow, sql`SELECT 1 AS ok FROM app_user WHERE email = ${email}`)) !== undefined;
}

/** Creates the demo buyer (README); undefined when the address was taken meanwhile. */
export async function insertDemoBuyer(db: Db, u: { email: string; passwordHash: string; countryId: number }): Promise<number | undefined> {
  const created = await typedRow(
    db,
    idRow,
    sql`INSERT INTO app_user (email, password_hash, first_name, last_name, country_id, company_name)
        VALUES (${u.email}, ${u.passwordHash}, 'Demo', 'Buyer', ${u.countryId}, 'YT Demo Networks Ltd.')
        ON CONFLICT (email) DO NOTHING RETURNING id`,
  );
  return created?.id;
}
