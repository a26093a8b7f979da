import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/**
 * What a refused request must leave as it was: per table a count and sums over the columns a
 * request can write (projects' version and updated_at, plan versions, generations' labels, chats,
 * messages, users, tokens); sums of hashes rather than digests of every row, to stay cheap. Columns the background generation jobs write (status, plan, score...)
 * are left out, so a job finishing between two requests is no change.
 */
export async function dbSnapshot(database: Database): Promise<Record<string, string>> {
  const result = await database.db.execute(sql`
    select
      (select concat_ws(':', count(*), sum(hashtext(email || password_hash)), sum(is_active::int),
         sum(is_verified::int), max(password_changed_at)) from users) as users,
      (select concat_ws(':', count(*), count(used_at)) from one_time_tokens) as one_time_tokens,
      (select count(*)::text from blacklisted_tokens) as blacklisted_tokens,
      (select concat_ws(':', count(*), sum(version), sum(id::bigint * version), max(updated_at),
         sum(coalesce(plan_version, 0)), sum(hashtext(name || description))) from projects) as projects,
      (select concat_ws(':', count(*), max(id)) from plan_versions) as plan_versions,
      (select concat_ws(':', count(*), sum(hashtext(name)), sum(is_favorite::int), sum(coalesce(rating, 0)))
       from generations) as generations,
      (select concat_ws(':', count(*), max(updated_at), sum(hashtext(title)), sum(coalesce(project_id, 0)))
       from chats) as chats,
      (select concat_ws(':', count(*), max(id)) from chat_messages) as chat_messages
  `);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const row = rows[0];
  if (row === undefined) throw new Error('snapshot query returned no row');
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)]));
}
