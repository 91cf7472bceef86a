import { newsFeedsResponse, newsImportResponse } from './news';
import type { Operation } from './operation';
import { lessonResponse } from './progress';
import {
  staffContentLanguageQuery,
  staffContentLessonParams,
  staffGuideOutline,
  staffGuideParams,
  staffGuidesResponse,
} from './staff-content';

/** The back office's Content section (content staff and owners). Each call carries a staff token. */
export const staffContentOperations = {
  staffContentGuides: { method: 'GET', path: '/api/staff/content/guides', response: staffGuidesResponse },
  staffContentGuide: {
    method: 'GET',
    path: '/api/staff/content/guides/:id',
    params: staffGuideParams,
    query: staffContentLanguageQuery,
    response: staffGuideOutline,
  },
  staffContentLesson: {
    method: 'GET',
    path: '/api/staff/content/lessons/:lessonId',
    params: staffContentLessonParams,
    query: staffContentLanguageQuery,
    response: lessonResponse,
  },
  staffContentNewsFeeds: {
    method: 'GET',
    path: '/api/staff/content/news-feeds',
    response: newsFeedsResponse,
  },
  staffContentImportNews: {
    method: 'POST',
    path: '/api/staff/content/news-feeds/import',
    response: newsImportResponse,
  },
} as const satisfies Record<string, Operation>;
