import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';

// Whether a person answers the live chat: an agent (or admin) is online while the console's chat
// is open, which beats every few seconds. Chat reads and writes this through index.ts (ADR 0035).

/** How long after the last beat an agent still counts as online. */
const ONLINE_FOR = sql`interval '90 seconds'`;

/** An agent with the console's chat open is online: the assistant hands visitors to a person. */
export async function markChatSeen(db: Db, staffId: number): Promise<void> {
  await db.execute(sql`UPDATE staff_user SET chat_seen_at = now() WHERE id = ${staffId}`);
}

/** Whether any active agent or admin had the console's chat open within the last 90 seconds. */
export async function anyAgentOnline(db: Db): Promise<boolean> {
  const r = await rows(db, sql`SELECT 1 FROM staff_user WHERE active AND chat_seen_at > now() - ${ONLINE_FOR} AND roles && ARRAY['agent', 'admin']::varchar[] LIMIT 1`);
  return r.length > 0;
}
