import { sql } from 'drizzle-orm';
import type { Database } from '../../../backend/src/db/database';

/**
 * Makes every subscription the database is asked to store fail, as a database failing halfway
 * through a purchase would, until the answered function is called.
 */
export async function failSubscriptionWrites(db: Database): Promise<() => Promise<void>> {
  await db.execute(
    sql.raw(`create function refuse_subscription() returns trigger language plpgsql as $$
      begin raise exception 'subscriptions cannot be stored right now'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger refuse_subscription before insert on subscriptions
      for each row execute function refuse_subscription()`),
  );
  return async () => {
    await db.execute(sql.raw('drop trigger refuse_subscription on subscriptions'));
    await db.execute(sql.raw('drop function refuse_subscription()'));
  };
}
