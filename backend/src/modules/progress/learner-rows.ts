import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  activityDays,
  courseProgress,
  fragmentProgress,
  learners,
  lessonProgress,
  practiceResults,
} from '../../db/schema';
import type { LearnerRecord } from '../accounts/learner.repository';
import type { ProgressSnapshot } from './learner-overview';

/**
 * What a learner's pages read about them: their record, every progress row and their active days.
 * Kept in memory together (learner-cache.ts): any change to any of them names the learner on the
 * same channel, so they are dropped together anyway.
 */
export interface LearnerRows {
  record: LearnerRecord | undefined;
  progress: ProgressSnapshot;
  /** 'YYYY-MM-DD', oldest first; frozen, shared by every request of the learner. */
  days: readonly string[];
}

/**
 * The rows in one query (a round trip instead of six: on the embedded database every query waits
 * for the one before). Each table's rows come as JSON and are read back through the schema's own
 * column types, so they are the rows a plain select gives.
 */
export async function readLearnerRows(db: Database, learnerId: number): Promise<LearnerRows> {
  const { rows } = (await db.execute(sql`select
    (select row_to_json(l) from ${learners} l where l.id = ${learnerId}) as record,
    (select coalesce(json_agg(r), '[]') from ${courseProgress} r where r.learner_id = ${learnerId}) as courses,
    (select coalesce(json_agg(r), '[]') from ${lessonProgress} r where r.learner_id = ${learnerId}) as lessons,
    (select coalesce(json_agg(r), '[]') from ${fragmentProgress} r where r.learner_id = ${learnerId}) as fragments,
    (select coalesce(json_agg(r), '[]') from ${practiceResults} r where r.learner_id = ${learnerId}) as practices,
    (select coalesce(json_agg(d.day order by d.day), '[]') from ${activityDays} d where d.learner_id = ${learnerId}) as days`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const row = rows[0] ?? {};
  const record = json<Record<string, unknown> | null>(row.record);
  return {
    record: record ? rowOf(learners, record) : undefined,
    progress: {
      courses: rowsOf(courseProgress, row.courses),
      lessons: rowsOf(lessonProgress, row.lessons),
      fragments: rowsOf(fragmentProgress, row.fragments),
      practices: rowsOf(practiceResults, row.practices),
    },
    days: Object.freeze(json<string[]>(row.days) ?? []),
  };
}

/** node-postgres and PGlite both parse `json`; a driver that did not would hand over text. */
function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

function rowsOf<T extends PgTable>(table: T, value: unknown): T['$inferSelect'][] {
  return (json<Record<string, unknown>[] | null>(value) ?? []).map((item) => rowOf(table, item));
}

/** A row as JSON (column names as in the database) to the row Drizzle's select gives. */
function rowOf<T extends PgTable>(table: T, item: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = item[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
