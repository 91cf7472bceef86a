import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';

// Every backend keeps a learner's rows in memory and forgets them when the `learner_changed`
// channel names the learner (migration 0007): a table holding a learner's data either tells that
// channel of every change, or says here why nothing read from it is kept. A new table with a
// `learner_id` fails this test until one of the two is true.
const notKept: Record<string, string> = {
  audit_log: 'written once and read by staff from the database; never kept for a learner',
  certificates: 'read from the database on every call; the PDFs are kept by certificate, never by learner',
  checkouts: 'read by their key on every step of a purchase; nothing is kept',
  course_ratings: "counted into the catalog's counts of the minute, not into any learner's rows",
  feedback: 'written and mailed, never read back for a learner',
  one_time_tokens: 'read from the database each time a link is used',
  payments: 'read by staff and by a refund from the database each time; nothing is kept',
  subscriptions:
    'read on every call (shared only while one read is in flight), and every write names the learner itself',
  support_requests: 'written and mailed, never read back for a learner',
};

describe('tables with a learner', () => {
  let database: TestDatabase;
  let withLearner: string[];
  let notifying: string[];

  beforeAll(async () => {
    database = await openTestDatabase();
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    withLearner = (
      await rows<{ table_name: string }>(
        sql`select table_name from information_schema.columns
            where table_schema = 'public' and column_name = 'learner_id' order by table_name`,
      )
    ).map((row) => row.table_name);
    notifying = (
      await rows<{ table_name: string }>(
        sql`select distinct c.relname as table_name from pg_trigger t
            join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
            where not t.tgisinternal and p.proname = 'notify_learner_changed' order by table_name`,
      )
    ).map((row) => row.table_name);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('finds the tables and the triggers at all', () => {
    expect(withLearner).toContain('fragment_progress');
    expect(notifying).toEqual(expect.arrayContaining(['learners', 'fragment_progress', 'activity_days']));
  });

  it('each tells the learner_changed channel of its changes, or says why nothing of it is kept', () => {
    const unaccounted = withLearner.filter((table) => !notifying.includes(table) && !(table in notKept));
    expect(unaccounted).toEqual([]);
  });

  it('lists no table that notifies or no longer exists', () => {
    const stale = Object.keys(notKept).filter(
      (table) => notifying.includes(table) || !withLearner.includes(table),
    );
    expect(stale).toEqual([]);
  });
});
