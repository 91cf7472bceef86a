import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  CatalogFragment,
  CourseText,
  LessonHtml,
  LessonText,
  Translations,
} from '../../content/courses/catalog';

// What learners read, imported from content/: legal texts and the catalog of guides.

/** Legal texts imported from content/legal, rendered and sanitised once at import. */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    sourceHash: text('source_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.lang] })],
);

// The catalog, imported from content/courses. Ids are the authors' slugs. A guide, chapter or lesson
// that leaves the catalog is retired, not deleted, so learners' progress keeps pointing at it.

export const courses = pgTable(
  'courses',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    level: text('level').notNull(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull(),
    stage: text('stage').notNull(),
    position: integer('position').notNull(),
    imageFile: text('image_file').notNull(),
    imageAlt: text('image_alt').notNull(),
    /** Part of the processed images' address, so a new image is never served from a stale cache. */
    imageHash: text('image_hash').notNull(),
    progressMessages: jsonb('progress_messages')
      .$type<{ percent: number; title: string; description: string }[]>()
      .notNull(),
    /** The words above in other languages (course.<language>.yaml). */
    translations: jsonb('translations').$type<Translations<CourseText>>().notNull().default({}),
    /** Of the guide's whole source: an unchanged guide is not written again. */
    sourceHash: text('source_hash').notNull(),
    /** When the guide first appeared: 'newest' sorts by it. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [check('courses_stage', sql`${table.stage} in ('core', 'boost')`)],
);

export const chapters = pgTable(
  'chapters',
  {
    id: text('id').primaryKey(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    title: text('title').notNull(),
    translations: jsonb('translations').$type<Translations<{ title: string }>>().notNull().default({}),
    position: integer('position').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [index('chapters_course_id_idx').on(table.courseId)],
);

/** A lesson with its fragments and their practices, which are always read together. */
export const lessons = pgTable(
  'lessons',
  {
    id: text('id').primaryKey(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    chapterId: text('chapter_id')
      .notNull()
      .references(() => chapters.id),
    title: text('title').notNull(),
    minutes: integer('minutes'),
    introduction: text('introduction').notNull(),
    /** What the learner takes away: shown when the lesson is finished. */
    keyPoints: jsonb('key_points').$type<string[]>().notNull().default([]),
    fragments: jsonb('fragments').$type<CatalogFragment[]>().notNull(),
    /** The Markdown above as sanitised HTML, made at import. */
    html: jsonb('html').$type<LessonHtml>(),
    /** The lesson in other languages, with the same fragments and practices (<lesson>.<language>.md). */
    translations: jsonb('translations').$type<Translations<LessonText>>().notNull().default({}),
    /** Order within the guide (chapter by chapter). */
    position: integer('position').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [index('lessons_course_id_idx').on(table.courseId)],
);

/**
 * One row counting the changes to the catalog's tables (a statement trigger on each, whoever wrote:
 * an import, another backend, SQL). A backend asks for the count now and then and reads the
 * catalog again only when it moved (published-catalog.ts).
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    id: integer('id').primaryKey().default(1),
    changes: bigint('changes', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalog_changes_one_row', sql`${table.id} = 1`)],
);
